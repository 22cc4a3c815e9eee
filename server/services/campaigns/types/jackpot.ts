import type { Executor } from '../../../db/client';
import type { BoostInterval, Campaign, Jackpot } from '../../../db/schema';
import { FieldErrorTree, type ErrorPath } from '../../../lib/field-errors';
import type { JackpotFields } from '../../../repositories/jackpots';
import { MONEY_PLACES_MESSAGE, moneyText } from '../../../schemas/common';
import {
  toJackpotDto,
  type BoostIntervalBody,
  type JackpotDto,
  type JackpotInputBody,
} from '../../../schemas/jackpots';
import { RULE_MESSAGES } from '../../campaign-rules';
import type { CampaignTypeModule, TypeModuleDeps } from './module';

export const JACKPOT_MESSAGES = {
  englishTitle: 'Enter the jackpot title in English.',
  title: 'Enter the jackpot title.',
  unknownLanguage: (code: string) => `"${code}" is not one of the casino's languages.`,
  maxBelowAverage: 'The max payout must be at least the average payout.',
  startAboveMax: 'The start-on value cannot be more than the max payout.',
  noIntervals: 'Add at least one boost interval.',
  monthDays: 'Choose at least one day of the month.',
  weekDays: 'Choose at least one day of the week.',
  weekDayRange: 'Days of the week are 1 (Monday) to 7 (Sunday).',
  bothTimes: 'Enter both times, or neither for the whole day.',
  timeOrder: 'The end time must be after the start time.',
  timespanOrder: 'The end must be after the start.',
  notJackpotType: 'This campaign type has no jackpot.',
  jackpotExists: 'This campaign already has a jackpot.',
  notCancellable: 'Only a scheduled or active jackpot can be cancelled.',
} as const;

/** Spec §3: "Creation adds languageForTitle, defaulting to EN". */
export const DEFAULT_TITLE_LANGUAGE = 'en';

const FIELD = 'jackpot';

/** An interval as stored: only its kind's fields, the others empty. */
function normalizeInterval(body: BoostIntervalBody, errors: FieldErrorTree, path: ErrorPath): BoostInterval {
  const empty: BoostInterval = {
    kind: body.kind,
    days: [],
    fromTime: null,
    toTime: null,
    start: null,
    end: null,
  };
  if (body.kind === 'timespan') {
    const start = body.start ?? null;
    const end = body.end ?? null;
    if (!start) errors.add([...path, 'start'], RULE_MESSAGES.required);
    if (!end) errors.add([...path, 'end'], RULE_MESSAGES.required);
    const startMs = start ? Date.parse(start) : NaN;
    const endMs = end ? Date.parse(end) : NaN;
    if (start && Number.isNaN(startMs)) errors.add([...path, 'start'], RULE_MESSAGES.dateTime);
    if (end && Number.isNaN(endMs)) errors.add([...path, 'end'], RULE_MESSAGES.dateTime);
    if (!Number.isNaN(startMs) && !Number.isNaN(endMs) && endMs <= startMs)
      errors.add([...path, 'end'], JACKPOT_MESSAGES.timespanOrder);
    return {
      ...empty,
      start: Number.isNaN(startMs) ? null : new Date(startMs).toISOString(),
      end: Number.isNaN(endMs) ? null : new Date(endMs).toISOString(),
    };
  }
  const days = [...new Set(body.days ?? [])].sort((a, b) => a - b);
  if (days.length === 0)
    errors.add(
      [...path, 'days'],
      body.kind === 'month' ? JACKPOT_MESSAGES.monthDays : JACKPOT_MESSAGES.weekDays,
    );
  if (body.kind === 'week' && days.some((day) => day > 7))
    errors.add([...path, 'days'], JACKPOT_MESSAGES.weekDayRange);
  const fromTime = body.from_time ?? null;
  const toTime = body.to_time ?? null;
  if ((fromTime === null) !== (toTime === null)) errors.add([...path, 'to_time'], JACKPOT_MESSAGES.bothTimes);
  else if (fromTime !== null && toTime !== null && toTime <= fromTime)
    errors.add([...path, 'to_time'], JACKPOT_MESSAGES.timeOrder);
  return { ...empty, days, fromTime, toTime };
}

/**
 * Spec §3 Jackpot, the settings of the jackpot type: contribution level, type, title (one, or per
 * language with `enableLocalizedJackpotTitle`), start-on value, boost, notification, payouts. The pot is
 * the start-on value plus the contributions (`jackpot_contributions`).
 */
