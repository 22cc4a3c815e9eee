import type { Executor } from '../db/client';
import type { Campaign } from '../db/schema';
import { formatDateTimeUtc } from '../lib/time';
import type { Repositories } from '../repositories';
import type { NewNotification } from '../repositories/notifications';
import { clashKey, type ClashPair } from '../repositories/reports';
import { openClashesOf, type NamedOverlap } from './campaign-reports';
import { campaignUrl } from './campaigns/access';

/**
 * Where an overlap alert leads: the overview's month of the earliest overlap, whose clash list links
 * each campaign. The pairs it tells are named in the link (`clash=<a>-<b>&` each), which is how a pair
 * is known to be told already (`overlapAlerts`).
 */
const clashMarker = (pair: ClashPair) => `clash=${clashKey(pair)}&`;
export const overlapUrl = (pairs: readonly ClashPair[], from: string): string =>
  `/overview?${pairs.map(clashMarker).join('')}date=${from.slice(0, 10)}`;

/** What two overlapping campaigns share, as the end of a sentence. */
function sharedPart(overlap: NamedOverlap): string {
  const parts: string[] = [];
  if (overlap.games_count > 0) {
    const named = overlap.games.map((game) => game.name).join(', ');
    const more = overlap.games_count - overlap.games.length;
    parts.push(
      `${overlap.games_count === 1 ? 'the game' : 'the games'} ${named}${more > 0 ? ` and ${more} more` : ''}`,
    );
  }
  if (overlap.players) parts.push('players');
  return parts.join(' and ');
}

/** One clash of the published campaign as a line of its alert: the other's name, when, what is shared. */
function clashLine(overlap: NamedOverlap, publishedId: number): string {
  const other = overlap.names[overlap.campaigns[0] === publishedId ? 1 : 0];
  const until = overlap.to ? ` to ${formatDateTimeUtc(new Date(overlap.to))}` : '';
  return `"${other}" from ${formatDateTimeUtc(new Date(overlap.from))}${until}, sharing ${sharedPart(overlap)}`;
}

/**
 * The alerts of a publish of `campaign` (just scheduled, or active at once): one per recipient, listing
 * its new clashes with scheduled or active campaigns that the recipient may see (both campaigns), never
 * an accepted pair, never a pair told before.
 */
export async function overlapAlerts(
  repos: Repositories,
  campaign: Pick<Campaign, 'id' | 'name' | 'startDate' | 'endDate'>,
  tx: Executor,
): Promise<NewNotification[]> {
  const told = new Map<number, NamedOverlap[]>();
  const clashes = await openClashesOf(repos, campaign, tx);
  if (clashes.length === 0) return [];
  // A few statements whatever the number of clashes: the pairs told before, and which of the other
  // campaigns each of this campaign's watchers may see.
  const toldBefore = await repos.notifications.markersSent(
    'overlap',
    clashes.map((overlap) => clashMarker(overlap.campaigns)),
    tx,
  );
  const otherOf = (overlap: NamedOverlap) =>
    overlap.campaigns[0] === campaign.id ? overlap.campaigns[1] : overlap.campaigns[0];
  const fresh = clashes.filter((overlap) => !toldBefore.has(clashMarker(overlap.campaigns)));
  const watchers = await repos.users.idsWatchingCampaign(campaign.id, undefined, tx);
  const visible = await repos.users.campaignsVisibleTo(watchers, fresh.map(otherOf), tx);
  for (const [userId, campaignIds] of visible) {
    const seen = new Set(campaignIds);
    const theirs = fresh.filter((overlap) => seen.has(otherOf(overlap)));
    if (theirs.length > 0) told.set(userId, theirs);
  }
  return [...told].map(([userId, overlaps]) => {
    const [only] = overlaps;
    const title =
      overlaps.length === 1
        ? `Campaigns overlap: ${only.names[0]} and ${only.names[1]}`
        : `Campaigns overlap: ${campaign.name} and ${overlaps.length} others`;
    const from = overlaps.map((overlap) => overlap.from).sort()[0];
    return {
      userId,
      kind: 'overlap' as const,
      title,
      text:
        `"${campaign.name}" runs at the same time as ${overlaps.map((overlap) => clashLine(overlap, campaign.id)).join('; ')}. ` +
        'If they are meant to run together, accept the overlap on the overview, where each campaign is linked.',
      url: overlapUrl(
        overlaps.map((overlap) => overlap.campaigns),
        from,
      ),
    };
  });
}

/**
 * The alert that the scheduler could not schedule `occurrence` (the next one of a recurring campaign)
 * and left it a draft, with the reasons, to the staff who may see it.
 */
export async function occurrenceRefusedAlerts(
  repos: Repositories,
  occurrence: Pick<Campaign, 'id' | 'name'>,
  reasons: string[],
  tx: Executor,
): Promise<NewNotification[]> {
  const alert = {
    kind: 'publish_refused' as const,
    title: `Campaign not published: ${occurrence.name}`,
    text: `The next occurrence of "${occurrence.name}" could not be scheduled and was left as a draft. ${reasons.join(' ')}`,
    url: campaignUrl(occurrence.id),
  };
  return (await repos.users.idsWatchingCampaign(occurrence.id, undefined, tx)).map((userId) => ({
    userId,
    ...alert,
  }));
}
