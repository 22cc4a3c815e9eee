/**
 * What a notification is about, shared by both programs: the server stores it with each notification, the
 * web app's Alerts button lists the kinds that ask staff to act and the bell lists every kind.
 */
export const NOTIFICATION_KINDS = [
  /** Anything that only informs: a campaign published, finished or cancelled, a jackpot won, a new user. */
  'info',
  /** A campaign's cost went past its alarm. */
  'cost_alarm',
  /** A payout failed for good: the player was not paid. */
  'payout_failed',
  /** A player upload refused lines (unknown, self-excluded or blocked players, broken lines). */
  'players_refused',
  /** The scheduler could not publish a campaign on its own (a recurring occurrence left as a draft). */
  'publish_refused',
  /** A campaign just scheduled shares games or players with another one running at the same time. */
  'overlap',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The kinds that need someone to act: the Alerts button's list and badge. */
export const ALERT_KINDS: ReadonlySet<NotificationKind> = new Set([
  'cost_alarm',
  'payout_failed',
  'players_refused',
  'publish_refused',
  'overlap',
]);

/** Whether a notification of this kind is an alert (an unknown kind, from a newer server, is not). */
export const isAlertKind = (kind: string): boolean => ALERT_KINDS.has(kind as NotificationKind);
