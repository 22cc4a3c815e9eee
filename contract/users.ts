/** Spec §4 user status codes (another backend may answer others, which the web app displays as '-'). */
export const USER_STATUSES = ['AC', 'BL', 'FR', 'IN'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
