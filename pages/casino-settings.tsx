import { CasinoSettingsScreen } from '@/components/casinoSettings/CasinoSettingsScreen';
import type { BackofficePage } from './_app';

const CasinoSettingsPage: BackofficePage = () => <CasinoSettingsScreen />;

export default CasinoSettingsPage;
