import { PageTitle } from '@/components/layout/PageTitle';
import { UsersScreen } from '@/components/users/UsersScreen';
import { PERMISSIONS } from '@/utils/permissions';
import type { BackofficePage } from './_app';

const UsersPage: BackofficePage = () => (
  <>
    <PageTitle title="Users" />
    <UsersScreen />
  </>
);

UsersPage.gate = { permissions: PERMISSIONS.viewUser };

export default UsersPage;
