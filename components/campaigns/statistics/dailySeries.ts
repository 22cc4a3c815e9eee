import type { CampaignStatisticsDay } from '@/types/campaigns';

import { dayjs } from '@/utils/dayjs';

const ISO_DAY = 'YYYY-MM-DD';

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
  const last = dayjs.utc(series[series.length - 1].day);
  // Plain days count in UTC, where no daylight-saving change makes a day 23 or 25 hours long.
  for (let date = dayjs.utc(series[0].day); !date.isAfter(last); date = date.add(1, 'day')) {
    const day = date.format(ISO_DAY);
    const entry = known.get(day) ?? { day, participants: 0, completions: 0, prizesPaid: 0, cost };
    cost = entry.cost;
    days.push(entry);
  }
  return days;
}
