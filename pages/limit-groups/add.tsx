import { LimitGroupFormScreen } from '@/components/limitGroups/LimitGroupFormScreen';
import type { BackofficePage } from '../_app';

const AddLimitGroupPage: BackofficePage = () => <LimitGroupFormScreen id="new" />;

export default AddLimitGroupPage;
