import { LimitGroupsScreen, limitGroupsPageData } from '@/components/limitGroups/LimitGroupsScreen';
import type { BackofficePage } from '../_app';

const LimitGroupsPage: BackofficePage = () => <LimitGroupsScreen />;

LimitGroupsPage.serverData = limitGroupsPageData;

export default LimitGroupsPage;
