import type { Executor } from '../../db/client';
import type { CompetitionTask, CompetitionTaskType } from '../../db/schema';
import { notFound, validationError } from '../../lib/errors';
import { FieldErrorTree } from '../../lib/field-errors';
import type { CompetitionWithDetails } from '../../repositories/competitions';
import type { TournamentInputBody, TournamentTaskBody } from '../../schemas/tournaments';
import {
  assertAccess,
  assertChangeable,
  assertSameTasks,
  canChange,
  canView,
  type Access,
  type Actor,
} from './access';
import type { CampaignCore } from './core';
import { normalizeCompetitionTask } from './types/competition-rules';

const TOURNAMENT_MESSAGES = {
  notTournament: 'This campaign is not a tournament.',
  exists: 'This campaign already has a tournament.',
} as const;

/**
 * The tournaments endpoints (spec §7 v1/tournaments/…): a tournament campaign's settings piece by piece,
 * with the permissions and status rules of the campaign it belongs to.
 */
export function createTournamentsSection(core: CampaignCore) {
  const { db, repos, inTransaction, editActiveOn, loadForChange, touchAndCheck } = core;
  const { write, withDetails, insertTasks, checkGames } = core.types.competitions;

  const invalidPk = (field: string, id: number) =>
    validationError({ [field]: [`Invalid pk "${id}" - object does not exist.`] });

  /** The tournament (not a race) of this id, or 404. */
  async function findTournament(id: number, tx: Executor) {
    const tournament = await repos.competitions.findById(id, tx);
    if (!tournament || tournament.kind !== 'tournament') throw notFound();
    return tournament;
  }

  /** A tournament's task of the path's type, its tournament and campaign, checked for a change. */
  async function taskForChange(type: CompetitionTaskType, taskId: number, actor: Actor, tx: Executor) {
    const task = await repos.competitions.findTask(taskId, tx);
    if (!task || task.type !== type) throw notFound();
    const tournament = await findTournament(task.competitionId, tx);
    const campaign = await loadForChange(tournament.campaignId, actor, tx);
    assertChangeable(campaign, true, await editActiveOn(tx));
    return { task, tournament, campaign };
  }

  return {
    async tournamentDetail(id: number, actor: Actor, access: Access = 'view', tx: Executor = db) {
      const tournament = await findTournament(id, tx);
      assertAccess(actor, await repos.campaigns.findById(tournament.campaignId, tx), access);
      return withDetails(tournament, tx);
    },

    async createTournament(
      campaignId: number,
      body: TournamentInputBody,
      actor: Actor,
    ): Promise<CompetitionWithDetails> {
      const editActive = await editActiveOn();
      return inTransaction(async (tx) => {
        const campaign = await repos.campaigns.findForUpdate(campaignId, tx);
        if (!campaign || !(canView(actor, campaign) || canChange(actor, campaign)))
          throw invalidPk('campaign', campaignId);
        assertAccess(actor, campaign, 'change');
        assertChangeable(campaign, true, editActive);
        if (core.moduleOf(campaign.type) !== core.types.competitions.tournament)
          throw validationError({ campaign: [TOURNAMENT_MESSAGES.notTournament] });
        if (await repos.competitions.findByCampaign(campaign.id, tx))
          throw validationError({ campaign: [TOURNAMENT_MESSAGES.exists] });
        const tournament = await write('tournament', campaign.id, body, tx, []);
        return withDetails(tournament, tx);
      });
    },

    async updateTournament(id: number, body: TournamentInputBody, actor: Actor) {
      const editActive = await editActiveOn();
      return inTransaction(async (tx) => {
        const tournament = await findTournament(id, tx);
        const campaign = await loadForChange(tournament.campaignId, actor, tx);
        assertChangeable(campaign, true, editActive);
        await write('tournament', campaign.id, body, tx, []);
        await touchAndCheck(campaign.id, tx);
        return withDetails(await findTournament(id, tx), tx);
      });
    },

    async createTournamentTask(
      type: CompetitionTaskType,
      tournamentId: number,
      body: TournamentTaskBody,
      actor: Actor,
    ): Promise<CompetitionTask> {
      const editActive = await editActiveOn();
      return inTransaction(async (tx) => {
        const tournament = await repos.competitions.findById(tournamentId, tx);
        const campaign =
          tournament?.kind === 'tournament'
            ? await repos.campaigns.findForUpdate(tournament.campaignId, tx)
            : undefined;
        if (!tournament || !campaign || !(canView(actor, campaign) || canChange(actor, campaign)))
          throw invalidPk('tournament', tournamentId);
        assertAccess(actor, campaign, 'change');
        assertChangeable(campaign, true, editActive);
        const errors = new FieldErrorTree();
        const task = normalizeCompetitionTask(type, body, errors, []);
        errors.throwIfAny();
        await insertTasks(tournament.id, [task], tx);
        await touchAndCheck(campaign.id, tx);
        const ids = await repos.competitions.taskIdsOf(tournament.id, tx);
        return (await repos.competitions.findTask(ids[ids.length - 1], tx))!;
      });
    },

    async updateTournamentTask(
      type: CompetitionTaskType,
      taskId: number,
      body: TournamentTaskBody,
      actor: Actor,
    ): Promise<CompetitionTask> {
      return inTransaction(async (tx) => {
        const { task, campaign } = await taskForChange(type, taskId, actor, tx);
        const errors = new FieldErrorTree();
        const normalized = normalizeCompetitionTask(type, body, errors, [], task);
        errors.throwIfAny();
        await checkGames([normalized.checked], tx);
        const updated = await repos.competitions.updateTask(task.id, normalized.fields, tx);
        await touchAndCheck(campaign.id, tx);
        return updated ?? task;
      });
    },

    async removeTournamentTask(type: CompetitionTaskType, taskId: number, actor: Actor): Promise<void> {
      await inTransaction(async (tx) => {
        const { task, campaign } = await taskForChange(type, taskId, actor, tx);
        await repos.competitions.removeTask(task, tx);
        await touchAndCheck(campaign.id, tx);
      });
    },

    /** Puts the tournament's tasks in the given order (exactly its task ids). */
    async reorderTournamentTasks(tournamentId: number, taskIds: number[], actor: Actor) {
      const editActive = await editActiveOn();
      return inTransaction(async (tx) => {
        const tournament = await findTournament(tournamentId, tx);
        const campaign = await loadForChange(tournament.campaignId, actor, tx);
        assertChangeable(campaign, true, editActive);
        const current = await repos.competitions.taskIdsOf(tournament.id, tx);
        assertSameTasks(taskIds, current);
        await repos.competitions.setTaskPositions(taskIds, tx);
        await repos.campaigns.update(campaign.id, {}, tx);
        return withDetails(tournament, tx);
      });
    },
  };
}
