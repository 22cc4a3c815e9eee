import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS } from '../../../contract/permissions';
import { buildPage, getPageParams, PageQuery } from '../../lib/pagination';
import { MAX_INT, PlainText, StringEnum, ERROR_RESPONSES } from '../../schemas/common';
import { ActivityLogPageSchema } from '../../../contract/schemas/activity-logs';
import { AUDIT_ACTIONS, type AuditAction } from '../../services/audit';

const ACTIONS = Object.keys(AUDIT_ACTIONS) as AuditAction[];

const fullName = (first: string | null, last: string | null, email: string) =>
  [first, last].filter(Boolean).join(' ').trim() || email;

/**
 * The activity log (spec §3: count, next, results, actionFilter, userFilter): who changed what and when,
 * newest first, each entry with its field-by-field changes.
 */
export default async function activityLogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/v1/activity-logs/activity-logs/',
    {
      preHandler: app.requirePermissions(PERMISSIONS.viewActivityLog),
      schema: {
        tags: ['activity_log'],
        querystring: Type.Object({
          ...PageQuery.properties,
          action: Type.Optional(Type.Union([StringEnum(ACTIONS), Type.Literal('')])),
          user: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: MAX_INT }), Type.Literal('')])),
          resource: Type.Optional(PlainText({ maxLength: 100 })),
          search: Type.Optional(PlainText({ maxLength: 200 })),
        }),
        response: {
          200: ActivityLogPageSchema,
          ...ERROR_RESPONSES,
        },
      },
    },
    async (request) => {
      const { action, user, resource, search } = request.query;
      const filters = {
        action: action || undefined,
        userId: typeof user === 'number' ? user : undefined,
        resource: resource || undefined,
        search,
      };
      const page = getPageParams(request.query);
      const [count, rows, actors, resources] = await Promise.all([
        app.repos.activityLogs.count(filters),
        app.repos.activityLogs.list(filters, page),
        app.repos.activityLogs.actors(),
        app.repos.activityLogs.resources(),
      ]);
      const results = rows.map(({ entry, firstName, lastName }) => ({
        id: entry.id,
        created: entry.created.toISOString(),
        action: entry.action,
        action_label: AUDIT_ACTIONS[entry.action as AuditAction] ?? entry.action,
        resource: entry.resource,
        resource_id: entry.resourceId,
        resource_label: entry.resourceLabel,
        user:
          entry.actorId === null
            ? null
            : {
                id: entry.actorId,
                name: fullName(firstName, lastName, entry.actorEmail),
                email: entry.actorEmail,
              },
        ip: entry.ip,
        changes: entry.changes,
      }));
      return {
        ...buildPage(request, page, count, results),
        action_filter: ACTIONS.map((value) => ({ value, label: AUDIT_ACTIONS[value] })),
        user_filter: actors.map((actor) => ({
          value: String(actor.id),
          label: fullName(actor.firstName, actor.lastName, actor.email),
        })),
        resource_filter: resources.map((value) => ({ value, label: value.replace(/_/g, ' ') })),
      };
    },
  );
}
