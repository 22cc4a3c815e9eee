import type { Executor } from '../../db/client';
import type { Campaign } from '../../db/schema';
import { validationError } from '../../lib/errors';
import { FieldErrorTree } from '../../lib/field-errors';
import type { PrizeDropWithPrizes } from '../../repositories/prize-drops';
import type { PrizeDropInputBody } from '../../schemas/prize-drops';
import type { Access, Actor } from './access';
import type { CampaignCore } from './core';
import { createTypeSettingsAccess } from './type-settings';
import type { CampaignTypeModule } from './types';
import { PRIZE_DROP_MESSAGES, quantityExceedsDrops } from './types/prize-drop';

/**
 * The prize drops endpoints (v1/prize-drops/…): a prize-drop campaign's settings, and its prizes one by
 * one. A refused prize change answers the quantity message under `quantity` (spec §8).
 */
export function createPrizeDropsSection(core: CampaignCore) {
  const { db, repos, touchAndCheck } = core;
  const { dropWithPrizes, checkDraft, writeDrop, module: prizeDropModule } = core.types.prizeDrops;

  const settings = createTypeSettingsAccess(core);

  /** A change of the drop, with its prizes, under its campaign's row lock and status rules. */
  const changeDrop = <T>(
    dropId: number,
    actor: Actor,
    work: (campaign: Campaign, drop: PrizeDropWithPrizes, tx: Executor) => Promise<T>,
  ) =>
    settings.change(
      (tx) => repos.prizeDrops.findById(dropId, tx),
      actor,
      async (_drop, campaign, tx) => work(campaign, (await dropWithPrizes(campaign.id, tx))!, tx),
    );

  /** The total quantity with one prize's quantity replaced (or added), checked against the drops. */
  function checkQuantity(drop: PrizeDropWithPrizes, prizeId: number, quantity: number): void {
    const others = drop.prizes
      .filter((item) => item.prizeId !== prizeId)
      .reduce((sum, item) => sum + item.quantity, 0);
    const total = others + quantity;
    if (drop.drops !== null && total > drop.drops)
      throw validationError({ quantity: [quantityExceedsDrops(total, drop.drops)] });
  }

  async function changed(campaign: Campaign, drop: PrizeDropWithPrizes, tx: Executor) {
    await repos.prizeDrops.update(drop.id, {}, tx);
    await touchAndCheck(campaign.id, tx);
    return (await dropWithPrizes(campaign.id, tx))!;
  }

  return {
    async prizeDropDetail(dropId: number, actor: Actor, access: Access = 'view') {
      const { campaign } = await settings.read(await repos.prizeDrops.findById(dropId), actor, access);
      return (await dropWithPrizes(campaign.id, db))!;
    },

    async createPrizeDrop(campaignId: number, body: PrizeDropInputBody, actor: Actor) {
      const rules = {
        ofType: (typeModule: CampaignTypeModule | undefined) => typeModule === prizeDropModule,
        notOfType: PRIZE_DROP_MESSAGES.notPrizeDropType,
        existing: (campaign: Campaign, tx: Executor) => repos.prizeDrops.findByCampaign(campaign.id, tx),
        alreadyExists: PRIZE_DROP_MESSAGES.prizeDropExists,
      };
      return settings.create(campaignId, actor, rules, async (campaign, tx) => {
        const errors = new FieldErrorTree();
        await checkDraft(body, errors, null, [], tx);
        errors.throwIfAny();
        return writeDrop(campaign, body, tx);
      });
    },

    async updatePrizeDrop(dropId: number, body: PrizeDropInputBody, actor: Actor) {
      return changeDrop(dropId, actor, async (campaign, drop, tx) => {
        const errors = new FieldErrorTree();
        await checkDraft(body, errors, drop, [], tx);
        errors.throwIfAny();
        await writeDrop(campaign, body, tx);
        return changed(campaign, drop, tx);
      });
    },

    async addDropPrize(dropId: number, prizeId: number, quantity: number, actor: Actor) {
      return changeDrop(dropId, actor, async (campaign, drop, tx) => {
        if (!(await repos.prizeDrops.findPrize(prizeId, {}, tx)))
          throw validationError({ prize: [`Invalid pk "${prizeId}" - object does not exist.`] });
        if (drop.prizes.some((item) => item.prizeId === prizeId))
          throw validationError({ prize: [PRIZE_DROP_MESSAGES.prizeInDrop] });
        checkQuantity(drop, prizeId, quantity);
        await repos.prizeDrops.addPrize(drop.id, prizeId, quantity, tx);
        return changed(campaign, drop, tx);
      });
    },

    async updateDropPrize(dropId: number, prizeId: number, quantity: number, actor: Actor) {
      return changeDrop(dropId, actor, async (campaign, drop, tx) => {
        if (!drop.prizes.some((item) => item.prizeId === prizeId))
          throw validationError({ prize: [PRIZE_DROP_MESSAGES.prizeNotInDrop] });
        checkQuantity(drop, prizeId, quantity);
        await repos.prizeDrops.setQuantity(drop.id, prizeId, quantity, tx);
        return changed(campaign, drop, tx);
      });
    },

    async removeDropPrize(dropId: number, prizeId: number, actor: Actor) {
      return changeDrop(dropId, actor, async (campaign, drop, tx) => {
        if (!(await repos.prizeDrops.removePrize(drop.id, prizeId, tx)))
          throw validationError({ prize: [PRIZE_DROP_MESSAGES.prizeNotInDrop] });
        return changed(campaign, drop, tx);
      });
    },
  };
}
