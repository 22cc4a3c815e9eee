import type { Executor } from '../../db/client';
import type { Campaign } from '../../db/schema';
import { notFound, validationError } from '../../lib/errors';
import { FieldErrorTree } from '../../lib/field-errors';
import type { PrizeDropWithPrizes } from '../../repositories/prize-drops';
import type { PrizeDropInputBody } from '../../schemas/prize-drops';
import { assertAccess, assertChangeable, canChange, canView, type Access, type Actor } from './access';
import type { CampaignCore } from './core';
import { PRIZE_DROP_MESSAGES, quantityExceedsDrops } from './types/prize-drop';

/**
 * The prize drops endpoints (v1/prize-drops/…): a prize-drop campaign's settings, and its prizes one by
 * one. A refused prize change answers the quantity message under `quantity` (spec §8).
 */
export function createPrizeDropsSection(core: CampaignCore) {
  const { db, repos, inTransaction, editActiveOn, loadForChange, touchAndCheck } = core;
  const { dropWithPrizes, checkDraft, writeDrop, module: prizeDropModule } = core.types.prizeDrops;

  /** The drop and its campaign under a row lock, for a change. */
  async function loadDropForChange(dropId: number, actor: Actor, tx: Executor) {
    const drop = await repos.prizeDrops.findById(dropId, tx);
    if (!drop) throw notFound();
    const campaign = await loadForChange(drop.campaignId, actor, tx);
    assertChangeable(campaign, true, await editActiveOn(tx));
    return { campaign, drop: (await dropWithPrizes(campaign.id, tx))! };
  }

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
      const drop = await repos.prizeDrops.findById(dropId);
      if (!drop) throw notFound();
      assertAccess(actor, await repos.campaigns.findById(drop.campaignId), access);
      return (await dropWithPrizes(drop.campaignId, db))!;
    },

    async createPrizeDrop(campaignId: number, body: PrizeDropInputBody, actor: Actor) {
      const editActive = await editActiveOn();
      return inTransaction(async (tx) => {
        const campaign = await repos.campaigns.findForUpdate(campaignId, tx);
        if (!campaign || !(canView(actor, campaign) || canChange(actor, campaign)))
          throw validationError({ campaign: [`Invalid pk "${campaignId}" - object does not exist.`] });
        assertAccess(actor, campaign, 'change');
        assertChangeable(campaign, true, editActive);
        if (core.moduleOf(campaign.type) !== prizeDropModule)
          throw validationError({ campaign: [PRIZE_DROP_MESSAGES.notPrizeDropType] });
        if (await repos.prizeDrops.findByCampaign(campaign.id, tx))
          throw validationError({ campaign: [PRIZE_DROP_MESSAGES.prizeDropExists] });
        const errors = new FieldErrorTree();
        await checkDraft(body, errors, null, [], tx);
        errors.throwIfAny();
        return writeDrop(campaign, body, tx);
      });
    },

    async updatePrizeDrop(dropId: number, body: PrizeDropInputBody, actor: Actor) {
      return inTransaction(async (tx) => {
        const { campaign, drop } = await loadDropForChange(dropId, actor, tx);
        const errors = new FieldErrorTree();
        await checkDraft(body, errors, drop, [], tx);
        errors.throwIfAny();
        await writeDrop(campaign, body, tx);
        return changed(campaign, drop, tx);
      });
    },

    async addDropPrize(dropId: number, prizeId: number, quantity: number, actor: Actor) {
      return inTransaction(async (tx) => {
        const { campaign, drop } = await loadDropForChange(dropId, actor, tx);
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
      return inTransaction(async (tx) => {
        const { campaign, drop } = await loadDropForChange(dropId, actor, tx);
        if (!drop.prizes.some((item) => item.prizeId === prizeId))
          throw validationError({ prize: [PRIZE_DROP_MESSAGES.prizeNotInDrop] });
        checkQuantity(drop, prizeId, quantity);
        await repos.prizeDrops.setQuantity(drop.id, prizeId, quantity, tx);
        return changed(campaign, drop, tx);
      });
    },

    async removeDropPrize(dropId: number, prizeId: number, actor: Actor) {
      return inTransaction(async (tx) => {
        const { campaign, drop } = await loadDropForChange(dropId, actor, tx);
        if (!(await repos.prizeDrops.removePrize(drop.id, prizeId, tx)))
          throw validationError({ prize: [PRIZE_DROP_MESSAGES.prizeNotInDrop] });
        return changed(campaign, drop, tx);
      });
    },
  };
}
