import type { FormikErrors, FormikHelpers } from 'formik';

import { unreachableMessage, type FormStatus } from '@/components/forms/serverErrors';
import { PLAYER_ATTRIBUTE_FILTERS, type PlayerAttributePath } from '@/utils/playerAttributes';
import type { ApiError } from '@/store/baseApi';
import { messageFromBody } from '@/utils/errors';
import { formatFileSize } from '@/utils/format';

/** A player-selection filter this screen can offer: its label, the attribute list of its values and how they read. */
interface FilterDefinition {
  label: string;
  /** `GET v1/player/{valuesPath}/` answers the values (spec §7). */
  valuesPath: string;
  /** A value as staff read it: the same words the players list shows (`self_excluded` → "Self excluded"). */
  readable: (value: string) => string;
}

/** A player attribute's filter, its values read as the players list reads them. */
function filterOf(label: string, valuesPath: PlayerAttributePath): FilterDefinition {
  const attribute = PLAYER_ATTRIBUTE_FILTERS.find((candidate) => candidate.path === valuesPath)!;
  return { label, valuesPath, readable: attribute.readable };
}

/** Keyed as the casino's `availablePlayerSelectionFilters` spell them. */
const PLAYER_FILTERS: Record<string, FilterDefinition> = {
  markets: filterOf('Markets', 'markets'),
  currencies: filterOf('Currencies', 'currencies'),
  vip_levels: filterOf('VIP levels', 'vip-level'),
  customer_states: filterOf('Customer states', 'customer-states'),
  segments: filterOf('Segments', 'segments'),
  affiliates: filterOf('Affiliates', 'affiliates'),
};

/**
 * Spec §5: the casino's filters restrict what is offered. A filter this screen has no value list for
 * is not offered (its saved values are kept as they are).
 */
export const offeredFilters = (casinoFilters: readonly string[]) =>
  casinoFilters.filter((key) => key in PLAYER_FILTERS).map((key) => ({ key, ...PLAYER_FILTERS[key] }));

/** Spec §9 "Target group fetch: page 1, size 25": the manual lists show 25 at a time too. */
export const MANUAL_LIST_PAGE_SIZE = 25;

/** Ids a notice names before it says how many more there are. */
const NOTICE_IDS_SHOWN = 50;

function idList(ids: readonly number[], total = ids.length): string {
  const shown = ids.slice(0, NOTICE_IDS_SHOWN).join(', ');
  const more = total - Math.min(ids.length, NOTICE_IDS_SHOWN);
  return more > 0 ? `${shown} and ${formatCount(more)} more` : shown;
}

export const PLAYER_MESSAGES = {
  filtersSaved: 'The player filters have been saved.',
  noFile: 'Choose a CSV file of player hashes to upload.',
  tooLarge: (bytes: number) =>
    `The file is larger than 10 MB (${formatFileSize(bytes)}). Split it and upload the parts one by one.`,
  excludedByFile:
    'Blocked and self-excluded players in the file were not added: responsible gambling keeps them out of every campaign.',
  /** Spec §5 import notices. */
  notRemoved: (ids: readonly number[], total?: number) =>
    `Players with ids ${idList(ids, total)} were not removed because they were already manually added.`,
  notAdded: (ids: readonly number[], total?: number) =>
    `Players with ids ${idList(ids, total)} were not added because they were already manually removed.`,
} as const;

const counts = new Intl.NumberFormat('en-GB');
/** 50000 → "50,000". */
export const formatCount = (n: number) => counts.format(n);

/** A failed call's message, to show beside what failed (the calls here are silent). */
export function failureMessage(error: unknown): string {
  const { status, data } = (error ?? {}) as ApiError;
  if (status === undefined) return unreachableMessage();
  return messageFromBody(data, `The server could not do this (error ${status}). Try again later.`);
}

/**
 * Form helpers that, when a failed call's answer had nothing to put on a field or above the form (a
 * proxy's error page, say), put the failure's message above the form: a failed save never goes unsaid.
 */
export function withFailureFallback<T>(
  error: unknown,
  helpers: Pick<FormikHelpers<T>, 'setErrors' | 'setStatus'>,
): Pick<FormikHelpers<T>, 'setErrors' | 'setStatus'> {
  let placed = false;
  return {
    setErrors: (errors: FormikErrors<T>) => {
      placed = Object.keys(errors).length > 0;
      helpers.setErrors(errors);
    },
    setStatus: (status?: FormStatus) =>
      helpers.setStatus({
        formError: status?.formError ?? (placed ? undefined : failureMessage(error)),
      } satisfies FormStatus),
  };
}
