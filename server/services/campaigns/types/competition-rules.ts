import type { FeatureFlagKey } from '../../../../contract/featureFlags';
import type { Competition, CompetitionKind, CompetitionTask, CompetitionTaskType } from '../../../db/schema';
import type { ErrorPath, FieldErrorTree } from '../../../lib/field-errors';
import type {
  CompetitionFields,
  CompetitionTaskFields,
  CompetitionWithDetails,
  PlaceFields,
} from '../../../repositories/competitions';
import type {
  CompetitionInputBody,
  CompetitionTaskInputBody,
  PlaceInputBody,
} from '../../../schemas/tournaments';
import { RULE_MESSAGES } from '../../campaign-rules';
import { checkPrizesComplete, prizeFields } from '../../prize-rules';
import { normalizeTask, type NormalizedTask } from './mission-rules';

/**
 * The rules of tournaments and races (spec §3) a JSON schema cannot say: bodies into column values,
 * places that neither overlap nor leave gaps, tasks with points, and what publishing needs.
 */

export const SPEED_RACE_FLAG: FeatureFlagKey = 'enable-speed-race';

export const COMPETITION_MESSAGES = {
  speedRaceOff: 'Speed races are not enabled for this casino.',
  speedRaceRequired: 'This field is required in a speed race.',
  firstPlace: 'The first place starts at position 1.',
  upperBelowLower: 'The upper position must be at least the lower position.',
  overlap: (place: number, upTo: number) =>
    `Overlaps place ${place}: positions up to ${upTo} already have a place.`,
  gap: (from: number, to: number) =>
    from === to ? `Position ${from} has no place.` : `Positions ${from} to ${to} have no place.`,
  noPlaces: 'Add at least one place.',
  placeWithoutPrizes: 'A place needs at least one prize.',
  noTasks: (kind: CompetitionKind) => `A ${kind} needs at least one task.`,
  speedRaceWinners: (winners: number) =>
    `A speed race has ${winners} winner(s): the last place must end at position ${winners}.`,
} as const;

export interface NormalizedCompetitionTask {
  fields: CompetitionTaskFields;
  /** The mission task rules' view of it, for the game check shared with missions. */
  checked: NormalizedTask;
}

export interface NormalizedCompetition {
  fields: CompetitionFields;
  /** Present when the body replaces the places. */
  places?: PlaceFields[];
  /** Present when the body replaces the tasks. */
  tasks?: NormalizedCompetitionTask[];
}

type TaskBody = Omit<Partial<CompetitionTaskInputBody>, 'type'>;

/** A stored task as a body, so a change can be checked as the whole task it makes. */
const bodyOf = (task: CompetitionTask): TaskBody => ({
  points: task.points,
  amount: task.amount,
  rounds: task.rounds,
  mode: task.mode,
  times: task.times,
  multiplier: task.multiplier,
  games: task.games,
});

/**
 * A task's columns from the body merged over `current`: the mission task rules for its type's fields
 * (amounts required at once), and points required.
 */
export function normalizeCompetitionTask(
  type: CompetitionTaskType,
  input: TaskBody,
  errors: FieldErrorTree,
  path: ErrorPath,
  current?: CompetitionTask,
): NormalizedCompetitionTask {
  const { points = null, ...fields } = { ...(current ? bodyOf(current) : {}), ...input };
  const checked = normalizeTask(type, fields, errors, path);
  if (points === null) errors.add([...path, 'points'], RULE_MESSAGES.required);
  const given = checked.fields;
  return {
    checked,
    fields: {
      type,
      points,
      amount: type === 'turnover' ? (given.amount ?? null) : null,
      rounds: type === 'gameplay' ? (given.rounds ?? null) : null,
      mode: type === 'gameplay' ? (given.mode ?? null) : null,
      times: type === 'gameplay' ? (given.times ?? null) : null,
      multiplier: type === 'gameplay' ? (given.multiplier ?? null) : null,
      games: given.games ?? [],
    },
  };
}

/** Places in order: the first starts at 1, each starts right after the one before, none is upside down. */
export function checkPlaces(places: PlaceInputBody[], errors: FieldErrorTree, path: ErrorPath): void {
  let next = 1;
  places.forEach((place, index) => {
    const at = [...path, index];
    if (place.upper_position < place.lower_position)
      errors.add([...at, 'upper_position'], COMPETITION_MESSAGES.upperBelowLower);
    else if (index === 0 && place.lower_position !== 1)
      errors.add([...at, 'lower_position'], COMPETITION_MESSAGES.firstPlace);
    else if (place.lower_position < next)
      errors.add([...at, 'lower_position'], COMPETITION_MESSAGES.overlap(index, next - 1));
    else if (place.lower_position > next)
      errors.add([...at, 'lower_position'], COMPETITION_MESSAGES.gap(next, place.lower_position - 1));
    next = Math.max(next, place.upper_position + 1);
  });
  errors.padList(path, places.length);
}

