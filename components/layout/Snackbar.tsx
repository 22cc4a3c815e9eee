import { useCallback, useEffect, useRef, useState } from 'react';

import { selectHydrated } from '@/store/appSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { messageDismissed, selectCurrentMessage, type SnackbarMessage } from '@/store/snackbarSlice';
import styles from './Snackbar.module.scss';

/** Spec §9. */
export const SNACKBAR_AUTO_DISMISS_MS = 5000;
export const SNACKBAR_LEAVE_MS = 250;

function SnackbarItem({ message }: { message: SnackbarMessage }) {
  const dispatch = useAppDispatch();
  const [leaving, setLeaving] = useState(false);
  const leaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const dismiss = useCallback(() => {
    if (leaveTimer.current) return;
    setLeaving(true);
    leaveTimer.current = setTimeout(() => dispatch(messageDismissed()), SNACKBAR_LEAVE_MS);
  }, [dispatch]);

  useEffect(() => {
    if (message.preventAutoDismissal) return undefined;
    const timer = setTimeout(dismiss, SNACKBAR_AUTO_DISMISS_MS);
    return () => clearTimeout(timer);
  }, [dismiss, message.preventAutoDismissal]);

  useEffect(() => () => clearTimeout(leaveTimer.current), []);

  return (
    <div
      className={[styles.snackbar, styles[message.type], leaving ? styles.leaving : styles.entering].join(
        ' ',
      )}
      role={message.type === 'error' ? 'alert' : 'status'}
    >
      <SnackbarContent content={message.content} />
      <button type="button" className={styles.close} onClick={dismiss} aria-label="Dismiss message">
        ×
      </button>
    </div>
  );
}

/**
 * The message's content (HTML, spec §4). Plain text is shown as it is; markup is sanitised by DOMPurify,
 * loaded on the first such message rather than with every page.
 */
function SnackbarContent({ content }: { content: string }) {
  const hasMarkup = /[<&]/.test(content);
  const [sanitised, setSanitised] = useState<{ content: string; html: string } | null>(null);

  useEffect(() => {
    if (!hasMarkup) return undefined;
    let active = true;
    void import('dompurify').then(({ default: DOMPurify }) => {
      if (active) setSanitised({ content, html: DOMPurify.sanitize(content) });
    });
    return () => {
      active = false;
    };
  }, [content, hasMarkup]);

  if (!hasMarkup) return <div className={styles.content}>{content}</div>;
  const html = sanitised?.content === content ? sanitised.html : '';
  return <div className={styles.content} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** One transient message at a time: enter, leave, hidden (spec §4). */
export function Snackbar() {
  const message = useAppSelector(selectCurrentMessage);
  const hydrated = useAppSelector(selectHydrated);
  if (!hydrated || !message) return null;
  return (
    <div className={styles.region}>
      <SnackbarItem key={message.id} message={message} />
    </div>
  );
}
