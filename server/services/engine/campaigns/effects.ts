import { sql } from 'drizzle-orm';
import type { Prize } from '../../../db/schema';
import type { AwardedPrize, AwardSource } from '../../../db/tables/engine-campaigns';
import { boolArray, intArray, jsonRows, rowsOf, textArray, timeArray, type Batch } from './batch';
import { pairKey, type Join } from './participation';
import { campaignWatchersSql } from '../../../repositories/users';

/** The prize columns an award needs (task prizes, place prizes and prizes share them). */
export type PrizeLike = Pick<Prize, 'kind' | 'amount' | 'freeSpinsNumber' | 'betLevel'> & { id: number };

/**
 * What a prize is worth in the base currency, for the campaign's cost: cash and bonus amounts, free
 * spins at their bet level; a deposit bonus or an item of the platform has no value until paid.
 */
export function prizeValue(prize: PrizeLike): number {
  if (prize.kind === 'free_spins')
    return Math.round((prize.freeSpinsNumber ?? 0) * (prize.betLevel ?? 0) * 100) / 100;
  if (prize.kind === 'deposit_bonus') return 0;
  return prize.amount ?? 0;
}

export const awardedPrize = (prize: PrizeLike): AwardedPrize => ({
  kind: prize.kind,
  id: prize.id,
  amount: prize.amount,
  free_spins_number: prize.freeSpinsNumber,
});

export interface NewAward {
  key: string;
  campaignId: number;
  playerId: number;
  source: AwardSource;
  prize: AwardedPrize;
  value: number;
  at: Date;
}

/** A notification to the staff who may see the campaign, stored with the batch's effects. */
export interface StaffNotice {
  campaignId: number;
  title: string;
  text: string;
  url: string;
}

/**
 * The batch's effects shared by every campaign kind, collected while the modules run and written at the
 * end in a few statements: participations (joined, completed, prize value), awards (each once, by its
 * key) with the campaigns' cost, cancellations, staff notifications.
 */
