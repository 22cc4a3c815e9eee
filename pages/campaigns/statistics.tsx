import { useRouter } from 'next/router';

import { PageTitle } from '@/components/layout/PageTitle';
import { CampaignStatisticsScreen } from '@/components/campaigns/statistics/CampaignStatisticsScreen';
import { queryId } from '@/utils/query';
import type { BackofficePage } from '../_app';

const CampaignStatisticsPage: BackofficePage = () => {
  const id = queryId(useRouter().query.id);
  return (
    <>
      <PageTitle title="Campaign statistics" />
      <CampaignStatisticsScreen id={id} />
    </>
  );
};

export default CampaignStatisticsPage;
