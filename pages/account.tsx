import { PageTitle } from '@/components/layout/PageTitle';
import { AccountScreen } from '@/components/account/AccountScreen';

export default function AccountPage() {
  return (
    <>
      <PageTitle title="Your account" />
      <AccountScreen />
    </>
  );
}
