/** Admin users and the second-factor whitelist, as the API answers them after camelisation (spec §3). */

import type { UserStatus } from '@/contract/users';

export type { UserStatus } from '@/contract/users';

export interface AdminUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  markets: string[];
  /** One of USER_STATUSES, or a code this app does not know. */
  status: string;
  groups: number[];
  /** The user has set up a second factor. */
  mfaEnabled: boolean;
  /** The user must set one up to sign in. */
  mfaRequired: boolean;
  created: string;
}

/** POST v1/auth/users/: an invitation mail goes out and the account waits inactive. */
export interface NewAdminUser {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber?: string;
  markets?: string[];
  groups?: number[];
  mfaRequired?: boolean;
}

/** PATCH v1/auth/users/{id}/: `status` needs change_active_status, the rest change_user. */
export type AdminUserChanges = Partial<
  Pick<AdminUser, 'firstName' | 'lastName' | 'phoneNumber' | 'markets' | 'groups' | 'mfaRequired'>
> & { status?: UserStatus };

export interface WhitelistedIp {
  id: number;
  /** An address or a CIDR network. */
  ip: string;
  created: string;
}
