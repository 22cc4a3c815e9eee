import { ActivityLogsScreen, activityLogsPageData } from '@/components/activityLogs/ActivityLogsScreen';
import type { BackofficePage } from './_app';

const ActivityLogsPage: BackofficePage = () => <ActivityLogsScreen />;

ActivityLogsPage.serverData = activityLogsPageData;

export default ActivityLogsPage;
