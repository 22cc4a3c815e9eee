import { useRouter } from 'next/router';

import { campaignsApi } from '@/components/campaigns/api';
import { CampaignBuilder } from '@/components/campaigns/builder/CampaignBuilder';
import { isBuilderStep } from '@/components/campaigns/builder/steps';
import { ErrorPage } from '@/components/errors/ErrorPage';
import { recordPageData } from '@/components/kit/pageData';
import { PageTitle } from '@/components/layout/PageTitle';
import { queryId, queryString } from '@/utils/query';
import type { BackofficePage } from '../_app';

const EditCampaignPage: BackofficePage = () => {
  const { query } = useRouter();
  const id = queryId(query.id);
  const step = queryString(query.step);
  if (id === undefined) return <ErrorPage statusCode={404} />;
  return (
    <>
      <PageTitle title="Edit campaign" />
      <CampaignBuilder campaignId={id} step={isBuilderStep(step) ? step : undefined} />
    </>
  );
};

// Viewers may open a campaign read-only; the builder decides what they may change.

EditCampaignPage.serverData = recordPageData('id', (id) => campaignsApi.endpoints.getCampaign.initiate(id));

export default EditCampaignPage;
