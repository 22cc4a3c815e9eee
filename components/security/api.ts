import { createResourceApi } from '@/store/resourceApi';
import type { WhitelistedIp } from '@/types/users';

/** Spec §9: the whitelist is listed oldest first. */
export const WHITELIST_ORDER = 'created';

/** Spec §7 whitelist calls: `/v1/auth/mfa-whitelisted-ip/` (list, add) and `…/{id}/` (delete). */
export const whitelistApi = createResourceApi<WhitelistedIp, { ip: string }>({
  path: 'v1/auth/mfa-whitelisted-ip/',
  defaultParams: { orderBy: WHITELIST_ORDER },
});
