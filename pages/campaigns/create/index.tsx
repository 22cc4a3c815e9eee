import { CampaignTypeChoice } from '@/components/campaigns/CampaignTypeChoice';
import { PageTitle } from '@/components/layout/PageTitle';
import type { BackofficePage } from '../../_app';

const CreateCampaignPage: BackofficePage = () => (
  <>
    <PageTitle title="Create campaign" />
    <CampaignTypeChoice />
  </>
);

export default CreateCampaignPage;
