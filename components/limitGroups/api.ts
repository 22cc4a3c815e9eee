import { createResourceApi } from '@/store/resourceApi';
import type { LimitGroup, LimitGroupInput } from '@/types/limitGroups';

/** Spec §7: `v1/campaigns/campaign-limit-groups/` and `…/{id}/` (DELETE with query parameters). */
export const limitGroupsApi = createResourceApi<LimitGroup, LimitGroupInput>({
  path: 'v1/campaigns/campaign-limit-groups/',
});
