import Head from 'next/head';

import { InviteUserScreen } from '@/components/users/InviteUserScreen';
import { PERMISSIONS } from '@/utils/permissions';
import type { BackofficePage } from '../_app';

const InviteUserPage: BackofficePage = () => (
  <>
    <Head>
      <title>Invite user · Back-office</title>
    </Head>
    <InviteUserScreen />
  </>
);

InviteUserPage.gate = { permissions: PERMISSIONS.addUser };

export default InviteUserPage;