export function createJackpotModule({ repos }: TypeModuleDeps) {
  async function dto(jackpot: Jackpot, tx: Executor): Promise<JackpotDto> {
    const totals = await repos.jackpots.totals([jackpot.id], tx);
    return toJackpotDto(jackpot, totals.get(jackpot.id)!);
  }

  /** The body as stored, after the draft rules (errors under `path`). */
  async function normalize(
    input: JackpotInputBody,
    errors: FieldErrorTree,
    current: Jackpot | null,
    path: ErrorPath,
    tx: Executor,
  ): Promise<JackpotFields> {
    const casino = await repos.casino.get(tx);
    const languages = new Set((casino?.languages ?? []).map((language) => language.code));
    if (input.language_for_title !== undefined && !languages.has(input.language_for_title))
      errors.add([...path, 'language_for_title'], JACKPOT_MESSAGES.unknownLanguage(input.language_for_title));
    for (const code of Object.keys(input.titles ?? {}))
      if (!languages.has(code)) errors.add([...path, 'titles'], JACKPOT_MESSAGES.unknownLanguage(code));
    for (const key of ['start_on_value', 'average_payout', 'max_payout'] as const) {
      const value = input[key];
      if (typeof value === 'number' && moneyText(value) === null)
        errors.add([...path, key], MONEY_PLACES_MESSAGE);
    }
    const pick = <K extends keyof JackpotInputBody>(key: K, stored: JackpotInputBody[K] | undefined) =>
      input[key] !== undefined ? input[key] : stored;
    const average = pick('average_payout', current?.averagePayout);
    const max = pick('max_payout', current?.maxPayout);
    const start = pick('start_on_value', current?.startOnValue);
    if (typeof max === 'number' && typeof average === 'number' && max < average)
      errors.add([...path, 'max_payout'], JACKPOT_MESSAGES.maxBelowAverage);
    if (typeof max === 'number' && typeof start === 'number' && start > max)
      errors.add([...path, 'start_on_value'], JACKPOT_MESSAGES.startAboveMax);
    const intervals = input.boost_intervals?.map((interval, index) =>
      normalizeInterval(interval, errors, [...path, 'boost_intervals', index]),
    );
    if (intervals) errors.padList([...path, 'boost_intervals'], intervals.length);
    const titles = input.titles
      ? Object.fromEntries(
          Object.entries(input.titles).flatMap(([code, title]) =>
            title.trim() ? [[code, title.trim()]] : [],
          ),
        )
      : undefined;
    return {
      ...(input.contribution_level !== undefined && { contributionLevel: input.contribution_level }),
      ...(input.type !== undefined && { type: input.type }),
      ...(input.title !== undefined && { title: input.title.trim() }),
      ...(input.language_for_title !== undefined && { languageForTitle: input.language_for_title }),
      ...(titles !== undefined && { titles }),
      ...(input.start_on_value !== undefined && { startOnValue: input.start_on_value }),
      ...(input.boosted !== undefined && { boosted: input.boosted }),
      ...(input.boosted_chance !== undefined && { boostedChance: input.boosted_chance }),
      ...(intervals !== undefined && { boostIntervals: intervals }),
      ...(input.notify_when_won !== undefined && { notifyWhenWon: input.notify_when_won }),
      ...(input.average_payout !== undefined && { averagePayout: input.average_payout }),
      ...(input.max_payout !== undefined && { maxPayout: input.max_payout }),
    };
  }

  /** Creates or updates the campaign's jackpot from a body (rules already checked by `normalize`). */
  async function writeJackpot(campaignId: number, fields: JackpotFields, tx: Executor): Promise<Jackpot> {
    const current = await repos.jackpots.findByCampaign(campaignId, tx);
    return current
      ? ((await repos.jackpots.update(current.id, fields, tx)) ?? current)
      : repos.jackpots.create(campaignId, { languageForTitle: DEFAULT_TITLE_LANGUAGE, ...fields }, tx);
  }

  const jackpotModule: CampaignTypeModule<JackpotInputBody, JackpotDto> = {
    field: FIELD,

    async check(input, errors, campaign, tx) {
      const current = campaign ? ((await repos.jackpots.findByCampaign(campaign.id, tx)) ?? null) : null;
      await normalize(input, errors, current, [FIELD], tx);
    },

    async load(campaign, tx) {
      const jackpot = await repos.jackpots.findByCampaign(campaign.id, tx);
      return jackpot ? dto(jackpot, tx) : null;
    },

    async write(campaign, input, tx) {
      const current = (await repos.jackpots.findByCampaign(campaign.id, tx)) ?? null;
      if (!input && current) return;
      const errors = new FieldErrorTree();
      const fields = await normalize(input ?? {}, errors, current, [FIELD], tx);
      errors.throwIfAny();
      await writeJackpot(campaign.id, fields, tx);
    },

    async copy(from: Campaign, to: Campaign, tx) {
      const source = await repos.jackpots.findByCampaign(from.id, tx);
      if (!source) return;
      const {
        id: _id,
        campaignId: _campaignId,
        created: _created,
        modified: _modified,
        cancellation: _cancellation,
        potAtCancellation: _pot,
        cancelledAt: _cancelledAt,
        ...fields
      } = source;
      await repos.jackpots.create(to.id, fields, tx);
    },

    async checkPublish(campaign, errors, tx) {
      const jackpot = await repos.jackpots.findByCampaign(campaign.id, tx);
      if (!jackpot) {
        errors.add([FIELD], RULE_MESSAGES.required);
        return;
      }
      const casino = await repos.casino.get(tx);
      const required: Array<[keyof Jackpot, string]> = [
        ['contributionLevel', 'contribution_level'],
        ['type', 'type'],
        ['startOnValue', 'start_on_value'],
        ['averagePayout', 'average_payout'],
        ['maxPayout', 'max_payout'],
      ];
      for (const [column, wire] of required)
        if (jackpot[column] === null) errors.add([FIELD, wire], RULE_MESSAGES.required);
      if (casino?.enableLocalizedJackpotTitle) {
        if (!jackpot.titles.en) errors.add([FIELD, 'titles'], JACKPOT_MESSAGES.englishTitle);
      } else if (!jackpot.title) errors.add([FIELD, 'title'], JACKPOT_MESSAGES.title);
      if (jackpot.boosted) {
        if (jackpot.boostedChance === null) errors.add([FIELD, 'boosted_chance'], RULE_MESSAGES.required);
        if (jackpot.boostIntervals.length === 0)
          errors.add([FIELD, 'boost_intervals'], JACKPOT_MESSAGES.noIntervals);
      }
    },
  };

  return { module: jackpotModule, dto, normalize, writeJackpot };
}

export type JackpotModule = ReturnType<typeof createJackpotModule>;
