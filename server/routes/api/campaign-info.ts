import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PERMISSIONS } from '../../../contract/permissions';
import type { Executor } from '../../db/client';
import { CAMPAIGN_CHANGE, CAMPAIGN_VIEW, actorOf } from '../../lib/campaign-access';
import { permissionDenied } from '../../lib/errors';
import { FieldErrorTree } from '../../lib/field-errors';
import { sanitizedTexts } from '../../lib/rich-texts';
import { ERROR_RESPONSES, IdParams } from '../../schemas/common';
import {
  CampaignInfoBody as InfoBody,
  CampaignInfoSchema,
  CampaignInfoTemplateSchema as TemplateSchema,
} from '../../../contract/schemas/content';
import { auditActorOf } from '../../services/audit';
import { assertAccess } from '../../services/campaigns';

export const CAMPAIGN_INFO_MESSAGES = {
  notPerCampaign:
    'This casino gives every campaign the campaign-info template: campaign info cannot be changed per campaign.',
} as const;

const TEMPLATE_PATH = '/v1/campaigns/campaign-info-template/';
const CAMPAIGN_PATH = '/v1/campaigns/campaigns/:id/campaign-info/';

/**
 * The campaign-info template (spec §2 /campaign-info-template; the spec names no call, this follows
 * its style): one text per language that every campaign shows, changed with `change_terms_template`.
 * A campaign may have its own text instead only while the casino's
 * `allowUsersToEditCampaignInfoPerCampaign` is on; this is enforced here, not only in the screens.
 */
export default async function campaignInfoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  /** The body's texts, sanitised, for the casino's languages; unknown languages are field errors. */
  async function checkedInfo(info: Record<string, string>, tx: Executor) {
    const errors = new FieldErrorTree();
    const languages = ((await app.repos.casino.get(tx))?.languages ?? []).map(({ code }) => code);
    const clean = sanitizedTexts('info', info, languages, errors);
    errors.throwIfAny();
    return clean;
  }

  const perCampaignAllowed = async (tx?: Executor) =>
    (await app.repos.casino.get(tx))?.allowUsersToEditCampaignInfoPerCampaign ?? false;

  const templateDto = ({ info, updated }: { info: Record<string, string>; updated: Date | null }) => ({
    info,
    updated: updated?.toISOString() ?? null,
  });

  app.get(
    TEMPLATE_PATH,
    { schema: { tags: ['campaign_info'], response: { 200: TemplateSchema, ...ERROR_RESPONSES } } },
    async () => templateDto(await app.repos.content.infoTemplate()),
  );

  app.patch(
    TEMPLATE_PATH,
    {
      preHandler: app.requirePermissions(PERMISSIONS.changeTermsTemplate),
      schema: {
        tags: ['campaign_info'],
        body: Type.Partial(InfoBody),
        response: { 200: TemplateSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { info } = request.body;
      return app.db.transaction(async (tx) => {
        const before = await app.repos.content.infoTemplate(tx);
        if (info === undefined) return templateDto(before);
        const saved = await app.repos.content.saveInfoTemplate(await checkedInfo(info, tx), tx);
        await app.audit.record(tx, {
          ...auditActorOf(request),
          action: 'update',
          resource: 'campaign_info_template',
          // The template is the one row 1.
          resourceId: 1,
          label: 'Campaign-info template',
          before: { info: before.info },
          after: { info: saved.info },
        });
        return templateDto(saved);
      });
    },
  );

  /** The campaign, if the user may see it (404) and do `access` to it (403). */
  async function campaignFor(request: FastifyRequest, id: number, access: 'view' | 'change') {
    return assertAccess(actorOf(request), await app.repos.campaigns.findById(id), access);
  }

  async function campaignInfo(campaignId: number, tx?: Executor) {
    const own = await app.repos.content.infoOverride(campaignId, tx);
    const editable = await perCampaignAllowed(tx);
    // With per-campaign info turned off, every campaign shows the template, whatever it once had.
    if (own && editable) return { info: own.info, own: true, editable };
    return { info: (await app.repos.content.infoTemplate(tx)).info, own: false, editable };
  }

  app.get(
    CAMPAIGN_PATH,
    {
      preHandler: app.requirePermissions(CAMPAIGN_VIEW),
      schema: {
        tags: ['campaign_info'],
        params: IdParams,
        response: { 200: CampaignInfoSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const campaign = await campaignFor(request, request.params.id, 'view');
      return campaignInfo(campaign.id);
    },
  );

  app.put(
    CAMPAIGN_PATH,
    {
      preHandler: app.requirePermissions(CAMPAIGN_CHANGE),
      schema: {
        tags: ['campaign_info'],
        params: IdParams,
        body: InfoBody,
        response: { 200: CampaignInfoSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const campaign = await campaignFor(request, request.params.id, 'change');
      return app.db.transaction(async (tx) => {
        if (!(await perCampaignAllowed(tx))) throw permissionDenied(CAMPAIGN_INFO_MESSAGES.notPerCampaign);
        const before = await campaignInfo(campaign.id, tx);
        const info = await checkedInfo(request.body.info, tx);
        await app.repos.content.saveInfoOverride(campaign.id, info, tx);
        await app.audit.record(tx, {
          ...auditActorOf(request),
          action: 'update',
          resource: 'campaign',
          resourceId: campaign.id,
          label: campaign.name,
          before: { campaign_info: before.own ? before.info : null },
          after: { campaign_info: info },
        });
        return campaignInfo(campaign.id, tx);
      });
    },
  );

  app.delete(
    CAMPAIGN_PATH,
    {
      preHandler: app.requirePermissions(CAMPAIGN_CHANGE),
      schema: {
        tags: ['campaign_info'],
        params: IdParams,
        response: { 204: Type.Null(), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const campaign = await campaignFor(request, request.params.id, 'change');
      await app.db.transaction(async (tx) => {
        const before = await app.repos.content.infoOverride(campaign.id, tx);
        if (!(await app.repos.content.removeInfoOverride(campaign.id, tx))) return;
        await app.audit.record(tx, {
          ...auditActorOf(request),
          action: 'update',
          resource: 'campaign',
          resourceId: campaign.id,
          label: campaign.name,
          before: { campaign_info: before?.info ?? null },
          after: { campaign_info: null },
        });
      });
      return reply.code(204).send(null);
    },
  );
}
