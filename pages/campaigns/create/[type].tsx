import { useRouter } from 'next/router';

import { CampaignBuilder } from '@/components/campaigns/builder/CampaignBuilder';
import { campaignTypeLabel } from '@/components/campaigns/campaignLabels';
import { ErrorPage } from '@/components/errors/ErrorPage';
import { PageTitle } from '@/components/layout/PageTitle';
import { selectCasino } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { queryString } from '@/utils/query';
import { campaignTypeOfSlug } from '@/utils/routes';
import type { BackofficePage } from '../../_app';

/** Spec §2 /campaigns/create/{mission|mission-v2|…}: the builder of a new campaign of that type. */
const CreateCampaignTypePage: BackofficePage = () => {
  const type = campaignTypeOfSlug(queryString(useRouter().query.type));
  const casino = useAppSelector(selectCasino);
  if (!type || !casino?.availableCampaigns.includes(type)) return <ErrorPage statusCode={404} />;
  return (
    <>
      <PageTitle title={`Create ${campaignTypeLabel(type)} campaign`} />
      <CampaignBuilder type={type} />
    </>
  );
};

export default CreateCampaignTypePage;
