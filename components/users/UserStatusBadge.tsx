import { isUserStatus, userStatusLabel } from './userLabels';
import styles from './users.module.scss';

/** A user's status as a coloured label (spec §4: unknown codes show '-'). */
export function UserStatusBadge({ status }: { status: string }) {
  const known = isUserStatus(status);
  return (
    <span className={[styles.status, known ? styles[`status${status}`] : ''].join(' ')}>
      {userStatusLabel(status)}
    </span>
  );
}
