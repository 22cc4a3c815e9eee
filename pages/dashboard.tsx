import { PageTitle } from '@/components/layout/PageTitle';
import { Dashboard } from '@/components/dashboard/Dashboard';

export default function DashboardPage() {
  return (
    <>
      <PageTitle title="Dashboard" />
      <Dashboard />
    </>
  );
}
