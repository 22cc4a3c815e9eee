import type { FastifyRequest } from 'fastify';
import { PERMISSIONS } from '../../utils/permissions';
import { notAuthenticated } from '../lib/errors';
import { DetailError, FieldErrors } from '../schemas/common';

/** Who may read campaign data (spec §6): everyone's campaigns, or one's own. */
export const CAMPAIGN_VIEW = [PERMISSIONS.viewAllCampaigns, PERMISSIONS.viewOwnCampaign];
/** Who may change campaign data: every campaign, or one's own. */
export const CAMPAIGN_CHANGE = [PERMISSIONS.manageAllCampaigns, PERMISSIONS.changeOwnCampaign];
/** The error answers campaign routes give. */
export const CAMPAIGN_ERRORS = { 400: FieldErrors, 401: DetailError, 403: DetailError, 404: DetailError };

/** The signed-in user of an authenticated route. */
export function actorOf(request: FastifyRequest) {
  if (!request.user) throw notAuthenticated();
  return { ...request.user, ip: request.ip };
}
