import Link from 'next/link';

import { CampaignLiveFigures } from '@/components/campaigns/statistics/LiveFigures';
import { Button } from '@/components/ui/Button';
import { DownloadButton } from '@/components/ui/DownloadButton';
import { selectCasino } from '@/store/authSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { messageShown } from '@/store/snackbarSlice';
import { baseCurrencyOf, formatAmount } from '@/utils/format';
import { routes } from '@/utils/routes';
import { CAMPAIGNS_URL, useSendPayoutsReportMutation } from '../../api';
import { useBuilderCampaign } from '../BuilderContext';
import styles from '../builder.module.scss';

/**
 * What a campaign reports (shown with the casino's `enableReportsTab`): its payouts, games and numbers,
 * and once it has run, its live figures as the engine records them.
 */
export function ReportsStep() {
  const campaign = useBuilderCampaign();
  const dispatch = useAppDispatch();
  const [sendPayoutsReport, { isLoading: sending }] = useSendPayoutsReportMutation();
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
          <Link href={routes.payouts({ campaign: campaign.id })}>
            This campaign&apos;s payouts (cost {formatAmount(campaign.cost, baseCurrency)})
          </Link>
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
