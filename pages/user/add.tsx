import { PageTitle } from '@/components/layout/PageTitle';
import { InviteUserScreen } from '@/components/users/InviteUserScreen';
import type { BackofficePage } from '../_app';

const InviteUserPage: BackofficePage = () => (
  <>
    <PageTitle title="Invite user" />
    <InviteUserScreen />
  </>
);

export default InviteUserPage;
