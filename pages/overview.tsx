import { OverviewScreen } from '@/components/overview/OverviewScreen';
import type { BackofficePage } from './_app';

const OverviewPage: BackofficePage = () => <OverviewScreen />;

export default OverviewPage;
