import { AccessGroupsScreen, accessGroupsPageData } from '@/components/accessGroups/AccessGroupsScreen';
import type { BackofficePage } from '../_app';

const AccessGroupsPage: BackofficePage = () => <AccessGroupsScreen />;

AccessGroupsPage.serverData = accessGroupsPageData;

export default AccessGroupsPage;
