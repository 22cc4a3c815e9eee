import Link from 'next/link';

import { ListHeading } from '@/components/lists/ListHeading';
import { Spinner } from '@/components/ui/Spinner';
import { CAMPAIGN_TYPE_INFO } from '@/utils/campaignTypes';
import { routes } from '@/utils/routes';
import styles from './campaigns.module.scss';
import { useOfferedCampaignTypes } from './useOfferedCampaignTypes';

/**
 * Spec §2 /campaigns/create: a card per campaign type the casino offers (`availableCampaigns`), mission
 * v2 and sportsbook missions only while their flags are on; each card opens that type's builder.
 */
export function CampaignTypeChoice() {
  const { offered, waiting } = useOfferedCampaignTypes();

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
                  {CAMPAIGN_TYPE_INFO[type].label}
                </Link>
              </h2>
              <p>{CAMPAIGN_TYPE_INFO[type].description}</p>
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
