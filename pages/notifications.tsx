import { PageTitle } from '@/components/layout/PageTitle';
import { NotificationsScreen } from '@/components/notifications/NotificationsScreen';

export default function NotificationsPage() {
  return (
    <>
      <PageTitle title="Notifications" />
      <NotificationsScreen />
    </>
  );
}
