import { ActivityLogsScreen } from '@/components/activityLogs/ActivityLogsScreen';
import type { BackofficePage } from './_app';

const ActivityLogsPage: BackofficePage = () => <ActivityLogsScreen />;

export default ActivityLogsPage;
