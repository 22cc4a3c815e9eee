import Head from 'next/head';

import { Dashboard } from '@/components/dashboard/Dashboard';

export default function DashboardPage() {
  return (
    <>
      <Head>
        <title>Dashboard · Back-office</title>
      </Head>
      <Dashboard />
    </>
  );
}