/**
 * The settings of a tournament or race from a body, merged over `current`. `speedRaceOn` is the
 * `enable-speed-race` flag: without it a speed race cannot be turned on.
 */
export function normalizeCompetition(
  kind: CompetitionKind,
  input: CompetitionInputBody,
  errors: FieldErrorTree,
  path: ErrorPath,
  speedRaceOn: boolean,
  current?: Competition,
): NormalizedCompetition {
  const fields: CompetitionFields = {};
  if (input.min_bet !== undefined) fields.minBet = input.min_bet;
  if (kind === 'tournament') {
    if (input.type !== undefined) fields.tournamentType = input.type;
    else if (!current) fields.tournamentType = 'most_points';
    if (input.spins_before_restart !== undefined) fields.spinsBeforeRestart = input.spins_before_restart;
    if (input.attempts !== undefined) fields.attempts = input.attempts;
  } else {
    if (input.max_spins !== undefined) fields.maxSpins = input.max_spins;
    if (input.speed_race !== undefined) fields.speedRace = input.speed_race;
    if (input.target !== undefined) fields.speedRaceTarget = input.target;
    if (input.winners !== undefined) fields.speedRaceWinners = input.winners;
    if (input.speed_race === true && !speedRaceOn)
      errors.add([...path, 'speed_race'], COMPETITION_MESSAGES.speedRaceOff);
    const speedRace = fields.speedRace ?? current?.speedRace ?? false;
    if (speedRace) {
      const target = fields.speedRaceTarget !== undefined ? fields.speedRaceTarget : current?.speedRaceTarget;
      const winners =
        fields.speedRaceWinners !== undefined ? fields.speedRaceWinners : current?.speedRaceWinners;
      if (target === null || target === undefined)
        errors.add([...path, 'target'], COMPETITION_MESSAGES.speedRaceRequired);
      if (winners === null || winners === undefined)
        errors.add([...path, 'winners'], COMPETITION_MESSAGES.speedRaceRequired);
    } else {
      fields.speedRaceTarget = null;
      fields.speedRaceWinners = null;
    }
  }

  const result: NormalizedCompetition = { fields };
  if (input.places !== undefined) {
    checkPlaces(input.places, errors, [...path, 'places']);
    result.places = input.places.map((place) => ({
      lowerPosition: place.lower_position,
      upperPosition: place.upper_position,
      prizes: (place.prizes ?? []).map(prizeFields),
    }));
  }
  if (input.tasks !== undefined) {
    result.tasks = input.tasks.map(({ type, ...task }, index) =>
      normalizeCompetitionTask(type, task, errors, [...path, 'tasks', index]),
    );
    errors.padList([...path, 'tasks'], input.tasks.length);
  }
  return result;
}

/** What a published tournament or race needs, each missing item at its path under `field`. */
export function checkCompetitionPublish(
  competition: CompetitionWithDetails | null,
  field: string,
  errors: FieldErrorTree,
  speedRaceOn: boolean,
): void {
  if (!competition) {
    errors.add([field], RULE_MESSAGES.required);
    return;
  }
  const { places, tasks } = competition;
  if (places.length === 0) errors.add([field, 'places'], COMPETITION_MESSAGES.noPlaces);
  places.forEach((place, index) =>
    checkPrizesComplete(
      place.prizes,
      errors,
      [field, 'places', index, 'prizes'],
      COMPETITION_MESSAGES.placeWithoutPrizes,
    ),
  );
  if (competition.speedRace) {
    if (!speedRaceOn) errors.add([field, 'speed_race'], COMPETITION_MESSAGES.speedRaceOff);
    const winners = competition.speedRaceWinners;
    const last = places.length - 1;
    if (winners !== null && last >= 0 && places[last].upperPosition !== winners)
      errors.add([field, 'places', last, 'upper_position'], COMPETITION_MESSAGES.speedRaceWinners(winners));
  }
  errors.padList([field, 'places'], places.length);
  if (tasks.length === 0) errors.add([field, 'tasks'], COMPETITION_MESSAGES.noTasks(competition.kind));
  tasks.forEach((task, index) => {
    if (task.games.length === 0) errors.add([field, 'tasks', index, 'games'], RULE_MESSAGES.noGames);
  });
  errors.padList([field, 'tasks'], tasks.length);
}
