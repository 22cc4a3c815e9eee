import type { TypedUseMutationResult, TypedUseQueryHookResult } from '@reduxjs/toolkit/query/react';

import type { Page } from '@/types/api';
import { toFormData, type FormValues } from '@/utils/formData';
import { baseApi, type ApiError, type ApiRequest } from './baseApi';
import type { QueryStart } from './pageData';

/** What a resource's create and update send: the body, and for uploads a progress callback. */
export interface ResourceWrite<Body> {
  data: Body;
  onUploadProgress?: (percent: number) => void;
}

interface ResourceCall {
  path: string;
  multipart?: boolean;
  /** Other paths whose lists show the same rows (templates listed through their documents' path). */
  alsoInvalidates?: readonly string[];
}

type Params = Record<string, unknown>;

/** `POST <path><id>/<action>/` with an optional body: a state change of one row (retry, release …). */
export interface ResourceActionCall {
  id: number;
  action: string;
  data?: unknown;
}
type ResourceItem = { id: number };

const TAG = 'Resource';
const listTag = (path: string) => ({ type: TAG, id: `${path}LIST` }) as const;
const itemTag = (path: string, id: number) => ({ type: TAG, id: `${path}${id}` }) as const;
/** A change at `path` also refreshes the lists (and that row) of the paths that show the same rows. */
const relatedTags = ({ alsoInvalidates = [] }: ResourceCall, id?: number) =>
  alsoInvalidates.flatMap((path) =>
    id === undefined ? [listTag(path)] : [listTag(path), itemTag(path, id)],
  );

const writeRequest = (
  url: string,
  method: 'post' | 'patch',
  { multipart, data, onUploadProgress }: ResourceCall & ResourceWrite<unknown>,
): ApiRequest => ({
  url,
  method,
  data: multipart ? toFormData(data as FormValues) : data,
  onUploadProgress,
  // Forms put the server's field errors on their fields; the notice would only repeat them.
  silent: true,
});

/**
 * One set of endpoints serves every plain resource (spec §7's list/one/create/update/delete shape); the
 * path is part of each cache key and tag, so resources never share entries.
 */
const resourceEndpoints = baseApi.enhanceEndpoints({ addTagTypes: [TAG] }).injectEndpoints({
  endpoints: (build) => ({
    resourceList: build.query<Page<ResourceItem>, ResourceCall & { params: Params }>({
      query: ({ path, params }) => ({ url: path, params }),
      providesTags: (page, _error, { path }) => [
        listTag(path),
        ...(page?.results ?? []).map((item) => itemTag(path, item.id)),
      ],
    }),
    resourceGet: build.query<ResourceItem, ResourceCall & { id: number }>({
      query: ({ path, id }) => ({ url: `${path}${id}/` }),
      providesTags: (_item, _error, { path, id }) => [itemTag(path, id)],
    }),
    resourceCreate: build.mutation<ResourceItem, ResourceCall & ResourceWrite<unknown>>({
      query: (call) => writeRequest(call.path, 'post', call),
      invalidatesTags: (_item, _error, call) => [listTag(call.path), ...relatedTags(call)],
    }),
    resourceUpdate: build.mutation<ResourceItem, ResourceCall & ResourceWrite<unknown> & { id: number }>({
      query: (call) => writeRequest(`${call.path}${call.id}/`, 'patch', call),
      invalidatesTags: (_item, _error, call) => [
        itemTag(call.path, call.id),
        listTag(call.path),
        ...relatedTags(call, call.id),
      ],
    }),
    resourceAction: build.mutation<ResourceItem, ResourceCall & ResourceActionCall>({
      query: ({ path, id, action, data }) => ({
        url: `${path}${id}/${action}/`,
        method: 'post',
        data: data ?? {},
        silent: true,
      }),
      invalidatesTags: (_item, _error, call) => [
        itemTag(call.path, call.id),
        listTag(call.path),
        ...relatedTags(call, call.id),
      ],
    }),
    resourceDelete: build.mutation<void, ResourceCall & { id: number; params?: Params }>({
      query: ({ path, id, params }) => ({ url: `${path}${id}/`, method: 'delete', params }),
      invalidatesTags: (_result, _error, call) => [
        itemTag(call.path, call.id),
        listTag(call.path),
        ...relatedTags(call, call.id),
      ],
    }),
  }),
});

/** A mutation's trigger as the screens use it: call, then `unwrap()` for the answer or the error. */
export type ResourceTrigger<Arg, Result> = (arg: Arg) => { unwrap(): Promise<Result>; abort(): void };

type QueryResult<Data, Arg> = Omit<
  TypedUseQueryHookResult<Data, Arg, typeof resourceEndpoints.endpoints.resourceGet.Types.BaseQuery>,
  'error'
