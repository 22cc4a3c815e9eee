import { PageTitle } from '@/components/layout/PageTitle';
import { UsersScreen, usersPageData } from '@/components/users/UsersScreen';
import type { BackofficePage } from './_app';

const UsersPage: BackofficePage = () => (
  <>
    <PageTitle title="Users" />
    <UsersScreen />
  </>
);

UsersPage.serverData = usersPageData;

export default UsersPage;
