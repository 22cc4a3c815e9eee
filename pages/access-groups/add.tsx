import { AccessGroupFormScreen } from '@/components/accessGroups/AccessGroupFormScreen';
import type { BackofficePage } from '../_app';

const AddAccessGroupPage: BackofficePage = () => <AccessGroupFormScreen id="new" />;

export default AddAccessGroupPage;
