import { useNow } from '@/hooks/useNow';
import { EXPIRY_WARNING_SECONDS, useTokenSecondsLeft } from '@/hooks/useSessionUpkeep';
import { selectExpirationBarVisible } from '@/store/appSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { keepSession } from '@/store/session';
import styles from './ExpiryBar.module.scss';

export const EXPIRY_WARNING_TEXT = 'Due to inactivity your session is about to expire in:';

/** m:ss, never above the 2:00 the bar starts from. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.min(EXPIRY_WARNING_SECONDS, Math.ceil(seconds)));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Spec §4 "Expiry bar": a countdown from 2:00, ticking every second, and "I'm here". */
export function ExpiryBar() {
  const visible = useAppSelector(selectExpirationBarVisible);
  if (!visible) return null;
  return <ExpiryCountdown />;
}

function ExpiryCountdown() {
  const dispatch = useAppDispatch();
  const now = useNow();
  const left = useTokenSecondsLeft(now);
  return (
    <div className={styles.bar} role="alertdialog" aria-labelledby="expiry-text" aria-live="assertive">
      <p id="expiry-text" className={styles.text}>
        {EXPIRY_WARNING_TEXT} <strong className={styles.countdown}>{formatCountdown(left)}</strong>
      </p>
      <button type="button" className={styles.button} onClick={() => void dispatch(keepSession())} autoFocus>
        I&apos;m here
      </button>
    </div>
  );
}
