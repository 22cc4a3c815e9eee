import type { CampaignDetail } from '@/types/campaigns';
import type { Place, Race, Tournament } from '@/types/competitions';
import type { SummaryLine } from '../types/registry';
import { COMPETITION_TASK_TYPE_LABELS, TOURNAMENT_TYPE_LABELS } from './competitionLabels';

const range = (place: Place) =>
  place.lowerPosition === place.upperPosition
    ? `${place.lowerPosition}`
    : `${place.lowerPosition}–${place.upperPosition}`;

function sharedLines(settings: Tournament | Race | null | undefined, noun: string): SummaryLine[] {
  const places = settings?.places ?? [];
  const tasks = settings?.tasks ?? [];
  return [
    {
      label: noun,
      value:
        places.length === 0
          ? `No ${noun.toLowerCase()} yet`
          : places
              .map(
                (place) =>
                  `${range(place)}: ${place.prizes.length} prize${place.prizes.length === 1 ? '' : 's'}`,
              )
              .join(' · '),
    },
    {
      label: 'Tasks',
      value:
        tasks.length === 0
          ? 'No tasks yet'
          : tasks
              .map(
                (task, index) =>
                  `${index + 1}. ${COMPETITION_TASK_TYPE_LABELS[task.type]} (${task.points ?? '?'} points)`,
              )
              .join(' · '),
    },
  ];
}

/** The overview's lines of a tournament. */
export function tournamentSummary(campaign: CampaignDetail): SummaryLine[] {
  const tournament = campaign.tournament;
  return [
    { label: 'Tournament type', value: tournament ? TOURNAMENT_TYPE_LABELS[tournament.type] : 'Not set' },
    ...sharedLines(tournament, 'Places'),
  ];
}

/** The overview's lines of a race. */
export function raceSummary(campaign: CampaignDetail): SummaryLine[] {
  const race = campaign.race;
  const lines: SummaryLine[] = [
    { label: 'Max spins', value: race?.maxSpins ? String(race.maxSpins) : 'Unlimited' },
  ];
  if (race?.speedRace)
    lines.push({
      label: 'Speed race',
      value: `The first ${race.winners ?? '?'} to reach ${race.target ?? '?'} points win`,
    });
  return [...lines, ...sharedLines(race, 'Positions')];
}
