import { baseApi } from '@/store/baseApi';
import type { DayPeriod, MarketingReport } from '@/types/reports';

/** GET v1/reports/marketing/ (our addition): `silent`, the screen says in place that it failed. */
export const marketingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMarketingReport: build.query<MarketingReport, DayPeriod>({
      query: (period) => ({
        url: 'v1/reports/marketing/',
        params: { start: period.start, end: period.end },
        silent: true,
      }),
    }),
  }),
});

export const { useGetMarketingReportQuery } = marketingApi;
