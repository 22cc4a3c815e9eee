import { AccessGroupsScreen } from '@/components/accessGroups/AccessGroupsScreen';
import type { BackofficePage } from '../_app';

const AccessGroupsPage: BackofficePage = () => <AccessGroupsScreen />;

export default AccessGroupsPage;
