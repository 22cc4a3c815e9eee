import { Type } from '@fastify/type-provider-typebox';
import { IdParams } from './common';

export * from '../../contract/schemas/reports';

const CampaignId = IdParams.properties.id;

/** `DELETE v1/reports/campaigns/accepted-clashes/{first}/{second}/`: warn about that clash again. */
export const AcceptedClashParams = Type.Object({ first: CampaignId, second: CampaignId });
