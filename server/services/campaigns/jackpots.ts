import type { Executor } from '../../db/client';
import type { Campaign, Jackpot } from '../../db/schema';
import { baseCurrencyOf } from '../../lib/currency';
import { nonFieldError, notFound } from '../../lib/errors';
import { FieldErrorTree } from '../../lib/field-errors';
import { formatAmount } from '../../lib/money';
import type { JackpotInputBody } from '../../schemas/jackpots';
import { campaignUrl, type Access, type Actor } from './access';
import { campaignAuditView, type CampaignCore } from './core';
import { createTypeSettingsAccess } from './type-settings';
import type { CampaignTypeModule } from './types';
import { JACKPOT_MESSAGES } from './types/jackpot';

/**
 * The jackpots endpoints (v1/jackpots/…): a jackpot campaign's settings, and the two ways of cancelling
 * it (ARCHITECTURE.md, "Cancelling a jackpot"): paying the pot out, or forfeiting it at once.
 */
export function createJackpotsSection(core: CampaignCore) {
  const { db, repos, inTransaction, loadForChange, touchAndCheck, logChange, loadCasino } = core;
  const { dto, normalize, writeJackpot, module: jackpotModule } = core.types.jackpots;

  const settings = createTypeSettingsAccess(core);
  const findJackpot = (jackpotId: number) => (tx: Executor) => repos.jackpots.findById(jackpotId, tx);

  async function loadJackpotForChange(jackpotId: number, actor: Actor, tx: Executor) {
    const jackpot = await repos.jackpots.findById(jackpotId, tx);
    if (!jackpot) throw notFound();
    const campaign = await loadForChange(jackpot.campaignId, actor, tx);
    return { jackpot, campaign };
  }

  return {
    async jackpotDetail(jackpotId: number, actor: Actor, access: Access = 'view'): Promise<Jackpot> {
      const { record } = await settings.read(await repos.jackpots.findById(jackpotId), actor, access);
      return record;
    },

    jackpotDto: (jackpot: Jackpot, tx: Executor = db) => dto(jackpot, tx),

    async createJackpot(campaignId: number, body: JackpotInputBody, actor: Actor) {
      const rules = {
        ofType: (typeModule: CampaignTypeModule | undefined) => typeModule === jackpotModule,
        notOfType: JACKPOT_MESSAGES.notJackpotType,
        existing: (campaign: Campaign, tx: Executor) => repos.jackpots.findByCampaign(campaign.id, tx),
        alreadyExists: JACKPOT_MESSAGES.jackpotExists,
      };
      return settings.create(campaignId, actor, rules, async (campaign, tx) => {
        const errors = new FieldErrorTree();
        const fields = await normalize(body, errors, null, [], tx);
        errors.throwIfAny();
        return dto(await writeJackpot(campaign.id, fields, tx), tx);
      });
    },

    async updateJackpot(jackpotId: number, body: JackpotInputBody, actor: Actor) {
      return settings.change(findJackpot(jackpotId), actor, async (jackpot, campaign, tx) => {
        const errors = new FieldErrorTree();
        const fields = await normalize(body, errors, jackpot, [], tx);
        errors.throwIfAny();
        const updated = await writeJackpot(campaign.id, fields, tx);
        await touchAndCheck(campaign.id, tx);
        return dto(updated, tx);
      });
    },

    async removeJackpot(jackpotId: number, actor: Actor): Promise<void> {
      await settings.change(findJackpot(jackpotId), actor, async (jackpot, campaign, tx) => {
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
