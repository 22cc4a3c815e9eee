import { CampaignTypeChoice } from '@/components/campaigns/CampaignTypeChoice';
import { PageTitle } from '@/components/layout/PageTitle';
import { PERMISSIONS } from '@/utils/permissions';
import type { BackofficePage } from '../../_app';

const CreateCampaignPage: BackofficePage = () => (
  <>
    <PageTitle title="Create campaign" />
    <CampaignTypeChoice />
  </>
);

CreateCampaignPage.gate = { permissions: PERMISSIONS.addCampaign };

export default CreateCampaignPage;
