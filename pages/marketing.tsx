import { MarketingScreen } from '@/components/marketing/MarketingScreen';
import type { BackofficePage } from './_app';

const MarketingPage: BackofficePage = () => <MarketingScreen />;

export default MarketingPage;
