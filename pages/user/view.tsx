import Head from 'next/head';
import { useRouter } from 'next/router';

import { UserViewScreen } from '@/components/users/UserViewScreen';
import { PERMISSIONS } from '@/utils/permissions';
import { queryId } from '@/utils/query';
import type { BackofficePage } from '../_app';

const UserViewPage: BackofficePage = () => {
  const id = queryId(useRouter().query.id);
  return (
    <>
      <Head>
        <title>User · Back-office</title>
      </Head>
      <UserViewScreen id={id} />
    </>
  );
};

UserViewPage.gate = { permissions: PERMISSIONS.viewUser };

export default UserViewPage;
