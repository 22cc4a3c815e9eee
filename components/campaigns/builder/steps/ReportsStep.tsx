import Link from 'next/link';

import { CampaignLiveFigures } from '@/components/campaigns/statistics/LiveFigures';
import { DownloadButton } from '@/components/ui/DownloadButton';
import { selectCasino } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { baseCurrencyOf, formatAmount } from '@/utils/format';
import { routes } from '@/utils/routes';
import { CAMPAIGNS_URL } from '../../api';
import { useBuilderCampaign } from '../BuilderContext';
import styles from '../builder.module.scss';

/**
 * What a campaign reports (shown with the casino's `enableReportsTab`): its payouts, games and numbers,
 * and once it has run, its live figures as the engine records them.
 */
export function ReportsStep() {
  const campaign = useBuilderCampaign();
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
          <DownloadButton
            url={`${CAMPAIGNS_URL}${campaign.id}/send-payouts-report/`}
            fallbackName={`payouts_report_${campaign.id}.csv`}
            request={{ method: 'post' }}
          >
            Download payouts report
          </DownloadButton>{' '}
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
