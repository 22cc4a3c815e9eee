import type { CalendarCampaign, CampaignOverlap } from '@/types/reports';
import { campaignSpan, runsOn, type Day } from './calendarLayout';

/** One campaign's side of a clash: the other campaign, and what they share. */
export interface Clash {
  overlap: CampaignOverlap;
  other: CalendarCampaign | undefined;
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
