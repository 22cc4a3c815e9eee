import Link from 'next/link';
import { useRouter } from 'next/router';
import { useCallback, useRef, type ReactNode } from 'react';

import { useOutsideClick } from '@/hooks/useOutsideClick';
import { panelsClosed, panelToggled, selectOpenPanel, type HeaderPanel } from '@/store/appSlice';
import { selectUser } from '@/store/authSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  notificationActionSent,
  selectAlerts,
  selectLatestNotifications,
  selectUnreadCount,
} from '@/store/notificationsSlice';
import { logOut } from '@/store/session';
import type { Notification } from '@/types/api';
import { DEFAULT_LOGGED_IN_ROUTE, routes } from '@/utils/routes';
import { Clock } from './Clock';
import styles from './Header.module.scss';
import { NotificationsDropdown } from './NotificationsDropdown';

const EMPTY_ALERTS_TEXT = 'Nothing needs action: you have no unread alerts.';

interface PanelButtonProps {
  panel: Exclude<HeaderPanel, 'menu'>;
  label: string;
  icon: ReactNode;
  badge?: number;
  children: ReactNode;
}

/** A header button with its dropdown; closed by a click outside or Escape. */
function PanelButton({ panel, label, icon, badge, children }: PanelButtonProps) {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectOpenPanel) === panel;
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => dispatch(panelsClosed()), [dispatch]);
  useOutsideClick(ref, close, open);
  // The name says what the badge shows: a name that does not hold the visible "99+" misleads voice control.
  const shown = badge && badge > 99 ? '99+' : badge;
  return (
    <div className={styles.panel} ref={ref}>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={shown ? `${label}, ${shown} unread` : label}
        aria-expanded={open}
        aria-controls={`${panel}-dropdown`}
        onClick={() => dispatch(panelToggled(panel))}
      >
        {icon}
        {shown ? (
          <span className={styles.badge} aria-hidden="true">
            {shown}
          </span>
        ) : null}
      </button>
      {open && children}
    </div>
  );
}

const BellIcon = (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
    <path
      fill="currentColor"
      d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"
    />
  </svg>
);

const AlertIcon = (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
    <path fill="currentColor" d="M1 21h22L12 2 1 21Zm12-3h-2v-2h2v2Zm0-4h-2v-4h2v4Z" />
  </svg>
);

export function Header() {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const menuOpen = useAppSelector(selectOpenPanel) === 'menu';
  const unread = useAppSelector(selectUnreadCount);
  const latest = useAppSelector(selectLatestNotifications);
  const alerts = useAppSelector(selectAlerts);
  const user = useAppSelector(selectUser);

  const openNotification = (notification: Notification) => {
    if (!notification.hasBeenRead)
      void dispatch(notificationActionSent({ action: 'read_notification', id: notification.id }));
    dispatch(panelsClosed());
    if (notification.url) void router.push(notification.url);
  };

  return (
    <header className={styles.header}>
      <button
        type="button"
        className={`${styles.iconButton} ${styles.menuToggle}`}
        aria-label="Menu"
        aria-expanded={menuOpen}
        aria-controls="side-menu"
        onClick={() => dispatch(panelToggled('menu'))}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path fill="currentColor" d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z" />
        </svg>
      </button>
      {/* Names hold their visible text (WCAG 2.5.3): a voice user says what they see. */}
      <Link href={DEFAULT_LOGGED_IN_ROUTE} prefetch={false} className={styles.logo}>
        <span className={styles.logoMark} aria-hidden="true">
          B
        </span>
        <span className={styles.logoText}>Back-office</span>
        <span className="visually-hidden"> home</span>
      </Link>
      <div className={styles.actions}>
        <Clock className={styles.clock} />
        <PanelButton panel="alerts" label="Alerts" icon={AlertIcon} badge={alerts.length}>
          <NotificationsDropdown
            id="alerts-dropdown"
            title="Alerts"
            description="Warnings that need action: cost alarms, failed payouts, refused player uploads, campaigns the scheduler could not publish, overlapping campaigns. Opening one marks it dealt with."
            emptyText={EMPTY_ALERTS_TEXT}
            items={alerts}
            onItemOpened={openNotification}
          />
        </PanelButton>
        <PanelButton panel="notifications" label="Notifications" icon={BellIcon} badge={unread}>
          <NotificationsDropdown
            id="notifications-dropdown"
            title="Notifications"
            description="Everything you were told, alerts included: the latest five."
            items={latest}
            onItemOpened={openNotification}
            showAllHref={routes.notifications()}
          />
        </PanelButton>
        <Link href={routes.account()} prefetch={false} className={styles.account}>
          {user?.firstName || user?.email}
          <span className="visually-hidden"> (your account)</span>
        </Link>
        <button type="button" className={styles.logout} onClick={() => void dispatch(logOut())}>
          Logout
        </button>
      </div>
    </header>
  );
}
