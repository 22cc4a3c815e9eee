import type { CalendarCampaign, CampaignOverlap } from '@/types/reports';
import { campaignSpan, runsOn, type Day } from './calendarLayout';

/** One campaign's side of a clash: the other campaign, and what they share. */
export interface Clash {
  overlap: CampaignOverlap;
  other: CalendarCampaign | undefined;
}

/** The clashes of the campaign that starts first of each pair (the earlier id on a tie). */
export interface ClashGroup {
  campaignId: number;
  clashes: Array<{ overlap: CampaignOverlap; other: number }>;
}

/**
 * Clashes grouped under the campaign of each pair that starts first, groups in the order their
 * campaigns start: one heading per campaign instead of a warning per pair.
 */
export function clashGroups(
  campaigns: readonly CalendarCampaign[],
  overlaps: readonly CampaignOverlap[],
): ClashGroup[] {
  const order = new Map(
    [...campaigns]
      .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id)
      .map((campaign, index) => [campaign.id, index]),
  );
  const rank = (id: number) => order.get(id) ?? Number.MAX_SAFE_INTEGER;
  const groups = new Map<number, ClashGroup>();
  for (const overlap of overlaps) {
    const [first, other] = [...overlap.campaigns].sort((a, b) => rank(a) - rank(b) || a - b);
    const group = groups.get(first) ?? { campaignId: first, clashes: [] };
    group.clashes.push({ overlap, other });
    groups.set(first, group);
  }
  return [...groups.values()].sort((a, b) => rank(a.campaignId) - rank(b.campaignId));
}

/** Each campaign's clashes, by id (campaigns without any are missing). */
export function clashesByCampaign(
  campaigns: readonly CalendarCampaign[],
  overlaps: readonly CampaignOverlap[],
): Map<number, Clash[]> {
  const byId = new Map(campaigns.map((campaign) => [campaign.id, campaign]));
  const result = new Map<number, Clash[]>();
  for (const overlap of overlaps) {
    const [a, b] = overlap.campaigns;
    for (const [self, other] of [
      [a, b],
      [b, a],
    ]) {
      const list = result.get(self) ?? [];
      list.push({ overlap, other: byId.get(other) });
      result.set(self, list);
    }
  }
  return result;
}

/** The clashes that are on during `day`. */
export const clashesOn = (clashes: readonly Clash[], day: Day, inUtc: boolean): Clash[] =>
  clashes.filter(({ overlap }) => runsOn(campaignSpan(overlap.from, overlap.to, inUtc), day));

/** What two campaigns share, as a phrase: "the same players and 3 games (Book of Riches 1, …)". */
export function sharedPhrase(overlap: CampaignOverlap): string {
  const parts: string[] = [];
  if (overlap.players) parts.push('the same players');
  if (overlap.gamesCount > 0) {
    const names = overlap.games.map((game) => game.name);
    const more = overlap.gamesCount - names.length;
    const list = more > 0 ? `${names.join(', ')} and ${more} more` : names.join(', ');
    parts.push(`${overlap.gamesCount === 1 ? '1 game' : `${overlap.gamesCount} games`} (${list})`);
  }
  return parts.join(' and ');
}
