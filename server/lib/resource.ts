import { Type, type Static, type TObject, type TSchema } from '@fastify/type-provider-typebox';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Permission } from '../../contract/permissions';
import type { Executor } from '../db/client';
import { ERROR_RESPONSES, IdParams } from '../schemas/common';
import { auditActorOf } from '../services/audit';
import { HttpError, isUniqueViolation, notAuthenticated, notFound, validationError } from './errors';
import { orderingFrom } from './ordering';
import { PageQuery, PageSchema, paginate, type PageParams } from './pagination';
import { ajvErrorsToDrf, type AjvLikeError } from './validation';

/** The signed-in user, the request and the transaction a change runs in (its audit entry goes in it too). */
export interface ChangeContext {
  request: FastifyRequest;
  actor: NonNullable<FastifyRequest['user']>;
  tx: Executor;
}

/** One page of a list: the filters the route read from the query, the page and its order. */
export interface ListRequest<Filters> {
  filters: Filters;
  page: PageParams;
  orderBy: SQL[];
}

/**
 * Where a resource's rows live (a repository). A method left out means the route is not offered:
 * no `create`, no POST.
 */
export interface ResourceStore<Row, Create, Update, Filters> {
  count(filters: Filters): Promise<number>;
  list(request: ListRequest<Filters>): Promise<Row[]>;
  find(id: number, tx?: Executor): Promise<Row | undefined>;
  create?(input: Create, context: ChangeContext): Promise<Row>;
  update?(row: Row, input: Update, context: ChangeContext): Promise<Row>;
  remove?(row: Row, context: ChangeContext): Promise<void>;
}

/** Permissions per action; any one of a list suffices. An action without an entry needs a sign-in only. */
export interface ResourcePermissions {
  view?: Permission | readonly Permission[];
  add?: Permission | readonly Permission[];
  change?: Permission | readonly Permission[];
  delete?: Permission | readonly Permission[];
}

/** A request body's schema; with `parse`, a multipart form is read by it first and then held to the schema. */
export interface BodySpec<Body extends TSchema> {
  body: Body;
  parse?: (request: FastifyRequest) => Promise<unknown>;
}

export interface ResourceOptions<
  Row,
  Item extends TSchema,
  CreateBody extends TSchema,
  UpdateBody extends TSchema,
  ListQuery extends TObject,
  Filters,
> {
  /** The list's path, with its trailing slash (`/v1/auth/groups/`); one row is `${path}:id/`. */
  path: string;
  /** Names the resource in the activity log and the OpenAPI document (`access_group`). */
  name: string;
  /** What one row looks like on the wire. */
  item: Item;
  toDto(row: Row, request: FastifyRequest): Static<Item> | Promise<Static<Item>>;
  /** A readable name of the row for the activity log. */
  label(row: Row): string;
  /** The fields the activity log compares (default: the wire view). */
  auditView?(row: Row): Record<string, unknown> | Promise<Record<string, unknown>>;
  permissions: ResourcePermissions;
  /** `order_by` fields (DRF's OrderingFilter) and the default order; an unknown field answers 400. */
  ordering: { fields: Record<string, AnyColumn>; default: string; tieBreaker: AnyColumn };
  /** Extra query parameters of the list and how they become the store's filters. */
  list?: { query: ListQuery; filters(query: Static<ListQuery>): Filters; defaultLimit?: number };
  /** The bodies of POST and PATCH; a resource without them has no such route. */
  create?: BodySpec<CreateBody>;
  update?: BodySpec<UpdateBody>;
  /** The field a unique-constraint refusal is reported on, and its message. */
  unique?: { field: string; message: string };
  store: ResourceStore<Row, Static<CreateBody>, Static<UpdateBody>, Filters>;
}

/**
 * The routes of a plain resource (list, one, create, update, delete) from one description: a TypeBox
 * schema per status, permissions per action, DRF pages with checked ordering, field errors, and an
 * activity-log entry in the transaction of every change.
 */
export function resourceRoutes<
  Row,
  Item extends TSchema,
  CreateBody extends TSchema = TObject,
  UpdateBody extends TSchema = TObject,
  ListQuery extends TObject = TObject,
  Filters = Record<string, never>,
