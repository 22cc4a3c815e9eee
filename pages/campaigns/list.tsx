import { CampaignsScreen, campaignsPageData } from '@/components/campaigns/CampaignsScreen';
import { PageTitle } from '@/components/layout/PageTitle';
import type { BackofficePage } from '../_app';

const CampaignsListPage: BackofficePage = () => (
  <>
    <PageTitle title="Campaigns" />
    <CampaignsScreen />
  </>
);

CampaignsListPage.serverData = campaignsPageData;

export default CampaignsListPage;
