import { LimitGroupsScreen } from '@/components/limitGroups/LimitGroupsScreen';
import type { BackofficePage } from '../_app';

const LimitGroupsPage: BackofficePage = () => <LimitGroupsScreen />;

export default LimitGroupsPage;
