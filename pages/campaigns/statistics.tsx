import { useRouter } from 'next/router';

import { campaignsApi } from '@/components/campaigns/api';
import { recordPageData } from '@/components/kit/pageData';
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

CampaignStatisticsPage.serverData = recordPageData('id', (id) =>
  campaignsApi.endpoints.getCampaign.initiate(id),
);

export default CampaignStatisticsPage;