export function createEffects(batch: Batch, joinedBefore: ReadonlyMap<string, Date> = new Map()) {
  const joins = new Map<
    string,
    { campaignId: number; playerId: number; joined: Date; completed: Date | null; controlGroup: boolean }
  >();
  /** The awards the batch ends with, by key (a later cancellation in the batch takes one out). */
  const awards = new Map<string, NewAward>();
  /** Award keys, or key prefixes ending in `:`, to cancel (before the batch's awards are written). */
  const cancelled: Array<{ campaignId: number; key: string }> = [];
  const notices: StaffNotice[] = [];
  const touched = new Set<number>();

  const participation = (
    campaignId: number,
    playerId: number,
    at: Date,
    controlGroup = false,
    key = pairKey(campaignId, playerId),
  ) => {
    let row = joins.get(key);
    if (!row) {
      row = { campaignId, playerId, joined: at, completed: null, controlGroup };
      joins.set(key, row);
    } else if (at < row.joined) row.joined = at;
    touched.add(campaignId);
    return row;
  };

  return {
    touched,
    /** The player takes part from `at` (written only when new, or earlier than known). */
    join(join: Join) {
      const key = pairKey(join.campaignId, join.playerId);
      const known = joinedBefore.get(key);
      if (known && known <= join.at) return;
      participation(join.campaignId, join.playerId, join.at, join.controlGroup, key);
    },
    complete(campaignId: number, playerId: number, at: Date) {
      const row = participation(campaignId, playerId, at);
      if (!row.completed || at < row.completed) row.completed = at;
    },
    award(award: NewAward) {
      awards.set(award.key, award);
      touched.add(award.campaignId);
    },
    /** Cancels the award with this key, or every award whose key starts with it when it ends with `:`. */
    cancel(campaignId: number, key: string) {
      for (const awarded of awards.keys())
        if (key.endsWith(':') ? awarded.startsWith(key) : awarded === key) awards.delete(awarded);
      cancelled.push({ campaignId, key });
      touched.add(campaignId);
    },
    notify(notice: StaffNotice) {
      notices.push(notice);
    },
    touch(campaignId: number) {
      touched.add(campaignId);
    },

    /** Writes everything collected; answers the staff members notified. */
    async flush(): Promise<Set<number>> {
      const { tx, now, baseCurrency } = batch;
      if (joins.size > 0) {
        // Typed arrays, one bind value per column, as the engine's other writes of numbers and times.
        const rows = [...joins.values()];
        await tx.execute(sql`
          insert into campaign_participations as p (campaign_id, player_id, joined, completed, control_group, day)
          select r.campaign_id, r.player_id, r.joined, r.completed, r.control_group, (r.joined at time zone 'UTC')::date
          from unnest(${intArray(rows.map((row) => row.campaignId))}, ${intArray(rows.map((row) => row.playerId))},
              ${timeArray(rows.map((row) => row.joined))}, ${timeArray(rows.map((row) => row.completed))},
              ${boolArray(rows.map((row) => row.controlGroup))})
            as r(campaign_id, player_id, joined, completed, control_group)
          order by r.campaign_id, r.player_id
          on conflict (campaign_id, player_id) do update set
            joined = least(p.joined, excluded.joined),
            day = case when excluded.joined < p.joined then excluded.day else p.day end,
            control_group = p.control_group or excluded.control_group,
            completed = case when excluded.completed is null then p.completed
                             else least(coalesce(p.completed, excluded.completed), excluded.completed) end`);
      }
      const valueChanges: Array<{ campaign_id: number; player_id: number; value: number }> = [];
      if (cancelled.length > 0) {
        const keys = cancelled.map((item) => item.key);
        const rows = await rowsOf<{ campaign_id: number; player_id: number; value: number }>(
          tx,
          sql`update engine_awards set cancelled = ${now.toISOString()}
              where cancelled is null and campaign_id = any(${intArray(cancelled.map((item) => item.campaignId))})
                and (key = any(${textArray(keys.filter((key) => !key.endsWith(':')))})
                     or exists (select 1 from unnest(${textArray(keys.filter((key) => key.endsWith(':')))}) as prefix
                                where starts_with(key, prefix)))
              returning campaign_id, player_id, value::float8 as value`,
        );
        valueChanges.push(...rows.map((row) => ({ ...row, value: -row.value })));
      }
      if (awards.size > 0) {
        const rows = [...awards.values()].map((award) => ({
          key: award.key,
          campaign_id: award.campaignId,
          player_id: award.playerId,
          source: award.source,
          prize: award.prize,
          value: award.value,
          awarded: award.at.toISOString(),
        }));
        // A key already awarded stays as it is; one cancelled before (its completion taken back by a
        // rollback, then reached again) comes back.
        valueChanges.push(
          ...(await rowsOf<{ campaign_id: number; player_id: number; value: number }>(
            tx,
            sql`insert into engine_awards as a (key, campaign_id, player_id, source, prize, value, currency, awarded)
                select r.key, r.campaign_id, r.player_id, r.source, r.prize, r.value, ${baseCurrency}, r.awarded
                from jsonb_to_recordset(${jsonRows(rows)})
                  as r(key text, campaign_id int, player_id int, source text, prize jsonb, value numeric, awarded timestamptz)
                order by r.key
                on conflict (key) do update set cancelled = null, awarded = excluded.awarded
                  where a.cancelled is not null
                returning campaign_id, player_id, value::float8 as value`,
          )),
        );
      }
      if (valueChanges.length > 0) {
        await tx.execute(sql`
          with r as (
            select campaign_id, player_id, sum(value) as value
            from jsonb_to_recordset(${jsonRows(valueChanges)}) as r(campaign_id int, player_id int, value numeric)
            group by campaign_id, player_id
          ), by_campaign as (
            update campaigns c set cost = greatest(c.cost + t.value, 0)
            from (select campaign_id, sum(value) as value from r group by campaign_id) t
            where c.id = t.campaign_id
          )
          update campaign_participations p set prize_paid = greatest(p.prize_paid + r.value, 0)
          from r where p.campaign_id = r.campaign_id and p.player_id = r.player_id`);
      }
      if (notices.length === 0) return new Set<number>();
      const told = await rowsOf<{ user_id: number }>(
        tx,
        sql`insert into notifications (user_id, title, text, url)
            select w.id, r.title, r.text, r.url
            from jsonb_to_recordset(${jsonRows(notices.map((notice) => ({ campaign_id: notice.campaignId, title: notice.title, text: notice.text, url: notice.url })))})
              as r(campaign_id int, title text, text text, url text)
            cross join lateral (${campaignWatchersSql(sql`r.campaign_id`)}) w
            returning user_id`,
      );
      return new Set(told.map((row) => row.user_id));
    },
  };
}

export type Effects = ReturnType<typeof createEffects>;
