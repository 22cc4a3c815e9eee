import type { CampaignDetail } from '@/types/campaigns';
import type { SummaryLine } from '../types/registry';
import { JACKPOT_TYPE_LABELS } from './jackpotLabels';

/** The overview's lines of a jackpot: its type, title and contributions, or what is still missing. */
export function jackpotSummary(campaign: CampaignDetail): SummaryLine[] {
  const jackpot = campaign.jackpot;
  const title = jackpot?.titles.en || jackpot?.title;
  return [
    { label: 'Jackpot type', value: jackpot?.type ? JACKPOT_TYPE_LABELS[jackpot.type] : 'Not set yet' },
    { label: 'Jackpot title', value: title || 'None yet' },
    { label: 'Contributions', value: String(jackpot?.contributionsCount ?? 0) },
  ];
}
