import { PageTitle } from '@/components/layout/PageTitle';
import { PayoutsScreen, payoutsPageData } from '@/components/payouts/PayoutsScreen';
import type { BackofficePage } from './_app';

const PayoutsPage: BackofficePage = () => (
  <>
    <PageTitle title="Payouts" />
    <PayoutsScreen />
  </>
);

PayoutsPage.serverData = payoutsPageData;

export default PayoutsPage;
