import type { Executor } from '../../../db/client';
import type { Campaign, CompetitionKind, Competition } from '../../../db/schema';
import { FieldErrorTree, type ErrorPath } from '../../../lib/field-errors';
import type { CompetitionWithDetails } from '../../../repositories/competitions';
import {
  toRaceDto,
  toTournamentDto,
  type CompetitionInputBody,
  type RaceInputBody,
  type TournamentInputBody,
} from '../../../schemas/tournaments';
import {
  checkCompetitionPublish,
  normalizeCompetition,
  SPEED_RACE_FLAG,
  type NormalizedCompetitionTask,
} from './competition-rules';
import { createMissionModule } from './mission';
import type { CampaignTypeModule, TypeModuleDeps } from './module';

/**
 * Tournaments and races (spec §3): both are competitions, one row of settings per campaign with its
 * places (prizes per range of positions) and tasks with points. The campaign body and detail carry
 * them as `tournament` or `race`; the tournaments endpoints (v1/tournaments/…) use the same pieces.
 */
export function createCompetitionModules(deps: TypeModuleDeps) {
  const { repos } = deps;
  const { checkGames } = createMissionModule(deps);

  const speedRaceOn = async (tx: Executor) =>
    (await repos.featureFlags.get(SPEED_RACE_FLAG, tx))?.enabled ?? false;

  async function withDetails(competition: Competition, tx: Executor): Promise<CompetitionWithDetails> {
    const [full] = await repos.competitions.withDetails([competition], tx);
    return full;
  }

  async function ofCampaign(campaignId: number, tx: Executor): Promise<CompetitionWithDetails | null> {
    const competition = await repos.competitions.findByCampaign(campaignId, tx);
    return competition ? withDetails(competition, tx) : null;
  }

  /** Inserts tasks at the end, after checking their games exist. */
  async function insertTasks(competitionId: number, tasks: NormalizedCompetitionTask[], tx: Executor) {
    await checkGames(
      tasks.map((task) => task.checked),
      tx,
    );
    for (const task of tasks) await repos.competitions.insertTask(competitionId, task.fields, tx);
  }

  /**
   * Creates or updates the campaign's competition from a body (errors under `path`); `places` and
   * `tasks` in it replace all of theirs.
   */
  async function write(
    kind: CompetitionKind,
    campaignId: number,
    input: CompetitionInputBody | undefined,
    tx: Executor,
    path: ErrorPath,
  ): Promise<Competition> {
    const current = await repos.competitions.findByCampaign(campaignId, tx);
    const errors = new FieldErrorTree();
    const normalized = normalizeCompetition(kind, input ?? {}, errors, path, await speedRaceOn(tx), current);
    errors.throwIfAny();
    const competition = current
      ? ((await repos.competitions.update(current.id, normalized.fields, tx)) ?? current)
      : await repos.competitions.create(campaignId, kind, normalized.fields, tx);
    if (normalized.places) await repos.competitions.replacePlaces(competition.id, normalized.places, tx);
    if (normalized.tasks) {
      await repos.competitions.removeTasksOf(competition.id, tx);
      await insertTasks(competition.id, normalized.tasks, tx);
    }
    return competition;
  }

  function moduleOf<Input extends CompetitionInputBody, Dto>(
    kind: CompetitionKind,
    field: string,
    toDto: (competition: CompetitionWithDetails) => Dto,
  ): CampaignTypeModule<Input, Dto> {
    return {
      field,

      async check(input, errors, campaign, tx) {
        const current = campaign ? await repos.competitions.findByCampaign(campaign.id, tx) : undefined;
        normalizeCompetition(kind, input, errors, [field], await speedRaceOn(tx), current);
      },

      async load(campaign, tx) {
        const competition = await ofCampaign(campaign.id, tx);
        return competition ? toDto(competition) : null;
      },

      async write(campaign, input, tx) {
        if (input || !(await repos.competitions.findByCampaign(campaign.id, tx)))
          await write(kind, campaign.id, input, tx, [field]);
      },

      async copy(from: Campaign, to: Campaign, tx) {
        const source = await ofCampaign(from.id, tx);
        if (!source) return;
        const {
          id: _id,
          campaignId: _campaignId,
          kind: _kind,
          created: _c,
          modified: _m,
          places,
          tasks,
          ...fields
        } = source;
        const competition = await repos.competitions.create(to.id, kind, fields, tx);
        await repos.competitions.replacePlaces(
          competition.id,
          places.map((place) => ({
            lowerPosition: place.lowerPosition,
            upperPosition: place.upperPosition,
            prizes: place.prizes.map(
              ({ id: _prizeId, placeId: _placeId, position: _position, ...prize }) => prize,
            ),
          })),
          tx,
        );
        for (const task of tasks) {
          const {
            id: _taskId,
            competitionId: _owner,
            created: _created,
            position: _position,
            ...taskFields
          } = task;
          await repos.competitions.insertTask(competition.id, taskFields, tx);
        }
      },

      async checkPublish(campaign, errors, tx) {
        checkCompetitionPublish(await ofCampaign(campaign.id, tx), field, errors, await speedRaceOn(tx));
      },
    };
  }

  const tournament = moduleOf<TournamentInputBody, ReturnType<typeof toTournamentDto>>(
    'tournament',
    'tournament',
    toTournamentDto,
  );
  const race = moduleOf<RaceInputBody, ReturnType<typeof toRaceDto>>('race', 'race', toRaceDto);

  return { tournament, race, write, withDetails, insertTasks, checkGames };
}

export type CompetitionModules = ReturnType<typeof createCompetitionModules>;
