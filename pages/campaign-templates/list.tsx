import { TemplatesScreen, templatesPageData } from '@/components/campaigns/TemplatesScreen';
import type { BackofficePage } from '../_app';

const TemplatesPage: BackofficePage = () => <TemplatesScreen />;

TemplatesPage.serverData = templatesPageData;

export default TemplatesPage;
