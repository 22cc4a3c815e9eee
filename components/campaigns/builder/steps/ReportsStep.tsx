import Link from 'next/link';

import { CampaignLiveFigures } from '@/components/campaigns/statistics/LiveFigures';
import { Button } from '@/components/ui/Button';
import { DownloadButton } from '@/components/ui/DownloadButton';
import { selectCasino } from '@/store/authSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { messageShown } from '@/store/snackbarSlice';
import { baseCurrencyOf, formatAmount, formatCount } from '@/utils/format';
import { routes } from '@/utils/routes';
import { useIsAllowed } from '@/hooks/usePermissions';
import { PAYOUT_STATE_LABELS } from '@/types/payouts';
import { PERMISSIONS } from '@/utils/permissions';
import { CAMPAIGNS_URL, useGetCampaignPayoutTotalsQuery, useSendPayoutsReportMutation } from '../../api';
import { useBuilderCampaign } from '../BuilderContext';
import styles from '../builder.module.scss';

/** The campaign's payouts per state and currency, as the payouts list counts them. */
function PayoutTotals({ campaignId }: { campaignId: number }) {
  const totals = useGetCampaignPayoutTotalsQuery(campaignId);
  if (totals.isLoading) return <p role="status">Loading the payouts…</p>;
  if (totals.isError) return <p role="alert">The payouts could not be loaded.</p>;
  if (!totals.data?.length) return <p>No payouts yet.</p>;
  return (
    <ul aria-label="Payouts by state">
      {totals.data.map((total) => (
        <li key={`${total.state}-${total.currency}`}>
          {PAYOUT_STATE_LABELS[total.state]}: {formatCount(total.count)} ·{' '}
          {formatAmount(total.value, total.currency)}
        </li>
      ))}
    </ul>
  );
}

/**
 * What a campaign reports (shown with the casino's `enableReportsTab`): its payouts, games and numbers,
 * and once it has run, its live figures as the engine records them.
 */
export function ReportsStep() {
  const campaign = useBuilderCampaign();
  const dispatch = useAppDispatch();
  const [sendPayoutsReport, { isLoading: sending }] = useSendPayoutsReportMutation();
  const canSeePayouts = useIsAllowed({ permissions: PERMISSIONS.viewPayout });
  const baseCurrency = baseCurrencyOf(useAppSelector(selectCasino)?.exchangeRates ?? {});
  const started = campaign.status === 'AC' || campaign.status === 'FI' || campaign.status === 'CA';

  return (
    <div className={styles.stepForm}>
      {!started && (
        <p className={styles.notice}>
          The campaign has not run yet: its reports fill up once players take part.
        </p>
      )}
      <dl className={styles.facts}>
        <dt>Prize payouts</dt>
        <dd>
          <p>Cost {formatAmount(campaign.cost, baseCurrency)} (paid and pending payouts)</p>
          {canSeePayouts && (
            <>
              <PayoutTotals campaignId={campaign.id} />
              <Button
                variant="secondary"
                busy={sending}
                onClick={async () => {
                  // A refusal raises the API client's usual notice; only success is this screen's to say.
                  const sent = await sendPayoutsReport(campaign.id)
                    .unwrap()
                    .catch(() => null);
                  if (sent) dispatch(messageShown({ type: 'success', content: sent.detail }));
                }}
              >
                Mail me the payouts report
              </Button>{' '}
              <Link href={routes.payouts({ campaign: campaign.id })}>This campaign&apos;s payouts</Link>
            </>
          )}
        </dd>
        <dt>Games</dt>
        <dd>
          <DownloadButton
            url={`${CAMPAIGNS_URL}${campaign.id}/export-games/`}
            fallbackName={`campaign_${campaign.id}_games.csv`}
          >
            Export the campaign&apos;s games
          </DownloadButton>
        </dd>
        <dt>Participation</dt>
        <dd>
          <Link href={routes.campaigns.statistics(campaign.id)}>
            Participants, completions, prizes and cost over time
          </Link>
        </dd>
      </dl>
      {started && <CampaignLiveFigures campaign={campaign} />}
    </div>
  );
}