> & { error?: ApiError | { status?: undefined; data?: unknown } };
type MutationState<Result> = Pick<
  TypedUseMutationResult<Result, unknown, typeof resourceEndpoints.endpoints.resourceGet.Types.BaseQuery>,
  'isLoading' | 'isError' | 'isSuccess' | 'reset'
>;

export interface ResourceApi<Item extends ResourceItem, Create, Update, ListArgs, ListExtra = unknown> {
  path: string;
  /** `pollingInterval` (ms, 0 for none) asks again while a list's rows are still changing. */
  useListQuery(
    args: ListArgs,
    options?: { skip?: boolean; pollingInterval?: number },
  ): QueryResult<Page<Item> & ListExtra, ListArgs>;
  useGetQuery(id: number, options?: { skip?: boolean }): QueryResult<Item, number>;
  useCreateMutation(): readonly [ResourceTrigger<ResourceWrite<Create>, Item>, MutationState<Item>];
  useUpdateMutation(): readonly [
    ResourceTrigger<ResourceWrite<Update> & { id: number }, Item>,
    MutationState<Item>,
  ];
  /** A row's action (`POST …/{id}/<action>/`); the row and the lists refresh after it. */
  useActionMutation(): readonly [ResourceTrigger<ResourceActionCall, Item>, MutationState<Item>];
  /** DELETE may carry query parameters (spec §7). */
  useDeleteMutation(): readonly [ResourceTrigger<{ id: number; params?: Params }, void>, MutationState<void>];
  /** The list's query as `useListQuery(args)` asks it, for the Next.js server (`listPageData`). */
  initiateList(args: ListArgs): QueryStart;
  /** One item's query as `useGetQuery(id)` asks it, for the Next.js server (`recordPageData`). */
  initiateGet(id: number): QueryStart;
}

/**
 * A plain resource's API (list, one, create, update, delete) on the one RTK Query API and API
 * client: `createResourceApi<AccessGroup, AccessGroupInput>({ path: 'v1/auth/groups/' })`.
 * `multipart` sends create and update bodies as form data (spec §7: nulls skipped, arrays as `key[]`).
 */
export function createResourceApi<
  Item extends ResourceItem,
  Create,
  Update = Partial<Create>,
  ListArgs extends object = Params,
  /** What a list page carries besides its rows (the activity log's filter choices). */
  ListExtra = unknown,
>(config: {
  path: string;
  multipart?: boolean;
  defaultParams?: Params;
  alsoInvalidates?: readonly string[];
}): ResourceApi<Item, Create, Update, ListArgs, ListExtra> {
  const call = { path: config.path, multipart: config.multipart, alsoInvalidates: config.alsoInvalidates };
  // The page's own parameters come first in the address and win over the defaults.
  const listArg = (args: ListArgs) => ({
    ...call,
    params: { ...(args as Params), ...config.defaultParams, ...(args as Params) },
  });
  const {
    endpoints: { resourceList, resourceGet },
    useResourceListQuery,
    useResourceGetQuery,
    useResourceCreateMutation,
    useResourceUpdateMutation,
    useResourceDeleteMutation,
    useResourceActionMutation,
  } = resourceEndpoints;
  return {
    path: config.path,
    useListQuery: (args, options) =>
      useResourceListQuery(listArg(args), options) as unknown as QueryResult<
        Page<Item> & ListExtra,
        ListArgs
      >,
    useGetQuery: (id, options) =>
      useResourceGetQuery({ ...call, id }, options) as unknown as QueryResult<Item, number>,
    useCreateMutation: () => {
      const [trigger, state] = useResourceCreateMutation();
      return [
        (write) => trigger({ ...call, ...write }) as unknown as ReturnType<ResourceTrigger<unknown, Item>>,
        state,
      ] as const;
    },
    useUpdateMutation: () => {
      const [trigger, state] = useResourceUpdateMutation();
      return [
        (write) => trigger({ ...call, ...write }) as unknown as ReturnType<ResourceTrigger<unknown, Item>>,
        state,
      ] as const;
    },
    useActionMutation: () => {
      const [trigger, state] = useResourceActionMutation();
      return [
        (call) =>
          trigger({ ...call, path: config.path }) as unknown as ReturnType<ResourceTrigger<unknown, Item>>,
        state,
      ] as const;
    },
    useDeleteMutation: () => {
      const [trigger, state] = useResourceDeleteMutation();
      return [({ id, params }) => trigger({ ...call, id, params }), state] as const;
    },
    initiateList: (args) => resourceList.initiate(listArg(args)),
    initiateGet: (id) => resourceGet.initiate({ ...call, id }),
  };
}
