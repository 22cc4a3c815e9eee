import { PlayersScreen } from '@/components/players/PlayersScreen';
import type { BackofficePage } from '../_app';

const PlayersPage: BackofficePage = () => <PlayersScreen />;

export default PlayersPage;
