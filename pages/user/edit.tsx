import { useRouter } from 'next/router';

import { PageTitle } from '@/components/layout/PageTitle';
import { UserEditScreen } from '@/components/users/UserEditScreen';
import { queryId } from '@/utils/query';
import type { BackofficePage } from '../_app';

const UserEditPage: BackofficePage = () => {
  const id = queryId(useRouter().query.id);
  return (
    <>
      <PageTitle title="Edit user" />
      <UserEditScreen id={id} />
    </>
  );
};

export default UserEditPage;
