import type { Executor } from '../../db/client';
import type { Jackpot } from '../../db/schema';
import { baseCurrencyOf } from '../../lib/currency';
import { nonFieldError, notFound, validationError } from '../../lib/errors';
import { FieldErrorTree } from '../../lib/field-errors';
import { formatAmount } from '../../lib/money';
import type { JackpotInputBody } from '../../schemas/jackpots';
import {
  assertAccess,
  assertChangeable,
  campaignUrl,
  canChange,
  canView,
  type Access,
  type Actor,
} from './access';
import { campaignAuditView, type CampaignCore } from './core';
import { JACKPOT_MESSAGES } from './types/jackpot';

/**
 * The jackpots endpoints (v1/jackpots/…): a jackpot campaign's settings, and the two ways of cancelling
 * it (ARCHITECTURE.md, "Cancelling a jackpot"): paying the pot out, or forfeiting it at once.
 */
export function createJackpotsSection(core: CampaignCore) {
  const { db, repos, inTransaction, editActiveOn, loadForChange, touchAndCheck, logChange, loadCasino } =
    core;
  const { dto, normalize, writeJackpot, module: jackpotModule } = core.types.jackpots;

  async function loadJackpotForChange(jackpotId: number, actor: Actor, tx: Executor) {
    const jackpot = await repos.jackpots.findById(jackpotId, tx);
    if (!jackpot) throw notFound();
    const campaign = await loadForChange(jackpot.campaignId, actor, tx);
    return { jackpot, campaign };
  }

  return {
    async jackpotDetail(jackpotId: number, actor: Actor, access: Access = 'view'): Promise<Jackpot> {
      const jackpot = await repos.jackpots.findById(jackpotId);
      if (!jackpot) throw notFound();
      assertAccess(actor, await repos.campaigns.findById(jackpot.campaignId), access);
      return jackpot;
    },

    jackpotDto: (jackpot: Jackpot, tx: Executor = db) => dto(jackpot, tx),

    async createJackpot(campaignId: number, body: JackpotInputBody, actor: Actor) {
      const editActive = await editActiveOn();
      return inTransaction(async (tx) => {
        const campaign = await repos.campaigns.findForUpdate(campaignId, tx);
        if (!campaign || !(canView(actor, campaign) || canChange(actor, campaign)))
          throw validationError({ campaign: [`Invalid pk "${campaignId}" - object does not exist.`] });
        assertAccess(actor, campaign, 'change');
        assertChangeable(campaign, true, editActive);
        if (core.moduleOf(campaign.type) !== jackpotModule)
          throw validationError({ campaign: [JACKPOT_MESSAGES.notJackpotType] });
        if (await repos.jackpots.findByCampaign(campaign.id, tx))
          throw validationError({ campaign: [JACKPOT_MESSAGES.jackpotExists] });
        const errors = new FieldErrorTree();
        const fields = await normalize(body, errors, null, [], tx);
        errors.throwIfAny();
        return dto(await writeJackpot(campaign.id, fields, tx), tx);
      });
    },

    async updateJackpot(jackpotId: number, body: JackpotInputBody, actor: Actor) {
      const editActive = await editActiveOn();
      return inTransaction(async (tx) => {
        const { jackpot, campaign } = await loadJackpotForChange(jackpotId, actor, tx);
        assertChangeable(campaign, true, editActive);
        const errors = new FieldErrorTree();
        const fields = await normalize(body, errors, jackpot, [], tx);
        errors.throwIfAny();
        const updated = await writeJackpot(campaign.id, fields, tx);
        await touchAndCheck(campaign.id, tx);
        return dto(updated, tx);
      });
    },

    async removeJackpot(jackpotId: number, actor: Actor): Promise<void> {
      const editActive = await editActiveOn();
      await inTransaction(async (tx) => {
        const { jackpot, campaign } = await loadJackpotForChange(jackpotId, actor, tx);
        assertChangeable(campaign, true, editActive);
        await repos.jackpots.remove(jackpot.id, tx);
        await touchAndCheck(campaign.id, tx);
      });
    },

    /**
     * Cancels a scheduled or active jackpot campaign now. `immediately` forfeits the pot (nobody wins it);
     * otherwise it is paid out in a final draw among the players who contributed. Either way no
     * contribution is taken any more, and the pot at that moment is kept on the jackpot.
     */
    async cancelJackpot(jackpotId: number, immediately: boolean, actor: Actor) {
      const casino = await loadCasino();
      return inTransaction(async (tx, notify) => {
        const { jackpot, campaign } = await loadJackpotForChange(jackpotId, actor, tx);
        if (campaign.isTemplate || (campaign.status !== 'SC' && campaign.status !== 'AC'))
          throw nonFieldError(JACKPOT_MESSAGES.notCancellable);
        const cancelled = await repos.campaigns.transition(campaign.id, campaign.status, 'CA', tx);
        if (!cancelled) throw nonFieldError(JACKPOT_MESSAGES.notCancellable);
        const totals = (await repos.jackpots.totals([jackpot.id], tx)).get(jackpot.id)!;
        const pot = Math.round(((jackpot.startOnValue ?? 0) + totals.amount) * 100) / 100;
        const updated = (await repos.jackpots.update(
          jackpot.id,
          {
            cancellation: immediately ? 'forfeited' : 'paid_out',
            potAtCancellation: pot,
            cancelledAt: new Date(),
          },
          tx,
        ))!;
        const amount = formatAmount(pot, baseCurrencyOf(casino));
        if (cancelled.creatorId !== null)
          notify({
            userId: cancelled.creatorId,
            title: `Jackpot cancelled: ${cancelled.name}`,
            text: immediately
              ? `The jackpot "${cancelled.name}" has been cancelled immediately; its pot of ${amount} is forfeited.`
              : `The jackpot "${cancelled.name}" has been cancelled; its pot of ${amount} is paid out in a final draw.`,
            url: campaignUrl(cancelled.id),
          });
        await logChange(tx, actor, {
          action: 'status_change',
          resource: 'campaign',
          resourceId: campaign.id,
          label: campaign.name,
          before: campaignAuditView(campaign),
          after: campaignAuditView(cancelled),
        });
        return dto(updated, tx);
      });
    },
  };
}
