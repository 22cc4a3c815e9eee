import { Type, type Static, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PERMISSIONS } from '../../../contract/permissions';
import type { Executor } from '../../db/client';
import type { Overlay } from '../../db/schema';
import { actorOf } from '../../lib/campaign-access';
import { isUniqueViolation, notFound, permissionDenied, validationError } from '../../lib/errors';
import { buildPage } from '../../lib/pagination';
import { ERROR_RESPONSES, IdParams, MAX_INT, PageSchema } from '../../schemas/common';
import { OVERLAY_COLOR_MESSAGE } from '../../../contract/overlays';
import {
  OverlayCreateBody as OverlayCreate,
  OverlayPatchBody as OverlayPatch,
  OverlaySchema,
  OverlaySettingsBody as Overlays2Put,
  OverlaySettingsSchema as Overlays2Schema,
} from '../../../contract/schemas/overlays';
import { auditActorOf } from '../../services/audit';
import { assertAccess, assertChangeable, canChange, canView } from '../../services/campaigns/access';

export const OVERLAY_MESSAGES = {
  color: OVERLAY_COLOR_MESSAGE,
  campaignMissing: (id: number) => `Invalid pk "${id}" - object does not exist.`,
  campaignHasOverlay: 'This campaign already has an overlay.',
  overlayMissing: (id: number) => `Invalid pk "${id}" - object does not exist.`,
  overlayOfCampaign: "A campaign's overlay cannot be the casino's overlay.",
} as const;

const toDto = (overlay: Overlay): Static<typeof OverlaySchema> => ({
  id: overlay.id,
  campaign: overlay.campaignId,
  title: overlay.title,
  accent_color: overlay.accentColor,
  text_color: overlay.textColor,
  image: overlay.image,
  show_progress: overlay.showProgress,
  position: overlay.position,
  created: overlay.created.toISOString(),
  updated: overlay.updated.toISOString(),
});

type OverlayBody = Static<typeof OverlayPatch>;

const columnsOf = (body: OverlayBody) => ({
  ...(body.title !== undefined && { title: body.title.trim() }),
  ...(body.accent_color !== undefined && { accentColor: body.accent_color.toLowerCase() }),
  ...(body.text_color !== undefined && { textColor: body.text_color.toLowerCase() }),
  ...(body.image !== undefined && { image: body.image }),
  ...(body.show_progress !== undefined && { showProgress: body.show_progress }),
  ...(body.position !== undefined && { position: body.position }),
});

/**
 * Spec §7 overlays. `v1/overlays/overlays/`: an overlay's look, either the casino's (no campaign; needs
 * `change_overlay`) or one campaign's (whoever may change that campaign, not once it is finished or
 * cancelled); `?campaign=<id>` finds a campaign's. `v1/overlays/overlays2/`: the casino's overlay and
 * position (`casinos.overlay_id`, `overlay_position`), replaced whole by PUT.
 */
