import Link from 'next/link';

import { ListHeading } from '@/components/lists/ListHeading';
import { Spinner } from '@/components/ui/Spinner';
import { selectCasino } from '@/store/authSlice';
import { useGetFeatureFlagQuery } from '@/store/baseApi';
import { useAppSelector } from '@/store/hooks';
import type { CampaignType, FeatureFlagKey } from '@/types/api';
import { routes } from '@/utils/routes';
import { CAMPAIGN_TYPE_DESCRIPTIONS, CAMPAIGN_TYPE_LABELS, CAMPAIGN_TYPES } from './campaignLabels';
import styles from './campaigns.module.scss';

/** A flag's state: on, off (a failed or unknown flag is off), or not known yet. */
function useFlag(key: FeatureFlagKey): boolean | undefined {
  const { data, isLoading, isError } = useGetFeatureFlagQuery(key);
  if (isLoading) return undefined;
  return !isError && Boolean(data?.enabled);
}

/**
 * Spec §2 /campaigns/create: a card per campaign type the casino offers (`availableCampaigns`), mission
 * v2 and sportsbook missions only while their flags are on; each card opens that type's builder.
 */
export function CampaignTypeChoice() {
  const casino = useAppSelector(selectCasino);
  // Types offered only while a feature flag is on (spec §3); the others need no flag.
  const flagged: Partial<Record<CampaignType, boolean | undefined>> = {
    missionV2: useFlag('enable-mission-v2'),
    sportsbookMission: useFlag('enable-sport-book-campaign'),
  };
  const flagState = (type: CampaignType) => (type in flagged ? flagged[type] : true);
  const available = CAMPAIGN_TYPES.filter((type) => casino?.availableCampaigns.includes(type));
  const offered = available.filter((type) => flagState(type) === true);
  const waiting = available.some((type) => flagState(type) === undefined);

  return (
    <section aria-labelledby="campaign-create-title">
      <ListHeading id="campaign-create-title" title="Create campaign">
        Choose the kind of campaign to build.
      </ListHeading>
      {offered.length > 0 && (
        <ul className={styles.types} aria-label="Campaign types">
          {offered.map((type) => (
            <li key={type} className={styles.typeCard}>
              <h2>
                <Link href={routes.campaigns.createType(type)} className={styles.typeLink}>
                  {CAMPAIGN_TYPE_LABELS[type]}
                </Link>
              </h2>
              <p>{CAMPAIGN_TYPE_DESCRIPTIONS[type]}</p>
            </li>
          ))}
        </ul>
      )}
      {waiting && <Spinner label="Loading campaign types" />}
      {offered.length === 0 && !waiting && (
        <p className={styles.notice}>No campaign types are enabled for this casino.</p>
      )}
    </section>
  );
}
