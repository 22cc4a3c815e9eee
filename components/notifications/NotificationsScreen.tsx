import Link from 'next/link';
import { useEffect, useState } from 'react';

import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Spinner } from '@/components/ui/Spinner';
import { useDateTimeFormat } from '@/hooks/useDateFormat';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  selectNotifications,
  selectNotificationsLoaded,
  selectUnreadCount,
  notificationActionSent,
} from '@/store/notificationsSlice';
import styles from './NotificationsScreen.module.scss';

/** How long to wait for the socket before saying the list cannot be shown yet. */
const SLOW_CONNECTION_MS = 8000;

/** Spec §2 /notifications: the whole list, read and removed one by one or all at once. */
export function NotificationsScreen() {
  const dispatch = useAppDispatch();
  const send = (message: Parameters<typeof notificationActionSent>[0]) =>
    void dispatch(notificationActionSent(message));
  const items = useAppSelector(selectNotifications);
  const loaded = useAppSelector(selectNotificationsLoaded);
  const unread = useAppSelector(selectUnreadCount);
  const formatDate = useDateTimeFormat();
  const [confirmingRemoveAll, setConfirmingRemoveAll] = useState(false);
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    if (loaded) return undefined;
    const timer = setTimeout(() => setSlow(true), SLOW_CONNECTION_MS);
    return () => clearTimeout(timer);
  }, [loaded]);

  return (
    <section aria-labelledby="notifications-title">
      <div className={styles.heading}>
        <h1 id="notifications-title">Notifications</h1>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            disabled={unread === 0}
            onClick={() => send({ action: 'read_all_notifications' })}
          >
            Mark all as read
          </Button>
          <Button
            variant="secondary"
            disabled={items.length === 0}
            onClick={() => setConfirmingRemoveAll(true)}
          >
            Remove all
          </Button>
        </div>
      </div>

      {!loaded && !slow && <Spinner label="Loading notifications" />}
      {!loaded && slow && (
        <p className={styles.notice} role="status">
          Notifications cannot be reached right now. They will appear here as soon as the connection is back.
        </p>
      )}
      {loaded && items.length === 0 && <p className={styles.notice}>You have no notifications.</p>}

      {items.length > 0 && (
        <ul className={styles.list} aria-label="All notifications">
          {items.map((item) => (
            <li key={item.id} className={[styles.item, item.hasBeenRead ? '' : styles.unread].join(' ')}>
              <div className={styles.content}>
                <h2 className={styles.title}>
                  {!item.hasBeenRead && <span className="visually-hidden">Unread: </span>}
                  {item.url ? <Link href={item.url}>{item.title}</Link> : item.title}
                </h2>
                <p className={styles.text}>{item.text}</p>
                <time className={styles.date} dateTime={item.created}>
                  {formatDate(item.created)}
                </time>
              </div>
              <div className={styles.itemActions}>
                {!item.hasBeenRead && (
                  <Button
                    variant="ghost"
                    aria-label={`Mark as read: ${item.title}`}
                    onClick={() => send({ action: 'read_notification', id: item.id })}
                  >
                    Mark as read
                  </Button>
                )}
                <Button
                  variant="ghost"
                  aria-label={`Remove "${item.title}"`}
                  onClick={() => send({ action: 'remove_notification', id: item.id })}
                >
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={confirmingRemoveAll}
        title="Remove all notifications?"
        confirmLabel="Remove all"
        danger
        onCancel={() => setConfirmingRemoveAll(false)}
        onConfirm={() => {
          send({ action: 'remove_all_notifications' });
          setConfirmingRemoveAll(false);
        }}
      >
        {items.length} notifications will be removed. This cannot be undone.
      </ConfirmDialog>
    </section>
  );
}
