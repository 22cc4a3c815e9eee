import { Type, type Static } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { PERMISSION_INFO } from '../../../contract/permissionLabels';
import { ALL_PERMISSIONS, PERMISSIONS, type Permission } from '../../../contract/permissions';
import { FieldErrorTree } from '../../lib/field-errors';
import { resourceRoutes, type ChangeContext } from '../../lib/resource';
import { GROUP_SORTING, type GroupInput, type GroupRow } from '../../repositories/groups';
import {
  AccessGroupBody as GroupBody,
  AccessGroupSchema as GroupSchema,
} from '../../../contract/schemas/access-groups';
import { DetailError, PlainText } from '../../schemas/common';

export const GROUP_MESSAGES = {
  blank: 'This field may not be blank.',
  nameTaken: 'An access group with this name already exists.',
  unknownPermission: (code: string) => `"${code}" is not a valid choice.`,
  beyondOwn: (codes: string[]) => `You cannot grant permissions you do not hold: ${codes.join(', ')}.`,
  noUser: (id: number) => `Invalid pk "${id}" - object does not exist.`,
  membersBeyondOwn: (codes: string[]) =>
    `You cannot add users to a group granting permissions you do not hold: ${codes.join(', ')}.`,
} as const;

const GroupPatch = Type.Partial(GroupBody);

const toDto = (group: GroupRow) => ({ ...group, created: group.created.toISOString() });

/**
 * Access groups (spec §6: "created, updated, deleted and listed"). A group grants its permissions to its
 * users. Nobody but a superuser may grant what they do not hold themselves, either by adding a
 * permission to a group or by adding users to a group that holds more than they do.
 */
export default async function accessGroupRoutes(app: FastifyInstance) {
  /** The checked and trimmed input, or a 400 with every problem on its field. */
  async function checkedInput(
    input: Partial<GroupInput>,
    before: GroupRow | undefined,
    { actor, tx }: ChangeContext,
  ): Promise<Partial<GroupInput>> {
    const errors = new FieldErrorTree();
    const checked: Partial<GroupInput> = { ...input };
    if (input.name !== undefined) {
      checked.name = input.name.trim();
      if (checked.name === '') errors.add(['name'], GROUP_MESSAGES.blank);
      else if (await app.repos.groups.nameTaken(checked.name, before?.id, tx))
        errors.add(['name'], GROUP_MESSAGES.nameTaken);
    }
    const held = new Set<string>(actor.permissions);
    if (input.permissions !== undefined) {
      const unknown = input.permissions.filter((code) => !ALL_PERMISSIONS.includes(code as Permission));
      for (const code of new Set(unknown))
        errors.add(['permissions'], GROUP_MESSAGES.unknownPermission(code));
      const added = input.permissions.filter((code) => !before?.permissions.includes(code));
      const beyond = [...new Set(added)].filter((code) => !held.has(code) && !unknown.includes(code));
      if (!actor.isSuperuser && beyond.length > 0)
        errors.add(['permissions'], GROUP_MESSAGES.beyondOwn(beyond));
    }
    if (input.users !== undefined) {
      const wanted = [...new Set(input.users)];
      for (const id of await app.repos.users.missingIds(wanted, tx))
        errors.add(['users'], GROUP_MESSAGES.noUser(id));
      const newMembers = wanted.filter((id) => !before?.users.includes(id));
      const granted = checked.permissions ?? before?.permissions ?? [];
      const beyond = granted.filter((code) => !held.has(code));
      if (!actor.isSuperuser && newMembers.length > 0 && beyond.length > 0)
        errors.add(['users'], GROUP_MESSAGES.membersBeyondOwn(beyond));
    }
    errors.throwIfAny();
    return checked;
  }

  resourceRoutes(app, {
    path: '/v1/auth/groups/',
    name: 'access_group',
    item: GroupSchema,
    toDto,
    label: (group) => group.name,
    permissions: {
      view: PERMISSIONS.viewGroup,
      add: PERMISSIONS.addGroup,
      change: PERMISSIONS.changeGroup,
      delete: PERMISSIONS.deleteGroup,
    },
    ordering: { ...GROUP_SORTING, default: 'name' },
    list: {
      query: Type.Object({ search: Type.Optional(PlainText({ maxLength: 200 })) }),
      filters: (query) => ({ search: query.search }),
    },
    create: { body: GroupBody },
    update: { body: GroupPatch },
    unique: { field: 'name', message: GROUP_MESSAGES.nameTaken },
    store: {
      count: (filters) => app.repos.groups.count(filters),
      list: (request) => app.repos.groups.list(request),
      find: (id, tx) => app.repos.groups.find(id, tx),
      create: async (input: Static<typeof GroupBody>, context) =>
        app.repos.groups.insert((await checkedInput(input, undefined, context)) as GroupInput, context.tx),
      update: async (before, input: Static<typeof GroupPatch>, context) =>
        app.repos.groups.update(before.id, await checkedInput(input, before, context), context.tx),
      remove: (group, { tx }) => app.repos.groups.remove(group.id, tx),
    },
  });

  // Every code with a readable label and its area, for the access-group screen.
  app.get(
    '/v1/auth/permissions/',
    {
      schema: {
        tags: ['access_group'],
        response: {
          200: Type.Array(Type.Object({ code: Type.String(), label: Type.String(), area: Type.String() })),
          401: DetailError,
        },
      },
    },
    async () => ALL_PERMISSIONS.map((code) => ({ code, ...PERMISSION_INFO[code] })),
  );
}
