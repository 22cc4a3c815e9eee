import { useNow } from '@/hooks/useNow';
import { selectHydrated } from '@/store/appSlice';
import { selectFeatureSettings } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { DATE_TIME_SECONDS_FORMAT, formatDateTime } from '@/utils/format';

/** The live clock; in UTC with the (UTC) label when the casino runs the back-office in UTC. */
export function Clock({ className }: { className?: string }) {
  const now = useNow();
  const hydrated = useAppSelector(selectHydrated);
  const { backofficeToRunInUtc } = useAppSelector(selectFeatureSettings);
  // The server's time would not match the browser's on hydration: the clock starts in the browser.
  if (!hydrated) return <span className={className} />;
  return (
    <time className={className} dateTime={now.toISOString()} aria-label="Current time">
      {formatDateTime(now, { inUtc: backofficeToRunInUtc, format: DATE_TIME_SECONDS_FORMAT })}
    </time>
  );
}
