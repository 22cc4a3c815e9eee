import type { FastifyRequest } from 'fastify';
import { PERMISSIONS } from '../../contract/permissions';
import { notAuthenticated } from './errors';

/** Who may read campaign data (spec §6): everyone's campaigns, or one's own. */
export const CAMPAIGN_VIEW = [PERMISSIONS.viewAllCampaigns, PERMISSIONS.viewOwnCampaign];
/** Who may change campaign data: every campaign, or one's own. */
export const CAMPAIGN_CHANGE = [PERMISSIONS.manageAllCampaigns, PERMISSIONS.changeOwnCampaign];

/** The signed-in user of an authenticated route. */
export function actorOf(request: FastifyRequest) {
  if (!request.user) throw notAuthenticated();
  return { ...request.user, ip: request.ip };
}
