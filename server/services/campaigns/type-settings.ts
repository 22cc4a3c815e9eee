import type { Executor } from '../../db/client';
import type { Campaign } from '../../db/schema';
import { notFound, validationError } from '../../lib/errors';
import type { NewNotification } from '../../repositories/notifications';
import { assertAccess, assertChangeable, canChange, canView, type Access, type Actor } from './access';
import type { CampaignCore } from './core';
import type { CampaignTypeModule } from './types';

/** A record of a type's settings (a mission, a tournament, a prize drop, a jackpot): it names its campaign. */
interface SettingsRecord {
  campaignId: number;
}

/** What creating a type's settings checks of the campaign, beyond the actor's right and its status. */
export interface NewSettingsRules {
  /** Whether the campaign's type keeps these settings; otherwise `notOfType` under `campaign`. */
  ofType: (typeModule: CampaignTypeModule | undefined) => boolean;
  notOfType: string;
  /** The settings the campaign holds already, if any (one per campaign): then `alreadyExists`. */
  existing: (campaign: Campaign, tx: Executor) => Promise<unknown>;
  alreadyExists: string;
}

/**
 * The one way every type's endpoints (spec §7 v1/missions/…, v1/tournaments/…, v1/prize-drops/…,
 * v1/jackpots/…) read, create and change a type's settings: the campaign's access and status rules,
 * under its row lock, checked the same for each type.
 */
export function createTypeSettingsAccess(core: CampaignCore) {
  const { db, repos, inTransaction, editActiveOn, loadForChange } = core;

  /**
   * The campaign a new piece of settings goes on, under its row lock. One the actor may neither see nor
   * change is, as a serializer says of a related id, "does not exist" under `invalid.field`.
   */
  async function campaignForNew(
    campaignId: number | undefined,
    invalid: { field: string; id: number },
    actor: Actor,
    tx: Executor,
    editActive: boolean,
  ): Promise<Campaign> {
    const campaign =
      campaignId === undefined ? undefined : await repos.campaigns.findForUpdate(campaignId, tx);
    if (!campaign || !(canView(actor, campaign) || canChange(actor, campaign)))
      throw validationError({ [invalid.field]: [`Invalid pk "${invalid.id}" - object does not exist.`] });
    assertAccess(actor, campaign, 'change');
    assertChangeable(campaign, true, editActive);
    return campaign;
  }

  return {
    campaignForNew,

    /** A settings record (404 when there is none) and its campaign, checked for `access`. */
    async read<R extends SettingsRecord>(
      record: R | null | undefined,
      actor: Actor,
      access: Access,
      tx: Executor = db,
    ): Promise<{ record: R; campaign: Campaign }> {
      if (!record) throw notFound();
      const campaign = assertAccess(actor, await repos.campaigns.findById(record.campaignId, tx), access);
      return { record, campaign };
    },

    /** Creates a type's settings on a campaign of that type that has none yet: `work` writes them. */
    async create<T>(
      campaignId: number,
      actor: Actor,
      rules: NewSettingsRules,
      work: (campaign: Campaign, tx: Executor) => Promise<T>,
    ): Promise<T> {
      const editActive = await editActiveOn();
      return inTransaction(async (tx) => {
        const campaign = await campaignForNew(
          campaignId,
          { field: 'campaign', id: campaignId },
          actor,
          tx,
          editActive,
        );
        if (!rules.ofType(core.moduleOf(campaign.type)))
          throw validationError({ campaign: [rules.notOfType] });
        if (await rules.existing(campaign, tx)) throw validationError({ campaign: [rules.alreadyExists] });
        return work(campaign, tx);
      });
    },

    /**
     * Changes a settings record in one transaction: the record as `find` reads it (404 when missing),
     * its campaign under a row lock, the actor's right to change it and its status's; then `work`.
     */
    async change<R extends SettingsRecord, T>(
      find: (tx: Executor) => Promise<R | null | undefined>,
      actor: Actor,
      work: (record: R, campaign: Campaign, tx: Executor, notify: (n: NewNotification) => void) => Promise<T>,
    ): Promise<T> {
      const editActive = await editActiveOn();
      return inTransaction(async (tx, notify) => {
        const record = await find(tx);
        if (!record) throw notFound();
        const campaign = await loadForChange(record.campaignId, actor, tx);
        assertChangeable(campaign, true, editActive);
        return work(record, campaign, tx, notify);
      });
    },
  };
}
