import { PlayersScreen, playersPageData } from '@/components/players/PlayersScreen';
import type { BackofficePage } from '../_app';

const PlayersPage: BackofficePage = () => <PlayersScreen />;

PlayersPage.serverData = playersPageData;

export default PlayersPage;
