import { useRouter } from 'next/router';

import { campaignsApi } from '@/components/campaigns/api';
import { CampaignBuilder } from '@/components/campaigns/builder/CampaignBuilder';
import { NewCampaignBuilder } from '@/components/campaigns/builder/NewCampaignBuilder';
import { isBuilderStep } from '@/components/campaigns/builder/steps';
import { useOfferedCampaignTypes } from '@/components/campaigns/useOfferedCampaignTypes';
import { ErrorPage } from '@/components/errors/ErrorPage';
import { recordPageData } from '@/components/kit/pageData';
import { PageTitle } from '@/components/layout/PageTitle';
import { Spinner } from '@/components/ui/Spinner';
import { CAMPAIGN_TYPE_INFO, campaignTypeLabel, campaignTypeOfSlug } from '@/utils/campaignTypes';
import { queryId, queryString } from '@/utils/query';
import type { BackofficePage } from '../../_app';

/**
 * Spec §2 /campaign-templates/edit/{prize-drop|jackpot|mission|race|tournament}: a new template of the
 * type, or template `?id=` at `?step=`, on the campaign builder.
 */
const TemplateBuilderPage: BackofficePage = () => {
  const { query } = useRouter();
  const type = campaignTypeOfSlug(queryString(query.type));
  const id = queryId(query.id);
  const step = queryString(query.step);
  const { isOffered } = useOfferedCampaignTypes();
  const offered = type && CAMPAIGN_TYPE_INFO[type].templates ? isOffered(type) : false;
  if (offered === undefined) return <Spinner label="Loading campaign type" />;
  if (!type || !offered) return <ErrorPage statusCode={404} />;
  const title = `${id === undefined ? 'New' : 'Edit'} ${campaignTypeLabel(type)} template`;
  return (
    <>
      <PageTitle title={title} />
      {id === undefined ? (
        <NewCampaignBuilder type={type} template />
      ) : (
        <CampaignBuilder campaignId={id} step={isBuilderStep(step) ? step : undefined} template />
      )}
    </>
  );
};

// Without an id the page builds a new template.
TemplateBuilderPage.serverData = recordPageData(
  'id',
  (id) => campaignsApi.endpoints.getCampaign.initiate(id),
  { optional: true },
);

export default TemplateBuilderPage;
