import type { Static } from '@fastify/type-provider-typebox';

import type { Camelized } from './wire';

import type { LimitGroupBody, LimitGroupSchema } from '@/contract/schemas/limit-groups';

/** A campaign limit group (spec §3 "id, limits, name, users"), enforced when a member publishes. */
export type LimitGroup = Camelized<Static<typeof LimitGroupSchema>>;

/** One campaign type's limits in a limit group; null means "no limit" (the cost alarm is money as text). */
export type CampaignTypeLimit = LimitGroup['limits'][number];

/** POST/PATCH v1/campaigns/limit-groups/: the cost alarm is sent as a number. */
export type LimitGroupInput = Camelized<Static<typeof LimitGroupBody>>;
