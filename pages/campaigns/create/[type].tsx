import { useRouter } from 'next/router';

import { NewCampaignBuilder } from '@/components/campaigns/builder/NewCampaignBuilder';
import { useOfferedCampaignTypes } from '@/components/campaigns/useOfferedCampaignTypes';
import { ErrorPage } from '@/components/errors/ErrorPage';
import { PageTitle } from '@/components/layout/PageTitle';
import { Spinner } from '@/components/ui/Spinner';
import { campaignTypeLabel, campaignTypeOfSlug } from '@/utils/campaignTypes';
import { queryString } from '@/utils/query';
import type { BackofficePage } from '../../_app';

/**
 * Spec §2 /campaigns/create/{mission|mission-v2|…}: the builder of a new campaign of that type; a type
 * the casino does not offer (or whose flag is off) is a 404, as it is for the API.
 */
const CreateCampaignTypePage: BackofficePage = () => {
  const type = campaignTypeOfSlug(queryString(useRouter().query.type));
  const { isOffered } = useOfferedCampaignTypes();
  const offered = type ? isOffered(type) : false;
  if (offered === undefined) return <Spinner label="Loading campaign type" />;
  if (!type || !offered) return <ErrorPage statusCode={404} />;
  return (
    <>
      <PageTitle title={`Create ${campaignTypeLabel(type)} campaign`} />
      <NewCampaignBuilder type={type} />
    </>
  );
};

export default CreateCampaignTypePage;
