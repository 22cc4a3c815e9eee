import { PageTitle } from '@/components/layout/PageTitle';
import { UsersScreen } from '@/components/users/UsersScreen';
import type { BackofficePage } from './_app';

const UsersPage: BackofficePage = () => (
  <>
    <PageTitle title="Users" />
    <UsersScreen />
  </>
);

export default UsersPage;
