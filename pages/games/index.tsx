import { GamesScreen, gamesPageData } from '@/components/games/GamesScreen';
import type { BackofficePage } from '../_app';

const GamesPage: BackofficePage = () => <GamesScreen />;

GamesPage.serverData = gamesPageData;

export default GamesPage;
