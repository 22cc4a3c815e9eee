import { nanoid } from '@reduxjs/toolkit';

import type { CampaignChanges, GameplayMode } from '@/types/campaigns';
import type {
  CompetitionTask,
  CompetitionTaskBody,
  CompetitionTaskType,
  Place,
  PlaceBody,
  Race,
  Tournament,
  TournamentType,
} from '@/types/competitions';
import { numberOrNull, text } from '../formNumbers';
import { prizeBody } from '../prizes/prizeBody';
import { emptyPrize, prizeValues, type PrizeValues } from '../prizes/prizeForm';

/**
 * Tournament and race settings in a form (spec §3). Field names follow the wire's (camelised), so the
 * server's errors land on them: `tournament.places.1.lowerPosition`, `race.tasks.0.points` …
 */

export interface PlaceValues {
  /** Stable while the form lives (list keys). */
  key: string;
  lowerPosition: string;
  upperPosition: string;
  prizes: PrizeValues[];
}

export interface CompetitionTaskValues {
  /** Stable while the form lives (drag and drop needs one before the task has an id). */
  key: string;
  id?: number;
  type: CompetitionTaskType;
  points: string;
  amount: string;
  rounds: string;
  mode: GameplayMode;
  times: string;
  multiplier: string;
  games: number[];
}

interface SharedValues {
  minBet: string;
  places: PlaceValues[];
  tasks: CompetitionTaskValues[];
}

export interface TournamentValues {
  tournament: SharedValues & {
    /** The tournament's id once the backend holds it. */
    id?: number;
    type: TournamentType;
    spinsBeforeRestart: string;
    attempts: string;
  };
}

export interface RaceValues {
  race: SharedValues & { maxSpins: string; speedRace: boolean; target: string; winners: string };
}

/** "Place 1", "Places 2–5". */
export const placeLabel = (lower: string | number, upper: string | number) =>
  String(lower) === String(upper) || String(upper) === '' ? `Place ${lower}` : `Places ${lower}–${upper}`;

/** A new place starts right after the last one. */
export function nextPlace(places: readonly PlaceValues[]): PlaceValues {
  const last = places[places.length - 1];
  const start = last ? Number(last.upperPosition) + 1 || '' : 1;
  return {
    key: nanoid(),
    lowerPosition: String(start),
    upperPosition: String(start),
    prizes: [emptyPrize()],
  };
}

export const emptyCompetitionTask = (type: CompetitionTaskType = 'gameplay'): CompetitionTaskValues => ({
  key: nanoid(),
  type,
  points: '',
  amount: '',
  rounds: '',
  mode: 'times',
  times: '',
  multiplier: '',
  games: [],
});

const placeValues = (place: Place): PlaceValues => ({
  key: nanoid(),
  lowerPosition: text(place.lowerPosition),
  upperPosition: text(place.upperPosition),
  prizes: place.prizes.map(prizeValues),
});

const taskValues = (task: CompetitionTask): CompetitionTaskValues => ({
  ...emptyCompetitionTask(task.type),
  id: task.id,
  points: text(task.points),
  amount: text(task.amount),
  rounds: text(task.rounds),
  mode: task.mode ?? 'times',
  times: text(task.times),
  multiplier: text(task.multiplier),
  games: task.games ?? [],
});

const sharedValues = (settings: Tournament | Race | null | undefined): SharedValues => ({
  minBet: text(settings?.minBet),
  places: (settings?.places ?? []).map(placeValues),
  tasks: (settings?.tasks ?? []).map(taskValues),
});

export const tournamentValues = (tournament: Tournament | null | undefined): TournamentValues => ({
  tournament: {
    id: tournament?.id,
    type: tournament?.type ?? 'most_points',
    spinsBeforeRestart: text(tournament?.spinsBeforeRestart),
    attempts: text(tournament?.attempts),
    ...sharedValues(tournament),
  },
});

export const raceValues = (race: Race | null | undefined): RaceValues => ({
  race: {
    maxSpins: text(race?.maxSpins),
    speedRace: race?.speedRace ?? false,
    target: text(race?.target),
    winners: text(race?.winners),
    ...sharedValues(race),
  },
});

const placeBody = (place: PlaceValues): PlaceBody => ({
  lowerPosition: Number(place.lowerPosition),
  upperPosition: Number(place.upperPosition),
  prizes: place.prizes.map(prizeBody),
});

/** A task as sent: only its type's fields. */
export function competitionTaskBody(task: CompetitionTaskValues): CompetitionTaskBody {
  const common = { type: task.type, points: numberOrNull(task.points), games: task.games };
  if (task.type === 'turnover') return { ...common, amount: numberOrNull(task.amount) };
  return {
    ...common,
    rounds: numberOrNull(task.rounds),
    mode: task.mode,
    times: task.mode === 'multiplier' ? null : numberOrNull(task.times),
    multiplier: task.mode === 'multiplier' ? numberOrNull(task.multiplier) : null,
  };
}

const sharedChanges = (values: SharedValues) => ({
  minBet: numberOrNull(values.minBet),
  places: values.places.map(placeBody),
  tasks: values.tasks.map(competitionTaskBody),
});

/** A tournament's own fields as sent, places included (§7 has no calls of their own for places). */
export function tournamentBody(tournament: TournamentValues['tournament']) {
  const { tasks: _tasks, ...shared } = sharedChanges(tournament);
  return {
    type: tournament.type,
    spinsBeforeRestart: numberOrNull(tournament.spinsBeforeRestart),
    attempts: numberOrNull(tournament.attempts),
    ...shared,
  };
}

export const raceChanges = ({ race }: RaceValues): CampaignChanges => ({
  race: {
    maxSpins: numberOrNull(race.maxSpins),
    speedRace: race.speedRace,
    target: race.speedRace ? numberOrNull(race.target) : null,
    winners: race.speedRace ? numberOrNull(race.winners) : null,
    ...sharedChanges(race),
  },
});

// ---- Client-side rules: the server's draft rules, said before the round trip. ----

export interface PlaceProblem {
  index: number;
  field: 'lowerPosition' | 'upperPosition';
  message: string;
}

/**
 * Places in order must start at 1 and follow each other without overlap or gap (the server's rule,
 * with its messages). Places whose positions are not whole numbers yet are left to the field rules.
 */
type Position = string | number | undefined;

const wholeNumber = (value: Position) => {
  const number = value === undefined || String(value).trim() === '' ? NaN : Number(value);
  return Number.isInteger(number) ? number : null;
};

export function placeProblems(
  places: readonly { lowerPosition?: Position; upperPosition?: Position }[],
): PlaceProblem[] {
  const problems: PlaceProblem[] = [];
  let next = 1;
  places.forEach((place, index) => {
    const lower = wholeNumber(place.lowerPosition);
    const upper = wholeNumber(place.upperPosition);
    if (lower === null || upper === null) return;
    if (upper < lower)
      problems.push({
        index,
        field: 'upperPosition',
        message: 'The upper position must be at least the lower position.',
      });
    else if (index === 0 && lower !== 1)
      problems.push({ index, field: 'lowerPosition', message: 'The first place starts at position 1.' });
    else if (lower < next)
      problems.push({
        index,
        field: 'lowerPosition',
        message: `Overlaps place ${index}: positions up to ${next - 1} already have a place.`,
      });
    else if (lower > next)
      problems.push({
        index,
        field: 'lowerPosition',
        message:
          lower - 1 === next
            ? `Position ${next} has no place.`
            : `Positions ${next} to ${lower - 1} have no place.`,
      });
    next = Math.max(next, upper + 1);
  });
  return problems;
}
