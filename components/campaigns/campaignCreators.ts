import type { CampaignCreator, CampaignsPage } from '@/types/campaigns';

/** A creator as a backend may send it: an id, our `{id, name}`, or a user record (djoser-style). */
type WireCreator =
  | number
  | {
      id: number;
      name?: string;
      firstName?: string;
      lastName?: string;
      email?: string;
      username?: string;
    };

/** A user record's name: its own, first and last name, the email, the username, or "User 7". */
function creatorName(creator: Exclude<WireCreator, number>): string {
  const fullName = [creator.firstName, creator.lastName].filter(Boolean).join(' ');
  return creator.name || fullName || creator.email || creator.username || `User ${creator.id}`;
}

/** `creator` as `{id, name}`, names for bare ids taken from `known` (the page's records). */
function asCreator(creator: WireCreator, known: ReadonlyMap<number, string>): CampaignCreator {
  if (typeof creator === 'number') return { id: creator, name: known.get(creator) ?? `User ${creator}` };
  return { id: creator.id, name: creatorName(creator) };
}

/**
 * Spec §3 "a campaigns page holds … creators": as ids or as user records, for the page and for each
 * campaign's `creator`, read as `{id, name}` (a bare id is named from a record elsewhere on the page).
 */
export function withReadableCreators(page: CampaignsPage): CampaignsPage {
  const wire = page as unknown as {
    creators?: WireCreator[];
    results: { creator?: WireCreator | null }[];
  };
  const known = new Map<number, string>();
  [...(wire.creators ?? []), ...wire.results.map((campaign) => campaign.creator)].forEach((creator) => {
    if (creator !== null && typeof creator === 'object') known.set(creator.id, creatorName(creator));
  });
  return {
    ...page,
    creators: (wire.creators ?? []).map((creator) => asCreator(creator, known)),
    results: page.results.map((campaign, index) => {
      const creator = wire.results[index].creator;
      // A backend may leave the creator out (a list without it): none, as null.
      return { ...campaign, creator: creator == null ? null : asCreator(creator, known) };
    }),
  };
}
