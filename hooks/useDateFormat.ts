import { useCallback } from 'react';

import { selectCasino, selectFeatureSettings } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { DATE_TIME_FORMAT, formatDateTime } from '@/utils/format';

/** Dates in the casino's date-time format, in UTC with the (UTC) label when the casino runs in UTC. */
export function useDateTimeFormat(): (value: string | number | Date | null | undefined) => string {
  const { backofficeToRunInUtc } = useAppSelector(selectFeatureSettings);
  const format = useAppSelector(selectCasino)?.dateTimeFormat || DATE_TIME_FORMAT;
  return useCallback(
    (value) => formatDateTime(value, { inUtc: backofficeToRunInUtc, format }),
    [backofficeToRunInUtc, format],
  );
}
