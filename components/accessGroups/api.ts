import { createResourceApi } from '@/store/resourceApi';
import type { AccessGroup, AccessGroupInput } from '@/types/accessGroups';

/** Spec §7: `v1/auth/groups/` (list and create), `…/{id}/` (one, change, delete). */
export const accessGroupsApi = createResourceApi<AccessGroup, AccessGroupInput>({ path: 'v1/auth/groups/' });
