import { importPlayersFromFile, type ImportResult, type ImportType } from '../player-import';
import { assertAccess, assertChangeable, campaignUrl, type Actor } from './access';
import { createCampaignCore, type CampaignServiceDeps } from './core';
import { createJackpotsSection } from './jackpots';
import { createLifecycle } from './lifecycle';
import { createMissionsSection } from './missions';
import { createPrizeDropsSection } from './prize-drops';
import { createRecurrence } from './recurrence';
import { createTargetGroups } from './target-groups';
import { createTournamentsSection } from './tournaments';

export * from './access';
export type { CampaignServiceDeps } from './core';

/**
 * Campaigns: one service assembled from its sections (lifecycle, recurrence, missions, target groups,
 * player import), which share the core (transactions, access, detail, the type modules).
 */
export function createCampaignsService(deps: CampaignServiceDeps) {
  const core = createCampaignCore(deps);
  const { repos, log, inTransaction, loadForChange, editActiveOn, logChange } = core;

  return {
    loadCasino: core.loadCasino,
    editActiveOn,
    detail: core.detail,
    ...createLifecycle(core),
    ...createRecurrence(core),
    ...createMissionsSection(core),
    ...createTargetGroups(core),
    ...createTournamentsSection(core),
    ...createPrizeDropsSection(core),
    ...createJackpotsSection(core),

    /** Spec §7 import-players: see `player-import.ts`. */
    async importPlayers(id: number, file: Buffer, type: ImportType, actor: Actor): Promise<ImportResult> {
      const editActive = await editActiveOn();
      return importPlayersFromFile(
        {
          repos,
          log,
          assertChangeable: async (campaignId, tx) => {
            const campaign = tx
              ? await loadForChange(campaignId, actor, tx)
              : assertAccess(actor, await repos.campaigns.findById(campaignId), 'change');
            assertChangeable(campaign, true, editActive);
            return campaign;
          },
          inTransaction,
          logChange: (tx, change) => logChange(tx, actor, change),
          campaignUrl,
        },
        id,
        file,
        type,
        actor,
      );
    },
  };
}

export type CampaignsService = ReturnType<typeof createCampaignsService>;
