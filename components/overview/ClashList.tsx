import Link from 'next/link';

import { StateMessage } from '@/components/kit/QueryState';
import { Button } from '@/components/ui/Button';
import { useDateTimeFormat } from '@/hooks/useDateFormat';
import type { CalendarCampaign, CampaignCalendar, CampaignOverlap } from '@/types/reports';
import { routes } from '@/utils/routes';
import { useAcceptClashMutation, useWarnAboutClashAgainMutation } from './api';
import { clashGroups, sharedPhrase } from './clashes';
import styles from './overview.module.scss';

function CampaignLink({ id, byId }: { id: number; byId: Map<number, CalendarCampaign> }) {
  return <Link href={routes.campaigns.edit(id)}>{byId.get(id)?.name ?? `Campaign ${id}`}</Link>;
}

/** When two campaigns run together: "from 26.11.2026 10:00 to 30.11.2026 23:59" or "from … on". */
function Period({ overlap }: { overlap: CampaignOverlap }) {
  const formatDate = useDateTimeFormat();
  return (
    <>
      from {formatDate(overlap.from)}
      {overlap.to ? ` to ${formatDate(overlap.to)}` : ' on'}
    </>
  );
}

/**
 * The period's clashes, grouped under the campaign that starts first, each saying what the two share;
 * staff accept the clashes they mean to keep, which then wait apart, folded, with a way to warn again.
 */
export function ClashList({ calendar }: { calendar: CampaignCalendar }) {
  const [accept, accepting] = useAcceptClashMutation();
  const [warnAgain, warning] = useWarnAboutClashAgainMutation();
  const byId = new Map(calendar.campaigns.map((campaign) => [campaign.id, campaign]));
  const open = calendar.overlaps.filter((overlap) => !overlap.accepted);
  const accepted = calendar.overlaps.filter((overlap) => overlap.accepted);
  const groups = clashGroups(calendar.campaigns, open);
  const busy = accepting.isLoading || warning.isLoading;

  return (
    <section aria-labelledby="overview-clashes" className={styles.clashes}>
      <h2 id="overview-clashes">
        {open.length === 0 ? 'No clashes to review' : `Clashes to review (${open.length})`}
      </h2>
      {open.length === 0 ? (
        <StateMessage>
          {accepted.length === 0
            ? 'No campaigns of this period run at the same time on the same games or players.'
            : 'Every clash of this period has been accepted.'}
        </StateMessage>
      ) : (
        <ul className={styles.clashGroups}>
          {groups.map(({ campaignId, clashes }) => (
            <li key={campaignId}>
              <details open={groups.length <= 5} className={styles.clashGroup}>
                <summary>
                  <span aria-hidden="true">⚠ </span>
                  <strong>{byId.get(campaignId)?.name ?? `Campaign ${campaignId}`}</strong> clashes with{' '}
                  {clashes.length === 1 ? '1 campaign' : `${clashes.length} campaigns`}
                </summary>
                <ul className={styles.clashList}>
                  {clashes.map(({ overlap, other }) => (
                    <li key={overlap.campaigns.join('-')} className={styles.clashItem}>
                      <span>
                        <CampaignLink id={other} byId={byId} /> <Period overlap={overlap} />, on{' '}
                        {sharedPhrase(overlap)}.
                      </span>
                      <Button
                        variant="secondary"
                        disabled={busy}
                        onClick={() => void accept(overlap.campaigns)}
                        aria-label={`Accept the clash of ${byId.get(campaignId)?.name ?? campaignId} and ${byId.get(other)?.name ?? other}`}
                      >
                        Accept
                      </Button>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ))}
        </ul>
      )}
      {accepted.length > 0 && (
        <details className={styles.acceptedClashes}>
          <summary>Accepted clashes ({accepted.length})</summary>
          <ul className={styles.clashList}>
            {accepted.map((overlap) => {
              const [first, second] = overlap.campaigns;
              return (
                <li key={overlap.campaigns.join('-')} className={styles.clashItem}>
                  <span>
                    <CampaignLink id={first} byId={byId} /> and <CampaignLink id={second} byId={byId} />{' '}
                    <Period overlap={overlap} />, on {sharedPhrase(overlap)}.
                  </span>
                  <Button
                    variant="ghost"
                    disabled={busy}
                    onClick={() => void warnAgain(overlap.campaigns)}
                    aria-label={`Warn again about ${byId.get(first)?.name ?? first} and ${byId.get(second)?.name ?? second}`}
                  >
                    Warn again
                  </Button>
                </li>
              );
            })}
          </ul>
        </details>
      )}
    </section>
  );
}
