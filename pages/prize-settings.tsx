import { PrizeSettingsScreen } from '@/components/prizeSettings/PrizeSettingsScreen';
import type { BackofficePage } from './_app';

const PrizeSettingsPage: BackofficePage = () => <PrizeSettingsScreen />;

export default PrizeSettingsPage;
