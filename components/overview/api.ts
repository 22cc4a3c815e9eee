import { baseApi } from '@/store/baseApi';
import type { CampaignCalendar, CampaignPair, DayPeriod } from '@/types/reports';

/**
 * GET v1/reports/campaigns/calendar/ (our addition): `silent`, the calendar says in place that it
 * failed. Accepting a clash (or warning about it again) reloads the calendar.
 */
export const calendarApi = baseApi.enhanceEndpoints({ addTagTypes: ['CampaignCalendar'] }).injectEndpoints({
  endpoints: (build) => ({
    getCampaignCalendar: build.query<CampaignCalendar, DayPeriod>({
      query: (period) => ({
        url: 'v1/reports/campaigns/calendar/',
        params: { start: period.start, end: period.end },
        silent: true,
      }),
      providesTags: ['CampaignCalendar'],
    }),
    acceptClash: build.mutation<void, CampaignPair>({
      query: (campaigns) => ({
        url: 'v1/reports/campaigns/accepted-clashes/',
        method: 'post',
        data: { campaigns },
      }),
      invalidatesTags: ['CampaignCalendar'],
    }),
    warnAboutClashAgain: build.mutation<void, CampaignPair>({
      query: ([first, second]) => ({
        url: `v1/reports/campaigns/accepted-clashes/${first}/${second}/`,
        method: 'delete',
      }),
      invalidatesTags: ['CampaignCalendar'],
    }),
  }),
});

export const { useGetCampaignCalendarQuery, useAcceptClashMutation, useWarnAboutClashAgainMutation } =
  calendarApi;
