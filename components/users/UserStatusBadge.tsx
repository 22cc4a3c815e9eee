import { StatusBadge, type BadgeTone } from '@/components/ui/StatusBadge';
import type { UserStatus } from '@/types/users';
import { isUserStatus, userStatusLabel } from './userLabels';

const TONES: Record<UserStatus, BadgeTone> = { AC: 'success', BL: 'danger', FR: 'info', IN: 'warning' };

/** A user's status as a coloured label (spec §4: unknown codes show '-'). */
export function UserStatusBadge({ status }: { status: string }) {
  return (
    <StatusBadge tone={isUserStatus(status) ? TONES[status] : 'neutral'}>
      {userStatusLabel(status)}
    </StatusBadge>
  );
}
