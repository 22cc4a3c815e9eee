import type { Executor } from '../../db/client';
import type { PlayerFilters } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { FieldErrorTree } from '../../lib/field-errors';
import {
  assertAccess,
  assertChangeable,
  campaignVisibility,
  canChange,
  type Access,
  type Actor,
} from './access';
import type { CampaignCore } from './core';

/** Why a player ("Player 12", "This player") cannot be added to an audience (by hand, by a staff opt-in). */
export const EXCLUSION_MESSAGES = {
  self_excluded: (subject: string) =>
    `${subject} is self-excluded: responsible gambling keeps them out of every campaign.`,
  blocked: (subject: string) =>
    `${subject} is blocked: responsible gambling keeps them out of every campaign.`,
} as const;

/** Target groups (v1/player/target-groups/…): the players a campaign is for. */
export function createTargetGroups(core: CampaignCore) {
  const { db, repos, inTransaction, loadCasino, editActiveOn } = core;

  return {
    /** The target group and the campaign using it, checked for `access`. */
    async targetGroup(id: number, actor: Actor, access: Access, tx: Executor = db) {
      const group = await repos.targetGroups.findById(id, tx);
      if (!group) throw notFound();
      const campaign = await repos.campaigns.findByTargetGroup(group.id, tx);
      if (campaign) assertAccess(actor, campaign, access);
      else if (
        campaignVisibility(actor) !== 'all' ||
        (access !== 'view' && !canChange(actor, { creatorId: null }))
      )
        throw notFound();
      return { group, campaign: campaign ?? null };
    },

    async updateTargetGroup(
      id: number,
      changes: {
        filters?: PlayerFilters;
        manually_added_players?: number[];
        manually_removed_players?: number[];
      },
      actor: Actor,
    ) {
      const casino = await loadCasino();
      const editActive = await editActiveOn();
      return inTransaction(async (tx) => {
        const group = await repos.targetGroups.findForUpdate(id, tx);
        if (!group) throw notFound();
        const campaign = await repos.campaigns.findByTargetGroup(group.id, tx);
        if (campaign) {
          assertAccess(actor, campaign, 'change');
          assertChangeable(campaign, true, editActive);
        } else if (campaignVisibility(actor) !== 'all' || !canChange(actor, { creatorId: null }))
          throw notFound();
        const errors = new FieldErrorTree();
        if (changes.filters) {
          for (const key of Object.keys(changes.filters))
            if (!casino.availablePlayerSelectionFilters.includes(key))
              errors.add(['filters', key], `"${key}" is not one of the casino's player selection filters.`);
        }
        const added = changes.manually_added_players ?? group.manuallyAddedPlayers;
        const removed = changes.manually_removed_players ?? group.manuallyRemovedPlayers;
        for (const [field, list] of [
          ['manually_added_players', changes.manually_added_players],
          ['manually_removed_players', changes.manually_removed_players],
        ] as const) {
          if (!list) continue;
          const existing = await repos.players.existingIds(list, tx);
          for (const playerId of new Set(list))
            if (!existing.has(playerId))
              errors.add([field], `Invalid pk "${playerId}" - object does not exist.`);
        }
        // Responsible gambling: nobody adds a blocked or self-excluded player (those added before stay
        // listed, and count for nothing).
        const newlyAdded = (changes.manually_added_players ?? []).filter(
          (playerId) => !group.manuallyAddedPlayers.includes(playerId),
        );
        for (const [playerId, reason] of await repos.players.excludedAmong(newlyAdded, tx))
          errors.add(['manually_added_players'], EXCLUSION_MESSAGES[reason](`Player ${playerId}`));
        const both = [...new Set(added)].filter((playerId) => removed.includes(playerId));
        if (both.length > 0)
          errors.add(
            ['manually_removed_players'],
            `Players ${both.join(', ')} cannot be both manually added and manually removed.`,
          );
        errors.throwIfAny();
        const filters = changes.filters
          ? Object.fromEntries(
              Object.entries(changes.filters).map(([key, values]) => [
                key,
                [...new Set(values.map((v) => v.trim()))],
              ]),
            )
          : group.filters;
        const updated = await repos.targetGroups.update(
          group.id,
          {
            filters,
            manuallyAddedPlayers: [...new Set(added)],
            manuallyRemovedPlayers: [...new Set(removed)],
          },
          tx,
        );
        const audience = await repos.players.audience(updated ?? group, undefined, tx);
        const saved = await repos.targetGroups.update(group.id, { lastPlayersCount: audience.players }, tx);
        return { group: saved ?? group, audience };
      });
    },
  };
}
