import { CampaignsScreen } from '@/components/campaigns/CampaignsScreen';
import { PageTitle } from '@/components/layout/PageTitle';
import { PERMISSIONS } from '@/utils/permissions';
import type { BackofficePage } from '../_app';

const CampaignsListPage: BackofficePage = () => (
  <>
    <PageTitle title="Campaigns" />
    <CampaignsScreen />
  </>
);

CampaignsListPage.gate = { permissions: [PERMISSIONS.viewAllCampaigns, PERMISSIONS.viewOwnCampaign] };

export default CampaignsListPage;
