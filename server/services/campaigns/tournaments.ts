import type { Executor } from '../../db/client';
import type { Campaign, CompetitionTask, CompetitionTaskType } from '../../db/schema';
import { FieldErrorTree } from '../../lib/field-errors';
import type { CompetitionWithDetails } from '../../repositories/competitions';
import type { TournamentInputBody, TournamentTaskBody } from '../../schemas/tournaments';
import { assertSameTasks, type Access, type Actor } from './access';
import type { CampaignCore } from './core';
import { createTypeSettingsAccess } from './type-settings';
import type { CampaignTypeModule } from './types';
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
  const { db, repos, inTransaction, editActiveOn, touchAndCheck } = core;
  const { write, withDetails, insertTasks, checkGames } = core.types.competitions;

  const settings = createTypeSettingsAccess(core);

  /** The tournament (not a race) of this id, if there is one. */
  const tournamentOf = (id: number) => async (tx: Executor) => {
    const tournament = await repos.competitions.findById(id, tx);
    return tournament?.kind === 'tournament' ? tournament : undefined;
  };

  /** A tournament's task of the path's type, with its tournament (none when the type is not the task's). */
  const tournamentTaskOf = (type: CompetitionTaskType, taskId: number) => async (tx: Executor) => {
    const task = await repos.competitions.findTask(taskId, tx);
    const tournament = task?.type === type ? await tournamentOf(task.competitionId)(tx) : undefined;
    return task && tournament && { task, tournament, campaignId: tournament.campaignId };
  };

  return {
    async tournamentDetail(id: number, actor: Actor, access: Access = 'view', tx: Executor = db) {
      const { record } = await settings.read(await tournamentOf(id)(tx), actor, access, tx);
      return withDetails(record, tx);
    },

    async createTournament(
      campaignId: number,
      body: TournamentInputBody,
      actor: Actor,
    ): Promise<CompetitionWithDetails> {
      const rules = {
        ofType: (typeModule: CampaignTypeModule | undefined) =>
          typeModule === core.types.competitions.tournament,
        notOfType: TOURNAMENT_MESSAGES.notTournament,
        existing: (campaign: Campaign, tx: Executor) => repos.competitions.findByCampaign(campaign.id, tx),
        alreadyExists: TOURNAMENT_MESSAGES.exists,
      };
      return settings.create(campaignId, actor, rules, async (campaign, tx) =>
        withDetails(await write('tournament', campaign.id, body, tx, []), tx),
      );
    },

    async updateTournament(id: number, body: TournamentInputBody, actor: Actor) {
      return settings.change(tournamentOf(id), actor, async (tournament, campaign, tx) => {
        await write('tournament', campaign.id, body, tx, []);
        await touchAndCheck(campaign.id, tx);
        return withDetails((await tournamentOf(id)(tx))!, tx);
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
        const tournament = await tournamentOf(tournamentId)(tx);
        const campaign = await settings.campaignForNew(
          tournament?.campaignId,
          { field: 'tournament', id: tournamentId },
          actor,
          tx,
          editActive,
        );
        const errors = new FieldErrorTree();
        const task = normalizeCompetitionTask(type, body, errors, []);
        errors.throwIfAny();
        await insertTasks(tournamentId, [task], tx);
        await touchAndCheck(campaign.id, tx);
        const ids = await repos.competitions.taskIdsOf(tournamentId, tx);
        return (await repos.competitions.findTask(ids[ids.length - 1], tx))!;
      });
    },

    async updateTournamentTask(
      type: CompetitionTaskType,
      taskId: number,
      body: TournamentTaskBody,
      actor: Actor,
    ): Promise<CompetitionTask> {
      return settings.change(tournamentTaskOf(type, taskId), actor, async ({ task }, campaign, tx) => {
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
      await settings.change(tournamentTaskOf(type, taskId), actor, async ({ task }, campaign, tx) => {
        await repos.competitions.removeTask(task, tx);
        await touchAndCheck(campaign.id, tx);
      });
    },

    /** Puts the tournament's tasks in the given order (exactly its task ids). */
    async reorderTournamentTasks(tournamentId: number, taskIds: number[], actor: Actor) {
      return settings.change(tournamentOf(tournamentId), actor, async (tournament, campaign, tx) => {
        const current = await repos.competitions.taskIdsOf(tournament.id, tx);
        assertSameTasks(taskIds, current);
        await repos.competitions.setTaskPositions(taskIds, tx);
        await repos.campaigns.update(campaign.id, {}, tx);
        return withDetails(tournament, tx);
      });
    },
  };
}
