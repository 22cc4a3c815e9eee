import { OverlaySettingsScreen } from '@/components/overlays/OverlaySettingsScreen';
import type { BackofficePage } from './_app';

const OverlaySettingsPage: BackofficePage = () => <OverlaySettingsScreen />;

export default OverlaySettingsPage;