export default async function overlayRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  async function casino(tx: Executor = app.db) {
    const row = await app.repos.casino.get(tx);
    if (!row) throw new Error('No casino row: the database was not seeded (ensureBaseData).');
    return row;
  }

  /** 404 when the caller may not see the overlay; 403 when they see it but may not change it. */
  async function assertOverlayAccess(request: FastifyRequest, overlay: Overlay, access: 'view' | 'change') {
    const actor = actorOf(request);
    if (overlay.campaignId === null) {
      if (access === 'change' && !actor.isSuperuser && !actor.hasPermission(PERMISSIONS.changeOverlay))
        throw permissionDenied();
      return undefined;
    }
    const campaign = assertAccess(actor, await app.repos.campaigns.findById(overlay.campaignId), access);
    if (access === 'change') assertChangeable(campaign, false, false);
    return campaign;
  }

  app.get(
    '/v1/overlays/overlays/',
    {
      schema: {
        querystring: Type.Object({ campaign: Type.Integer({ minimum: 1, maximum: MAX_INT }) }),
        response: {
          200: PageSchema(OverlaySchema),
          ...ERROR_RESPONSES,
        },
      },
    },
    async (request) => {
      const campaign = await app.repos.campaigns.findById(request.query.campaign);
      if (!campaign || !canView(actorOf(request), campaign)) throw notFound();
      const overlay = await app.repos.overlays.findByCampaign(campaign.id);
      const results = overlay ? [toDto(overlay)] : [];
      return buildPage(request, { limit: 10, offset: 0 }, results.length, results);
    },
  );

  app.get(
    '/v1/overlays/overlays/:id/',
    { schema: { params: IdParams, response: { 200: OverlaySchema, ...ERROR_RESPONSES } } },
    async (request) => {
      const overlay = await app.repos.overlays.find(request.params.id);
      if (!overlay) throw notFound();
      await assertOverlayAccess(request, overlay, 'view');
      return toDto(overlay);
    },
  );

  app.post(
    '/v1/overlays/overlays/',
    { schema: { body: OverlayCreate, response: { 201: OverlaySchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const actor = actorOf(request);
      const campaignId = request.body.campaign ?? null;
      let label = 'Casino overlay';
      if (campaignId === null) {
        if (!actor.isSuperuser && !actor.hasPermission(PERMISSIONS.changeOverlay)) throw permissionDenied();
      } else {
        const campaign = await app.repos.campaigns.findById(campaignId);
        if (!campaign || !(canView(actor, campaign) || canChange(actor, campaign))) {
          throw validationError({ campaign: [OVERLAY_MESSAGES.campaignMissing(campaignId)] });
        }
        assertAccess(actor, campaign, 'change');
        assertChangeable(campaign, false, false);
        label = campaign.name;
      }
      try {
        const created = await app.audit.logged(auditActorOf(request), async (tx) => {
          const overlay = await app.repos.overlays.create({ campaignId, ...columnsOf(request.body) }, tx);
          const dto = toDto(overlay);
          return {
            result: dto,
            change: {
              action: 'create' as const,
              resource: 'overlay',
              resourceId: overlay.id,
              label,
              after: dto,
            },
          };
        });
        return reply.code(201).send(created);
      } catch (error) {
        if (isUniqueViolation(error))
          throw validationError({ campaign: [OVERLAY_MESSAGES.campaignHasOverlay] });
        throw error;
      }
    },
  );

  app.patch(
    '/v1/overlays/overlays/:id/',
    {
      schema: { params: IdParams, body: OverlayPatch, response: { 200: OverlaySchema, ...ERROR_RESPONSES } },
    },
    async (request) => {
      const before = await app.repos.overlays.find(request.params.id);
      if (!before) throw notFound();
      const campaign = await assertOverlayAccess(request, before, 'change');
      return app.audit.logged(auditActorOf(request), async (tx) => {
        const after = await app.repos.overlays.update(before.id, columnsOf(request.body), tx);
        if (!after) throw notFound();
        const dto = toDto(after);
        const { updated: _before, ...beforeFields } = toDto(before);
        const { updated: _after, ...afterFields } = dto;
        return {
          result: dto,
          change: {
            action: 'update' as const,
            resource: 'overlay',
            resourceId: after.id,
            label: campaign?.name ?? 'Casino overlay',
            before: beforeFields,
            after: afterFields,
          },
        };
      });
    },
  );

  app.get(
    '/v1/overlays/overlays2/',
    { schema: { response: { 200: Overlays2Schema, ...ERROR_RESPONSES } } },
    async () => {
      const row = await casino();
      return { overlay_id: row.overlayId, position: row.overlayPosition };
    },
  );

  app.put(
    '/v1/overlays/overlays2/',
    {
      preHandler: app.requirePermissions(PERMISSIONS.changeOverlay),
      schema: { body: Overlays2Put, response: { 200: Overlays2Schema, ...ERROR_RESPONSES } },
    },
    async (request) => {
      const { overlay_id: overlayId, position } = request.body;
      if (overlayId !== null) {
        const overlay = await app.repos.overlays.find(overlayId);
        if (!overlay) throw validationError({ overlay_id: [OVERLAY_MESSAGES.overlayMissing(overlayId)] });
        if (overlay.campaignId !== null)
          throw validationError({ overlay_id: [OVERLAY_MESSAGES.overlayOfCampaign] });
      }
      return app.audit.logged(auditActorOf(request), async (tx) => {
        const row = await casino(tx);
        const before = { overlay_id: row.overlayId, position: row.overlayPosition };
        const after = { overlay_id: overlayId, position };
        await app.repos.casino.setOverlay(row.id, { overlayId, overlayPosition: position }, tx);
        return {
          result: after,
          change: {
            action: 'update' as const,
            resource: 'overlay_settings',
            resourceId: row.id,
            label: row.name,
            before,
            after,
          },
        };
      });
    },
  );
}
