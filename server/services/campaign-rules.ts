import type { Campaign, CampaignStatus, CampaignType, Casino, Recurring } from '../db/schema';
import type { ErrorPath, FieldErrorTree } from '../lib/field-errors';
import { sanitizeTerms } from '../lib/html';
import { parseDateTime } from '../lib/time';
import type { CampaignUpdate } from '../repositories/campaigns';
import type { CampaignCreateInput, RecurringBody } from '../schemas/campaigns';

/**
 * The campaign rules that a JSON schema cannot say, as pure functions: parsing a body into column
 * values, the draft rules (checked on every save) and the publish rules (checked when a draft is
 * published). Errors are collected DRF-style with their paths (`mission.tasks[1].amount`).
 */

export const STATUS_NAMES: Record<CampaignStatus, string> = {
  DR: 'Draft',
  SC: 'Scheduled',
  AC: 'Active',
  CA: 'Cancelled',
  FI: 'Finished',
};

export const RULE_MESSAGES = {
  required: 'This field is required.',
  blank: 'This field may not be blank.',
  dateTime:
    'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].',
  endBeforeStart: 'The end date must be after the start date.',
  endInPast: 'The end date must be in the future.',
  repeatCountRequired: 'This field is required when the mission is repeatable.',
  noTasks: 'A mission needs at least one task.',
  noPrizes: 'A task needs at least one prize.',
  noGames: 'Select at least one game.',
  amountOrRanges: 'Enter an amount or deposit ranges.',
  amountAndRanges: 'Enter either an amount or deposit ranges, not both.',
  rangeMax: 'Ensure max is greater than min.',
  maxAmount: 'Ensure this value is greater than or equal to the amount.',
  recurringDateBeforeStart: 'Each recurring date must be after the start date.',
  templateStatus: 'The status of a template cannot be changed.',
} as const;

export const transitionMessage = (from: CampaignStatus, to: CampaignStatus): string =>
  `Cannot change a campaign from ${STATUS_NAMES[from]} to ${STATUS_NAMES[to]}.`;

/** The body fields that change a campaign (anything else sent back from a detail is ignored). */
export const EDIT_FIELDS = [
  'name',
  'is_template',
  'start_date',
  'end_date',
  'recurring',
  'hide_overlay',
  'show_overlay_after_end',
  'priority',
  'opt_in',
  'control_group',
  'titles',
  'terms',
  'desktop_background_image',
  'mobile_background_image',
  'campaign_image',
  'cost_alarm',
  'hold_payouts',
] as const;

function parseDate(value: string | null | undefined, path: ErrorPath, errors: FieldErrorTree): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = parseDateTime(value);
  if (!date) errors.add(path, RULE_MESSAGES.dateTime);
  return date;
}

/** A recurring body as stored; null for none. */
export function parseRecurring(
  input: RecurringBody | null | undefined,
  errors: FieldErrorTree,
  path: ErrorPath = ['recurring'],
): Recurring | null {
  if (input === null || input === undefined) return null;
  if (input.kind === 'every') {
    if (input.every_n === null || input.every_n === undefined)
      errors.add([...path, 'every_n'], RULE_MESSAGES.required);
    if (!input.unit) errors.add([...path, 'unit'], RULE_MESSAGES.required);
    if (input.quantity === null || input.quantity === undefined)
      errors.add([...path, 'quantity'], RULE_MESSAGES.required);
    if (!input.every_n || !input.unit || !input.quantity) return null;
    return { kind: 'every', every_n: input.every_n, unit: input.unit, quantity: input.quantity };
  }
  const raw = input.dates ?? [];
  if (raw.length === 0) {
    errors.add([...path, 'dates'], 'This list may not be empty.');
    return null;
  }
  const dates: Date[] = [];
  raw.forEach((text, index) => {
    const date = parseDateTime(text);
    if (date) dates.push(date);
    else errors.add([...path, 'dates', String(index)], RULE_MESSAGES.dateTime);
  });
  const unique = [...new Set(dates.map((date) => date.getTime()))].sort((a, b) => a - b);
  const quantity = input.quantity ?? unique.length;
  if (quantity > unique.length)
    errors.add([...path, 'quantity'], `Ensure this value is less than or equal to ${unique.length}.`);
  return {
    kind: 'dates',
    dates: unique.map((time) => new Date(time).toISOString()),
    quantity: Math.min(quantity, unique.length),
  };
}

type CampaignBody = Partial<CampaignCreateInput>;

