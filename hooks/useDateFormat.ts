import { useCallback } from 'react';

import { selectCasino, selectFeatureSettings } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { DATE_TIME_FORMAT, formatDateTime } from '@/utils/format';

/**
 * Dates in the casino's date-time format, in UTC with the (UTC) label when the casino runs in UTC;
 * `seconds` adds them (spec §9: DD.MM.YYYY HH:mm:ss), for logs where order within a minute matters.
 */
export function useDateTimeFormat({ seconds = false } = {}): (
  value: string | number | Date | null | undefined,
) => string {
  const { backofficeToRunInUtc } = useAppSelector(selectFeatureSettings);
  const casinoFormat = useAppSelector(selectCasino)?.dateTimeFormat || DATE_TIME_FORMAT;
  const format = seconds && !casinoFormat.includes('ss') ? `${casinoFormat}:ss` : casinoFormat;
  return useCallback(
    (value) => formatDateTime(value, { inUtc: backofficeToRunInUtc, format }),
    [backofficeToRunInUtc, format],
  );
}
