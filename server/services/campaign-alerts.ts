import type { Executor } from '../db/client';
import type { Campaign } from '../db/schema';
import { formatDateTimeUtc } from '../lib/time';
import type { Repositories } from '../repositories';
import type { NewNotification } from '../repositories/notifications';
import { clashKey, type ClashPair } from '../repositories/reports';
import { openClashesOf, type NamedOverlap } from './campaign-reports';
import { campaignUrl } from './campaigns/access';

/**
 * Where an overlap alert leads: the overview's month of the overlap. The pair comes first in the link,
 * which is how the alert of a pair is known to be sent (`overlapAlerts`).
 */
const overlapUrlPrefix = (pair: ClashPair) => `/overview?clash=${clashKey(pair)}&`;
export const overlapUrl = (pair: ClashPair, from: string): string =>
  `${overlapUrlPrefix(pair)}date=${from.slice(0, 10)}`;

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

/**
 * One alert per new clash of `campaign` (just scheduled, or active at once) with a scheduled or active
 * campaign, to the staff who may see both: never for an accepted pair, never twice for a pair.
 */
export async function overlapAlerts(
  repos: Repositories,
  campaign: Pick<Campaign, 'id' | 'startDate' | 'endDate'>,
  tx: Executor,
): Promise<NewNotification[]> {
  const alerts: NewNotification[] = [];
  for (const overlap of await openClashesOf(repos, campaign, tx)) {
    if (await repos.notifications.sentBefore('overlap', overlapUrlPrefix(overlap.campaigns), tx)) continue;
    const [first, second] = overlap.campaigns;
    const seesSecond = new Set(await repos.users.idsWatchingCampaign(second, undefined, tx));
    const recipients = (await repos.users.idsWatchingCampaign(first, undefined, tx)).filter((id) =>
      seesSecond.has(id),
    );
    const [a, b] = overlap.names;
    const until = overlap.to ? ` to ${formatDateTimeUtc(new Date(overlap.to))}` : '';
    const alert = {
      kind: 'overlap' as const,
      title: `Campaigns overlap: ${a} and ${b}`,
      text:
        `"${a}" and "${b}" run at the same time from ${formatDateTimeUtc(new Date(overlap.from))}${until} ` +
        `and share ${sharedPart(overlap)}. If they are meant to run together, accept the overlap on the overview.`,
      url: overlapUrl(overlap.campaigns, overlap.from),
    };
    for (const userId of recipients) alerts.push({ userId, ...alert });
  }
  return alerts;
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
