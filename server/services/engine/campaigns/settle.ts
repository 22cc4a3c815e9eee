import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { intArray, loadCurrency, rowsOf, type EngineCampaign } from './batch';
import { loadCompetitions } from './competitions';
import { awardedPrize, createEffects, prizeValue } from './effects';
import { RANK_ORDER, ranks } from './standings';

/**
 * The end of tournaments and races, run by the scheduler's finish step under its advisory lock: each
 * campaign is claimed once (engine_settlements), its standings frozen into positions — points, then the
 * earlier score; control-group players and players excluded by the end are left out — and each place's
 * prizes awarded to the positions it covers. A second run, on any instance, finds the claim and does
 * nothing; the awards' keys would refuse a second award anyway.
 */
export async function settleCampaigns(
  tx: Executor,
  campaigns: ReadonlyArray<Pick<EngineCampaign, 'id' | 'endDate'>>,
  now: Date,
): Promise<number[]> {
  if (campaigns.length === 0) return [];
  const competitions = await loadCompetitions(
    { tx },
    campaigns.map((campaign) => campaign.id),
  );
  if (competitions.size === 0) return [];
  const claimed = (
    await rowsOf<{ campaign_id: number }>(
      tx,
      sql`insert into engine_settlements (campaign_id, settled)
          select id, ${now.toISOString()} from unnest(${intArray(competitions.keys())}) as id
          on conflict (campaign_id) do nothing returning campaign_id`,
    )
  ).map((row) => row.campaign_id);
  if (claimed.length === 0) return [];

  const placed = await rowsOf<{ campaign_id: number; player_id: number; position: number }>(
    tx,
    sql`with ranked as (
          select s.campaign_id, s.player_id,
                 row_number() over (partition by s.campaign_id order by ${RANK_ORDER}) as position
          from engine_standings s
          join campaigns c on c.id = s.campaign_id
          join players p on p.id = s.player_id
          where s.campaign_id = any(${intArray(claimed)})
            and ${ranks(sql`coalesce(c.end_date, ${now.toISOString()}::timestamptz)`)}
        )
        update engine_standings s set position = ranked.position
        from ranked where s.campaign_id = ranked.campaign_id and s.player_id = ranked.player_id
        returning s.campaign_id, s.player_id, s.position`,
  );
  const effects = createEffects({ tx, now, ...(await loadCurrency(tx)), campaigns: [], players: new Map() });
  const ends = new Map(campaigns.map((campaign) => [campaign.id, campaign.endDate ?? now]));
  for (const { campaign_id: campaignId, player_id: playerId, position } of placed) {
    const place = competitions
      .get(campaignId)
      ?.places.find(
        (candidate) => position >= candidate.lowerPosition && position <= candidate.upperPosition,
      );
    if (!place) continue;
    const at = ends.get(campaignId) ?? now;
    effects.complete(campaignId, playerId, at);
    for (const prize of place.prizes)
      effects.award({
        key: `place:${campaignId}:${position}:${prize.id}`,
        campaignId,
        playerId,
        source: 'place',
        prize: awardedPrize(prize),
        value: prizeValue(prize),
        at,
      });
  }
  for (const campaignId of claimed) effects.touch(campaignId);
  await effects.flush();
  return claimed;
}
