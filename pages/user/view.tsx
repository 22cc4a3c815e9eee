import { useRouter } from 'next/router';

import { PageTitle } from '@/components/layout/PageTitle';
import { UserViewScreen } from '@/components/users/UserViewScreen';
import { queryId } from '@/utils/query';
import type { BackofficePage } from '../_app';

const UserViewPage: BackofficePage = () => {
  const id = queryId(useRouter().query.id);
  return (
    <>
      <PageTitle title="User" />
      <UserViewScreen id={id} />
    </>
  );
};

export default UserViewPage;
