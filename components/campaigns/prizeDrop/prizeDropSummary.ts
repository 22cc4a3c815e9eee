import type { CampaignDetail } from '@/types/campaigns';
import type { SummaryLine } from '../types/registry';

/** The overview's lines of a prize drop: its drops, games and prizes, or what is still missing. */
export function prizeDropSummary(campaign: CampaignDetail): SummaryLine[] {
  const drop = campaign.prizeDrop;
  const total = (drop?.prizes ?? []).reduce((sum, item) => sum + item.quantity, 0);
  const prizes = drop?.prizes.length ?? 0;
  return [
    { label: 'Drops', value: drop?.drops ? String(drop.drops) : 'Not set yet' },
    {
      label: 'Games',
      value: !drop || drop.allGames ? 'All games' : `${drop.games.length} selected`,
    },
    {
      label: 'Prizes',
      value:
        prizes === 0 ? 'No prizes yet' : `${prizes} ${prizes === 1 ? 'prize' : 'prizes'}, ${total} in all`,
    },
  ];
}
