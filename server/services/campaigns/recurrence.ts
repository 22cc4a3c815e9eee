import type { Executor } from '../../db/client';
import type { Campaign } from '../../db/schema';
import { FieldErrorTree } from '../../lib/field-errors';
import { addInterval } from '../../lib/time';
import type { CampaignDetail, RecurringBody } from '../../schemas/campaigns';
import { checkCampaignLimits } from '../campaign-limits';
import { checkCampaignDraft, parseRecurring } from '../campaign-rules';
import { assertChangeable, type Actor } from './access';
import type { CampaignCore } from './core';

/** Recurring campaigns: the repetition itself, and the next occurrence when one finishes. */
export function createRecurrence(core: CampaignCore) {
  const { repos, inTransaction, loadForChange, detail } = core;

  return {
    /**
     * The next occurrence of a finished recurring campaign: a copy (mission, tasks, prizes, player
     * selection) with the dates shifted and one occurrence fewer left; null when none is left. It is
     * scheduled when it passes every publish rule and its creator's limits, as a publish by hand must;
     * otherwise it stays a draft and `refused` says why.
     */
    async createNextOccurrence(
      campaign: Campaign,
      tx: Executor,
      now: Date,
    ): Promise<{ occurrence: Campaign; refused: string[] } | null> {
      const recurring = campaign.recurring;
      if (!recurring || recurring.quantity < 1 || !campaign.startDate || !campaign.endDate) return null;
      const duration = campaign.endDate.getTime() - campaign.startDate.getTime();
      let start: Date;
      let next: Campaign['recurring'] = null;
      if (recurring.kind === 'every') {
        start = addInterval(campaign.startDate, recurring.every_n, recurring.unit);
        if (recurring.quantity > 1) next = { ...recurring, quantity: recurring.quantity - 1 };
      } else {
        const later = recurring.dates.filter((date) => Date.parse(date) > campaign.startDate!.getTime());
        if (later.length === 0) return null;
        start = new Date(later[0]);
        const rest = later.slice(1);
        if (recurring.quantity > 1 && rest.length > 0)
          next = { kind: 'dates', dates: rest, quantity: Math.min(recurring.quantity - 1, rest.length) };
      }
      const group = campaign.targetGroupId
        ? await repos.targetGroups.findById(campaign.targetGroupId, tx)
        : undefined;
      const newGroup = await repos.targetGroups.create(
        group
          ? {
              filters: group.filters,
              manuallyAddedPlayers: group.manuallyAddedPlayers,
              manuallyRemovedPlayers: group.manuallyRemovedPlayers,
            }
          : {},
        tx,
      );
      const {
        id: _id,
        created: _created,
        modified: _modified,
        cost: _cost,
        costAlarmNotified: _notified,
        ...fields
      } = campaign;
      const occurrence = await repos.campaigns.create(
        {
          ...fields,
          status: 'DR',
          startDate: start,
          endDate: new Date(start.getTime() + duration),
          recurring: next,
          parentId: campaign.id,
          targetGroupId: newGroup.id,
        },
        tx,
      );
      await core.moduleOf(campaign.type)?.copy(campaign, occurrence, tx);
      const errors = await core.publishErrors(occurrence, now, tx);
      await checkCampaignLimits(occurrence, repos, tx, errors);
      if (!errors.empty) return { occurrence, refused: errors.sentences() };
      const scheduled = await repos.campaigns.transition(occurrence.id, 'DR', 'SC', tx);
      return { occurrence: scheduled ?? occurrence, refused: [] };
    },

    /** `PATCH …/recur-dates/`: only the repetition, also of an active campaign. */
    async setRecurring(id: number, recurring: RecurringBody | null, actor: Actor): Promise<CampaignDetail> {
      return inTransaction(async (tx) => {
        const campaign = await loadForChange(id, actor, tx);
        assertChangeable(campaign, false, true);
        const errors = new FieldErrorTree();
        const value = parseRecurring(recurring, errors);
        checkCampaignDraft({ ...campaign, recurring: value }, errors);
        errors.throwIfAny();
        return detail((await repos.campaigns.update(campaign.id, { recurring: value }, tx)) ?? campaign, tx);
      });
    },
  };
}
