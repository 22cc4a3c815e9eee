import type { CampaignStatisticsDay } from '@/types/campaigns';

const DAY_MS = 24 * 60 * 60 * 1000;

const timeOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * Every day from the first to the last of `series`: the API leaves out the days nobody joined, which a
 * chart would otherwise draw as a straight line between their neighbours. Such a day counts nothing
 * and keeps the cost to date of the day before.
 */
export function everyDay(series: readonly CampaignStatisticsDay[]): CampaignStatisticsDay[] {
  if (series.length === 0) return [];
  const known = new Map(series.map((entry) => [entry.day, entry]));
  const days: CampaignStatisticsDay[] = [];
  let cost = 0;
  for (let time = timeOf(series[0].day); time <= timeOf(series[series.length - 1].day); time += DAY_MS) {
    const day = new Date(time).toISOString().slice(0, 10);
    const entry = known.get(day) ?? { day, participants: 0, completions: 0, prizesPaid: 0, cost };
    cost = entry.cost;
    days.push(entry);
  }
  return days;
}