/**
 * The column values of the fields present in `body` (create: all of them), checked against the casino:
 * the type among those it offers now (`offered`), titles and terms in its languages (terms sanitised).
 */
export function parseCampaignFields(
  body: CampaignBody,
  casino: Casino,
  offered: readonly CampaignType[],
  errors: FieldErrorTree,
): CampaignUpdate {
  const values: CampaignUpdate = {};
  if (body.name !== undefined) {
    const name = body.name.trim();
    if (name === '') errors.add(['name'], RULE_MESSAGES.blank);
    values.name = name;
  }
  if (body.type !== undefined) {
    if (!offered.includes(body.type)) errors.add(['type'], `"${body.type}" is not a valid choice.`);
    values.type = body.type;
  }
  if (body.is_template !== undefined) values.isTemplate = body.is_template;
  if (body.start_date !== undefined) values.startDate = parseDate(body.start_date, ['start_date'], errors);
  if (body.end_date !== undefined) values.endDate = parseDate(body.end_date, ['end_date'], errors);
  if (body.recurring !== undefined) values.recurring = parseRecurring(body.recurring, errors);
  if (body.hide_overlay !== undefined) values.hideOverlay = body.hide_overlay;
  if (body.show_overlay_after_end !== undefined) values.showOverlayAfterEnd = body.show_overlay_after_end;
  if (body.priority !== undefined) values.priority = body.priority;
  if (body.opt_in !== undefined) values.optIn = body.opt_in;
  if (body.control_group !== undefined) values.controlGroup = body.control_group;
  const languages = new Set(casino.languages.map((language) => language.code));
  const texts = (field: 'titles' | 'terms', map: Record<string, string>, clean: (text: string) => string) => {
    const result: Record<string, string> = {};
    for (const [code, text] of Object.entries(map)) {
      if (!languages.has(code)) {
        errors.add([field, code], `"${code}" is not one of the casino's languages.`);
        continue;
      }
      const cleaned = clean(text);
      if (cleaned !== '') result[code] = cleaned;
    }
    return result;
  };
  if (body.titles !== undefined) values.titles = texts('titles', body.titles, (text) => text.trim());
  if (body.terms !== undefined)
    values.terms = texts('terms', body.terms, (html) => sanitizeTerms(html).trim());
  if (body.desktop_background_image !== undefined)
    values.desktopBackgroundImage = body.desktop_background_image || null;
  if (body.mobile_background_image !== undefined)
    values.mobileBackgroundImage = body.mobile_background_image || null;
  if (body.campaign_image !== undefined) values.campaignImage = body.campaign_image || null;
  if (body.cost_alarm !== undefined) values.costAlarm = body.cost_alarm;
  if (body.hold_payouts !== undefined) values.holdPayouts = body.hold_payouts;
  return values;
}

/** Draft rules on a campaign's (merged) state: the end after the start, recurring dates after the start. */
export function checkCampaignDraft(
  state: Pick<Campaign, 'startDate' | 'endDate' | 'recurring'>,
  errors: FieldErrorTree,
): void {
  const { startDate, endDate, recurring } = state;
  if (startDate && endDate && endDate.getTime() <= startDate.getTime())
    errors.add(['end_date'], RULE_MESSAGES.endBeforeStart);
  if (
    startDate &&
    recurring?.kind === 'dates' &&
    recurring.dates.some((d) => Date.parse(d) <= startDate.getTime())
  )
    errors.add(['recurring', 'dates'], RULE_MESSAGES.recurringDateBeforeStart);
}

/**
 * The publish rules every campaign shares: start and end, the end after the start and still to come, a
 * title in English. Each type's module adds its own (`CampaignTypeModule.checkPublish`).
 */
export function checkPublish(campaign: Campaign, now: Date, errors: FieldErrorTree): void {
  if (!campaign.startDate) errors.add(['start_date'], RULE_MESSAGES.required);
  if (!campaign.endDate) errors.add(['end_date'], RULE_MESSAGES.required);
  if (campaign.startDate && campaign.endDate) {
    if (campaign.endDate.getTime() <= campaign.startDate.getTime())
      errors.add(['end_date'], RULE_MESSAGES.endBeforeStart);
    else if (campaign.endDate.getTime() <= now.getTime()) errors.add(['end_date'], RULE_MESSAGES.endInPast);
  }
  if (!campaign.titles.en?.trim()) errors.add(['titles', 'en'], RULE_MESSAGES.required);
}
