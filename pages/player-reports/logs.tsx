import { PlayerLogsScreen } from '@/components/playerReports/PlayerLogsScreen';
import type { BackofficePage } from '../_app';

const PlayerLogsPage: BackofficePage = () => <PlayerLogsScreen />;

export default PlayerLogsPage;
