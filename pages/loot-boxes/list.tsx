import { LootBoxesScreen } from '@/components/lootBoxes/LootBoxesScreen';
import type { BackofficePage } from '../_app';

const LootBoxesPage: BackofficePage = () => <LootBoxesScreen />;

export default LootBoxesPage;
