import type { Campaign } from '../../db/schema';
import { csvLine, keysetPages } from '../../lib/csv';
import type { PayoutsRepository } from '../../repositories/payouts';
import type { MailAttachment } from '../mail';

export const PAYOUTS_REPORT_HEADER = [
  'payout',
  'campaign',
  'player_hash',
  'prize_kind',
  'value',
  'currency',
  'state',
  'attempts',
  'message',
  'created',
  'paid',
] as const;

/**
 * A campaign's payouts as a CSV file (one row per award, in the order they were won), read a page at a
 * time: the report mailed by `send-payouts-report/`.
 */
export async function payoutsReport(
  payouts: PayoutsRepository,
  campaign: Pick<Campaign, 'id' | 'name'>,
): Promise<MailAttachment & { rows: number }> {
  let content = csvLine(PAYOUTS_REPORT_HEADER);
  let rows = 0;
  const pages = keysetPages(
    (after: number | null, limit) => payouts.campaignPage(campaign.id, after, limit),
    (row) => row.id,
  );
  for await (const page of pages) {
    for (const row of page)
      content += csvLine([
        row.id,
        campaign.name,
        row.playerHash,
        row.kind,
        row.value.toFixed(2),
        row.currency,
        row.state,
        row.attempts,
        row.message,
        row.created,
        row.paid,
      ]);
    rows += page.length;
  }
  return { filename: `payouts_report_${campaign.id}.csv`, contentType: 'text/csv', content, rows };
}
