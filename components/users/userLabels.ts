import type { SelectOption } from '@/components/ui/SelectField';
import { USER_STATUSES } from '@/contract/users';
import type { AdminUser, UserStatus } from '@/types/users';

/** Spec §4 user status codes. */
export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  AC: 'Active',
  BL: 'Blocked',
  FR: 'Frozen',
  IN: 'Inactive',
};

/** What an unknown status code displays (spec §4). */
export const UNKNOWN_STATUS_LABEL = '-';

export const isUserStatus = (code: string): code is UserStatus =>
  (USER_STATUSES as readonly string[]).includes(code);

export const userStatusLabel = (code: string): string =>
  isUserStatus(code) ? USER_STATUS_LABELS[code] : UNKNOWN_STATUS_LABEL;

export const USER_STATUS_OPTIONS: SelectOption[] = USER_STATUSES.map((code) => ({
  value: code,
  label: USER_STATUS_LABELS[code],
}));

export type TwoFactorState = 'On' | 'Required' | 'Off';

/** On: set up; Required: must be set up at the next sign-in; Off: neither. */
export function twoFactorLabel(user: Pick<AdminUser, 'mfaEnabled' | 'mfaRequired'>): TwoFactorState {
  if (user.mfaEnabled) return 'On';
  return user.mfaRequired ? 'Required' : 'Off';
}

export function fullName(user: Pick<AdminUser, 'firstName' | 'lastName' | 'email'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}
