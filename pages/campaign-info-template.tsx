import { CampaignInfoTemplateScreen } from '@/components/campaignInfo/CampaignInfoTemplateScreen';
import type { BackofficePage } from './_app';

const CampaignInfoTemplatePage: BackofficePage = () => <CampaignInfoTemplateScreen />;

export default CampaignInfoTemplatePage;
