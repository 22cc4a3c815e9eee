import {
  CAMPAIGN_STATUSES,
  CAMPAIGN_TYPES,
  type Campaign,
  type CampaignStatus,
  type CampaignType,
} from '../db/schema';
import { permissionDenied } from '../lib/errors';
import { FieldErrorTree } from '../lib/field-errors';
import { isPlainDate, parseDateTime } from '../lib/time';
import type { CampaignFilters, CampaignListRow, CampaignTotals } from '../repositories/campaigns';
import type { CampaignListQueryInput } from '../schemas/campaigns';
import type { CsvValue } from '../lib/csv';
import { campaignVisibility, type Actor } from './campaigns';

const choiceError = (value: string) => `Select a valid choice. ${value} is not one of the available choices.`;

/** django-filter's BooleanFilter: true/false (any case) or 1/0; empty means no filter. */
function parseBoolean(raw: string | undefined, field: string, errors: FieldErrorTree): boolean | undefined {
  const value = raw?.trim().toLowerCase();
  if (value === undefined || value === '') return undefined;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  errors.add([field], choiceError(raw ?? ''));
  return undefined;
}

function parseChoices<T extends string>(
  raw: string | undefined,
  choices: readonly T[],
  field: string,
  errors: FieldErrorTree,
): T[] | undefined {
  const values = (raw ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (values.length === 0) return undefined;
  for (const value of values) if (!choices.includes(value as T)) errors.add([field], choiceError(value));
  return values.filter((value): value is T => choices.includes(value as T));
}

/**
 * The filters of the campaign list, its exports and the report count, from the query string: `status`
 * and `type` take comma lists; `start_after`/`start_before` take a date (whole days, UTC, both
 * inclusive) or a date-time; `player` (a hash) with `joined` (default true) keeps the campaigns that
 * player joined (or did not). Users with view_own_campaign only see their own campaigns.
 */
export function parseCampaignFilters(query: CampaignListQueryInput, actor: Actor): CampaignFilters {
  const visibility = campaignVisibility(actor);
  if (visibility === null) throw permissionDenied();
  const errors = new FieldErrorTree();
  const filters: CampaignFilters = { orderBy: query.order_by };
  if (visibility === 'own') filters.ownerId = actor.id;
  filters.isTemplate = parseBoolean(query.is_template, 'is_template', errors);
  filters.statuses = parseChoices<CampaignStatus>(query.status, CAMPAIGN_STATUSES, 'status', errors);
  filters.types = parseChoices<CampaignType>(query.type, CAMPAIGN_TYPES, 'type', errors);
  const creator = query.creator?.trim();
  if (creator) {
    if (/^\d{1,10}$/.test(creator) && Number(creator) <= 2147483647) filters.creatorId = Number(creator);
    else errors.add(['creator'], 'Enter a number.');
  }
  if (query.search?.trim()) filters.search = query.search.trim();
  for (const field of ['start_after', 'start_before'] as const) {
    const raw = query[field]?.trim();
    if (!raw) continue;
    const date = parseDateTime(raw);
    if (!date) {
      errors.add([field], 'Enter a valid date/time.');
      continue;
    }
    if (field === 'start_after') filters.startAfter = date;
    else filters.startBefore = new Date(date.getTime() + (isPlainDate(raw) ? 86400_000 : 1));
  }
  filters.joined = parseBoolean(query.joined, 'joined', errors);
  if (query.player?.trim()) filters.playerHash = query.player.trim();
  errors.throwIfAny();
  return filters;
}

/** Readable repetition for the exports ("every 2 weeks, 3 more"). */
export function describeRecurring(recurring: Campaign['recurring']): string {
  if (!recurring) return '';
  if (recurring.kind === 'every')
    return `every ${recurring.every_n} ${recurring.unit}${recurring.every_n === 1 ? '' : 's'}, ${recurring.quantity} more`;
  return `on ${recurring.dates.join(' ')}, ${recurring.quantity} more`;
}

export const CAMPAIGN_EXPORT_HEADER = [
  'id',
  'name',
  'type',
  'status',
  'is_template',
  'start_date',
  'end_date',
  'creator',
  'priority',
  'opt_in',
  'recurring',
  'cost',
  'cost_alarm',
  'created',
];

export function campaignExportRow(row: CampaignListRow): CsvValue[] {
  return [
    row.id,
    row.name,
    row.type,
    row.status,
    row.isTemplate,
    row.startDate,
    row.endDate,
    row.creatorName,
    row.priority,
    row.optIn,
    describeRecurring(row.recurring),
    row.cost.toFixed(2),
    row.costAlarm === null ? null : row.costAlarm.toFixed(2),
    row.created,
  ];
}

export const CAMPAIGN_REPORT_HEADER = [
  ...CAMPAIGN_EXPORT_HEADER,
  'participants',
  'completions',
  'prizes_paid',
];

export function campaignReportRow(row: CampaignListRow, totals: CampaignTotals | undefined): CsvValue[] {
  return [
    ...campaignExportRow(row),
    totals?.participants ?? 0,
    totals?.completions ?? 0,
    (totals?.prizesPaid ?? 0).toFixed(2),
  ];
}