>(app: FastifyInstance, options: ResourceOptions<Row, Item, CreateBody, UpdateBody, ListQuery, Filters>) {
  const { path, name, store } = options;
  const itemPath = `${path}:id/`;
  const tags = [name];

  const guard = (permissions: ResourcePermissions[keyof ResourcePermissions]) =>
    permissions === undefined ? [] : [app.requirePermissions(permissions)];
  // Authentication comes from the folder's hook (routes/api/autohooks.ts); permissions are per route.
  const routeOptions = (permissions: ResourcePermissions[keyof ResourcePermissions]) =>
    ({ preHandler: guard(permissions) }) satisfies RouteShorthandOptions;

  const actorOf = (request: FastifyRequest) => {
    if (!request.user) throw notAuthenticated();
    return request.user;
  };
  const auditView = (row: Row, request: FastifyRequest) =>
    options.auditView ? options.auditView(row) : (options.toDto(row, request) as Record<string, unknown>);
  const findOr404 = async (id: number, tx?: Executor) => {
    const row = await store.find(id, tx);
    if (row === undefined) throw notFound();
    return row;
  };

  /**
   * The body, held to the schema whatever its type: a multipart form read by the resource's parser, or a
   * JSON value (null, an array or `{"name": 123}` included) when a route with a parser is sent JSON.
   */
  async function bodyOf(request: FastifyRequest, spec: BodySpec<TSchema>) {
    if (!spec.parse) return request.body;
    const data = request.isMultipart() ? await spec.parse(request) : request.body;
    const validate = request.compileValidationSchema(spec.body, 'body');
    if (!validate(data))
      throw new HttpError(400, ajvErrorsToDrf((validate.errors ?? []) as AjvLikeError[], data));
    return data;
  }

  /** Runs a change in one transaction with its log entry; a unique-constraint refusal becomes a field error. */
  async function change<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    try {
      return await app.db.transaction(work);
    } catch (error) {
      if (options.unique && isUniqueViolation(error))
        throw validationError({ [options.unique.field]: [options.unique.message] });
      throw error;
    }
  }

  const listQuery = options.list?.query ?? Type.Object({});
  app.get(
    path,
    {
      ...routeOptions(options.permissions.view),
      schema: {
        tags,
        querystring: Type.Object({
          ...PageQuery.properties,
          order_by: Type.Optional(Type.String({ maxLength: 200 })),
          ...listQuery.properties,
        }),
        response: { 200: PageSchema(options.item), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const query = request.query as Static<ListQuery> & { order_by?: string };
      const filters = options.list ? options.list.filters(query) : ({} as Filters);
      const orderBy = orderingFrom(
        query.order_by,
        options.ordering.fields,
        options.ordering.default,
        options.ordering.tieBreaker,
      );
      return paginate(
        request,
        () => store.count(filters),
        async (page) => {
          const rows = await store.list({ filters, page, orderBy });
          return Promise.all(rows.map((row) => options.toDto(row, request)));
        },
        { defaultLimit: options.list?.defaultLimit },
      );
    },
  );

  app.get(
    itemPath,
    {
      ...routeOptions(options.permissions.view),
      schema: { tags, params: IdParams, response: { 200: options.item, ...ERROR_RESPONSES } },
    },
    async (request) =>
      options.toDto(await findOr404((request.params as Static<typeof IdParams>).id), request),
  );

  const { create, update, remove } = store;
  const createSpec = options.create;
  if (create && createSpec) {
    app.post(
      path,
      {
        ...routeOptions(options.permissions.add),
        schema: {
          tags,
          ...(createSpec.parse ? {} : { body: createSpec.body }),
          response: { 201: options.item, ...ERROR_RESPONSES },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const input = (await bodyOf(request, createSpec)) as Static<CreateBody>;
        const row = await change(async (tx) => {
          const created = await create(input, { request, actor, tx });
          await app.audit.record(tx, {
            ...auditActorOf(request),
            action: 'create',
            resource: name,
            resourceId: (created as { id?: number }).id,
            label: options.label(created),
            after: await auditView(created, request),
          });
          return created;
        });
        return reply.code(201).send(await options.toDto(row, request));
      },
    );
  }

  const updateSpec = options.update;
  if (update && updateSpec) {
    app.patch(
      itemPath,
      {
        ...routeOptions(options.permissions.change),
        schema: {
          tags,
          params: IdParams,
          ...(updateSpec.parse ? {} : { body: updateSpec.body }),
          response: { 200: options.item, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const { id } = request.params as Static<typeof IdParams>;
        const input = (await bodyOf(request, updateSpec)) as Static<UpdateBody>;
        const row = await change(async (tx) => {
          const before = await findOr404(id, tx);
          const beforeView = await auditView(before, request);
          const updated = await update(before, input, { request, actor, tx });
          await app.audit.record(tx, {
            ...auditActorOf(request),
            action: 'update',
            resource: name,
            resourceId: id,
            label: options.label(updated),
            before: beforeView,
            after: await auditView(updated, request),
          });
          return updated;
        });
        return options.toDto(row, request);
      },
    );
  }

  if (remove) {
    app.delete(
      itemPath,
      {
        ...routeOptions(options.permissions.delete),
        schema: { tags, params: IdParams, response: { 204: Type.Null(), ...ERROR_RESPONSES } },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const { id } = request.params as Static<typeof IdParams>;
        await change(async (tx) => {
          const row = await findOr404(id, tx);
          const beforeView = await auditView(row, request);
          await remove(row, { request, actor, tx });
          await app.audit.record(tx, {
            ...auditActorOf(request),
            action: 'delete',
            resource: name,
            resourceId: id,
            label: options.label(row),
            before: beforeView,
          });
        });
        return reply.code(204).send(null);
      },
    );
  }
}
