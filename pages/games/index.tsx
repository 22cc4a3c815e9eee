import { GamesScreen } from '@/components/games/GamesScreen';
import type { BackofficePage } from '../_app';

const GamesPage: BackofficePage = () => <GamesScreen />;

export default GamesPage;
