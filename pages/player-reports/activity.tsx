import { PlayerActivityScreen } from '@/components/playerReports/PlayerActivityScreen';
import type { BackofficePage } from '../_app';

const PlayerActivityPage: BackofficePage = () => <PlayerActivityScreen />;

export default PlayerActivityPage;
