import Head from 'next/head';

import { UsersScreen } from '@/components/users/UsersScreen';
import { PERMISSIONS } from '@/utils/permissions';
import type { BackofficePage } from './_app';

const UsersPage: BackofficePage = () => (
  <>
    <Head>
      <title>Users · Back-office</title>
    </Head>
    <UsersScreen />
  </>
);

UsersPage.gate = { permissions: PERMISSIONS.viewUser };

export default UsersPage;
