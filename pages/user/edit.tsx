import Head from 'next/head';
import { useRouter } from 'next/router';

import { UserEditScreen } from '@/components/users/UserEditScreen';
import { PERMISSIONS } from '@/utils/permissions';
import { queryId } from '@/utils/query';
import type { BackofficePage } from '../_app';

const UserEditPage: BackofficePage = () => {
  const id = queryId(useRouter().query.id);
  return (
    <>
      <Head>
        <title>Edit user · Back-office</title>
      </Head>
      <UserEditScreen id={id} />
    </>
  );
};

UserEditPage.gate = { permissions: PERMISSIONS.changeUser };

export default UserEditPage;
