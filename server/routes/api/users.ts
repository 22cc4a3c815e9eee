import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS } from '../../../contract/permissions';
import { USER_STATUSES, type User, type UserStatus } from '../../db/schema';
import { notAuthenticated, notFound, permissionDenied, validationError } from '../../lib/errors';
import { PageSchema, paginate } from '../../lib/pagination';
import { ERROR_RESPONSES } from '../../schemas/common';
import {
  IdParams,
  toUserDto,
  UserCreateSchema,
  UserListQuery,
  UserPatchSchema,
  UserSchema,
} from '../../schemas/users';

/** Fields of PATCH that need change_user (status needs change_active_status). */
const CHANGE_USER_FIELDS = ['first_name', 'last_name', 'phone_number', 'markets', 'groups', 'mfa_required'];

export default async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  async function dto(user: User) {
    const groups = await app.repos.users.groupIdsOf([user.id]);
    return toUserDto(user, groups.get(user.id) ?? []);
  }

  app.post(
    '/v1/auth/users/',
    {
      preHandler: app.requirePermissions(PERMISSIONS.addUser),
      schema: {
        body: UserCreateSchema,
        response: { 201: UserSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const actor = request.user;
      if (!actor) throw notAuthenticated();
      const body = request.body;
      const user = await app.accounts.createUser(
        {
          email: body.email,
          firstName: body.first_name,
          lastName: body.last_name,
          phoneNumber: body.phone_number,
          markets: body.markets,
          groups: body.groups,
          mfaRequired: body.mfa_required,
        },
        { ...actor, ip: request.ip },
      );
      return reply.code(201).send(await dto(user));
    },
  );

  app.get(
    '/v1/auth/users/',
    {
      preHandler: app.requirePermissions(PERMISSIONS.viewUser),
      schema: {
        querystring: UserListQuery,
        response: { 200: PageSchema(UserSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { search, status, order_by: orderBy } = request.query;
      if (status !== undefined && status !== '' && !USER_STATUSES.includes(status as UserStatus)) {
        throw validationError({
          status: [`Select a valid choice. ${status} is not one of the available choices.`],
        });
      }
      const filters = { search, status: status ? (status as UserStatus) : undefined, orderBy };
      return paginate(
        request,
        () => app.repos.users.countFiltered(filters),
        async (page) => {
          const rows = await app.repos.users.list(filters, page);
          const groups = await app.repos.users.groupIdsOf(rows.map((row) => row.id));
          return rows.map((row) => toUserDto(row, groups.get(row.id) ?? []));
        },
      );
    },
  );

  app.get(
    '/v1/auth/users/:id/',
    {
      preHandler: app.requirePermissions(PERMISSIONS.viewUser),
      schema: {
        params: IdParams,
        response: { 200: UserSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const user = await app.repos.users.findById(request.params.id);
      if (!user) throw notFound();
      return dto(user);
    },
  );

  app.patch(
    '/v1/auth/users/:id/',
    {
      preHandler: [app.requirePermissions([PERMISSIONS.changeUser, PERMISSIONS.changeActiveStatus])],
      schema: {
        params: IdParams,
        body: UserPatchSchema,
        response: {
          200: UserSchema,
          ...ERROR_RESPONSES,
        },
      },
    },
    async (request) => {
      const actor = request.user;
      if (!actor) throw notAuthenticated();
      const body = request.body;
      // Each field needs its own permission: a body with no field at all needs change_user.
      const needsChangeUser = CHANGE_USER_FIELDS.some((field) => field in body) || body.status === undefined;
      if (!actor.isSuperuser) {
        if (needsChangeUser && !actor.hasPermission(PERMISSIONS.changeUser)) throw permissionDenied();
        if (body.status !== undefined && !actor.hasPermission(PERMISSIONS.changeActiveStatus))
          throw permissionDenied();
      }
      const user = await app.accounts.updateUser(
        request.params.id,
        {
          firstName: body.first_name,
          lastName: body.last_name,
          phoneNumber: body.phone_number,
          markets: body.markets,
          mfaRequired: body.mfa_required,
          status: body.status,
          groups: body.groups,
        },
        { ...actor, ip: request.ip },
      );
      if (!user) throw notFound();
      return dto(user);
    },
  );
}
