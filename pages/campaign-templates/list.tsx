import { TemplatesScreen } from '@/components/campaigns/TemplatesScreen';
import type { BackofficePage } from '../_app';

const TemplatesPage: BackofficePage = () => <TemplatesScreen />;

export default TemplatesPage;
