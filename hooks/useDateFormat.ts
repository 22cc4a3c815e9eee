import { useCallback, useSyncExternalStore } from 'react';

import { selectCasino, selectFeatureSettings } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { DATE_TIME_FORMAT, formatDateTime } from '@/utils/format';

const noSubscription = () => () => {};

/**
 * Dates in the casino's date-time format, in UTC with the (UTC) label when the casino runs in UTC;
 * `seconds` adds them (spec §9: DD.MM.YYYY HH:mm:ss), for logs where order within a minute matters.
 * The server does not know the browser's time zone: what it renders (and the browser's hydrating
 * render) shows UTC with its label, and the browser's time follows at once.
 */
export function useDateTimeFormat({ seconds = false } = {}): (
  value: string | number | Date | null | undefined,
) => string {
  const { backofficeToRunInUtc } = useAppSelector(selectFeatureSettings);
  const casinoFormat = useAppSelector(selectCasino)?.dateTimeFormat || DATE_TIME_FORMAT;
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const inUtc = backofficeToRunInUtc || !inBrowser;
  const format = seconds && !casinoFormat.includes('ss') ? `${casinoFormat}:ss` : casinoFormat;
  return useCallback((value) => formatDateTime(value, { inUtc, format }), [inUtc, format]);
}
