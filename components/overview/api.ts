import { baseApi } from '@/store/baseApi';
import type { CampaignCalendar, DayPeriod } from '@/types/reports';

/** GET v1/reports/campaigns/calendar/ (our addition): `silent`, the calendar says in place that it failed. */
export const calendarApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCampaignCalendar: build.query<CampaignCalendar, DayPeriod>({
      query: (period) => ({
        url: 'v1/reports/campaigns/calendar/',
        params: { start: period.start, end: period.end },
        silent: true,
      }),
    }),
  }),
});

export const { useGetCampaignCalendarQuery } = calendarApi;
