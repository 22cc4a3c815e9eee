import { PageTitle } from '@/components/layout/PageTitle';
import { InviteUserScreen } from '@/components/users/InviteUserScreen';
import { PERMISSIONS } from '@/utils/permissions';
import type { BackofficePage } from '../_app';

const InviteUserPage: BackofficePage = () => (
  <>
    <PageTitle title="Invite user" />
    <InviteUserScreen />
  </>
);

InviteUserPage.gate = { permissions: PERMISSIONS.addUser };

export default InviteUserPage;
