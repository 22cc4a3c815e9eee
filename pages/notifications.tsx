import Head from 'next/head';

import { NotificationsScreen } from '@/components/notifications/NotificationsScreen';

export default function NotificationsPage() {
  return (
    <>
      <Head>
        <title>Notifications · Back-office</title>
      </Head>
      <NotificationsScreen />
    </>
  );
}
