import Link from 'next/link';

import { isAlertKind } from '@/contract/notifications';
import { useDateTimeFormat } from '@/hooks/useDateFormat';
import type { Notification } from '@/types/api';
import styles from './NotificationsDropdown.module.scss';

export const EMPTY_NOTIFICATIONS_TEXT = 'You have no unread notifications.';

interface Props {
  id: string;
  title: string;
  /** What this list holds, said under its heading (the alerts and the bell list different things). */
  description: string;
  emptyText?: string;
  items: Notification[];
  onItemOpened: (notification: Notification) => void;
  showAllHref?: string;
}

/** The list behind the bell and the alerts button (spec §2): items, an empty text, "Show all". */
export function NotificationsDropdown({
  id,
  title,
  description,
  emptyText = EMPTY_NOTIFICATIONS_TEXT,
  items,
  onItemOpened,
  showAllHref,
}: Props) {
  const formatDate = useDateTimeFormat();
  return (
    <div id={id} className={styles.dropdown} role="region" aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.description}>{description}</p>
      {items.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className={[styles.item, item.hasBeenRead ? '' : styles.unread].join(' ')}
                onClick={() => onItemOpened(item)}
              >
                <span className={styles.itemTitle}>
                  {isAlertKind(item.kind) && <span className={styles.alertTag}>Alert</span>}
                  {item.title}
                </span>
                <span className={styles.itemText}>{item.text}</span>
                <span className={styles.itemDate}>{formatDate(item.created)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {showAllHref && (
        <Link href={showAllHref} prefetch={false} className={styles.showAll}>
          Show all
        </Link>
      )}
    </div>
  );
}
