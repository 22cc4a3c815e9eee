import { CampaignsScreen } from '@/components/campaigns/CampaignsScreen';
import { PageTitle } from '@/components/layout/PageTitle';
import type { BackofficePage } from '../_app';

const CampaignsListPage: BackofficePage = () => (
  <>
    <PageTitle title="Campaigns" />
    <CampaignsScreen />
  </>
);

export default CampaignsListPage;
