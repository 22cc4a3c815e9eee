import type { FastifyInstance } from 'fastify';
import { PERMISSIONS } from '../../../contract/permissions';
import { FieldErrorTree } from '../../lib/field-errors';
import { resourceRoutes } from '../../lib/resource';
import { INTEGRATION_KEY_SORTING, type IntegrationKeyRow } from '../../repositories/integration-keys';
import { IntegrationKeyBody, IntegrationKeySchema } from '../../../contract/schemas/integrations';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const toDto = (row: IntegrationKeyRow) => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  created: row.created.toISOString(),
  last_used: iso(row.lastUsed),
  revoked: iso(row.revoked),
  creator: row.creatorId === null ? null : { id: row.creatorId, name: row.creatorName ?? '' },
  ...(row.key === undefined ? {} : { key: row.key }),
});

/**
 * Integration keys (`manage_integration`): the keys operators' platforms post events with. POST answers
 * the key once; DELETE revokes it at once (the row stays, so staff see what stopped working).
 */
export default async function integrationRoutes(app: FastifyInstance) {
  const keys = app.repos.integrationKeys;
  resourceRoutes(app, {
    path: '/v1/integrations/keys/',
    name: 'integration_key',
    item: IntegrationKeySchema,
    toDto,
    // The activity log never holds the key.
    auditView: (row) => ({ ...toDto(row), key: undefined }),
    label: (row) => row.name,
    permissions: {
      view: PERMISSIONS.manageIntegration,
      add: PERMISSIONS.manageIntegration,
      delete: PERMISSIONS.manageIntegration,
    },
    ordering: INTEGRATION_KEY_SORTING,
    create: { body: IntegrationKeyBody },
    store: {
      count: () => keys.count(),
      list: (request) => keys.list(request),
      find: (id, tx) => keys.find(id, tx),
      async create(input, { actor, tx }) {
        const name = input.name.trim();
        if (name === '') new FieldErrorTree().add(['name'], 'This field may not be blank.').throwIfAny();
        return keys.create(name, actor.id, tx);
      },
      remove: (row, { tx }) => keys.revoke(row.id, tx),
    },
  });
}
