import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ParsedUrlQuery } from 'querystring';

import type { AppStore, RootState } from './index';

/** A query started in a store (`endpoint.initiate(arg)`): it settles with its outcome. */
export interface StartedQuery extends PromiseLike<{ isSuccess: boolean; error?: unknown }> {
  queryCacheKey: string;
  abort(): void;
}
export type QueryStart = ThunkAction<StartedQuery, RootState, unknown, UnknownAction>;

/** What a page needs from the API before its first HTML is rendered on the server. */
export interface PageData {
  /**
   * The record the page is about (`?id=`). Its 404 or 403 is the page's HTTP status, and that answer
   * goes to the browser so the HTML shows the page's own "does not exist". A record that loads is
   * not handed over: the page's form starts from the browser's own fetch, as on a later visit.
   */
  record?: QueryStart;
  /** The address names no record at all (an edit page without an id): 404 without asking the API. */
  missing?: boolean;
  /** Queries whose answers the page shows (a list's first page): rendered with the HTML. */
  shown?: readonly QueryStart[];
}

/** A page's data for its address; pages declare it as `Page.serverData` (see pages/_app.tsx). */
export type PageDataLoader = (query: ParsedUrlQuery) => PageData;

export interface LoadedPageData {
  status: 200 | 403 | 404;
  /** The cache entries to hand to the browser (`toHydrationState`). */
  handOver: string[];
}

/** How long a page waits for its data; past it the page renders as without, and the browser fetches. */
export const PAGE_DATA_TIMEOUT_MS = 1500;

const REFUSALS = [403, 404] as const;
const refusalOf = (error: unknown) =>
  REFUSALS.find((status) => (error as { status?: unknown } | undefined)?.status === status);

/**
 * Runs a page's queries in the request's store (made with the visitor's token) and waits for them, at
 * most `timeoutMs`: what has not answered by then is aborted and left to the browser, as is any failure
 * other than the record's refusal. The page then renders as it would without that data.
 */
export async function loadPageData(
  store: AppStore,
  data: PageData,
  timeoutMs = PAGE_DATA_TIMEOUT_MS,
): Promise<LoadedPageData> {
  if (data.missing) return { status: 404, handOver: [] };
  const record = data.record && store.dispatch(data.record);
  const shown = (data.shown ?? []).map((start) => store.dispatch(start));
  if (!record && shown.length === 0) return { status: 200, handOver: [] };

  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), timeoutMs);
  });
  const outcome = async (query: StartedQuery) => {
    const settled = await Promise.race([query, timeout]);
    if (!settled) query.abort();
    return settled;
  };
  const [recordOutcome, ...shownOutcomes] = await Promise.all([
    record ? outcome(record) : undefined,
    ...shown.map(outcome),
  ]);
  clearTimeout(timer);

  const handOver = shown
    .filter((_, index) => shownOutcomes[index]?.isSuccess)
    .map((query) => query.queryCacheKey);
  const refusal = recordOutcome && !recordOutcome.isSuccess ? refusalOf(recordOutcome.error) : undefined;
  if (record && refusal) handOver.push(record.queryCacheKey);
  return { status: refusal ?? 200, handOver };
}
