import { useRouter } from 'next/router';

import { PageTitle } from '@/components/layout/PageTitle';
import { UserEditScreen } from '@/components/users/UserEditScreen';
import { PERMISSIONS } from '@/utils/permissions';
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

UserEditPage.gate = { permissions: PERMISSIONS.changeUser };

export default UserEditPage;
