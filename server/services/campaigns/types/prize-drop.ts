import type { Executor } from '../../../db/client';
import type { Campaign, Prize } from '../../../db/schema';
import { FieldErrorTree, type ErrorPath } from '../../../lib/field-errors';
import type { PrizeDropWithPrizes } from '../../../repositories/prize-drops';
import { toPrizeDropDto, type PrizeDropDto, type PrizeDropInputBody } from '../../../schemas/prize-drops';
import { RULE_MESSAGES } from '../../campaign-rules';
import { checkPrizesComplete, prizeFields, type PrizeFields } from '../../prize-rules';
import type { CampaignTypeModule, TypeModuleDeps } from './module';

export const PRIZE_DROP_MESSAGES = {
  noDrops: 'Enter the number of drops (at least 1).',
  noPrizes: 'A prize drop needs at least one prize.',
  prizeInDrop: 'This prize is already in the prize drop.',
  prizeNotInDrop: 'This prize is not in the prize drop.',
  notPrizeDropType: 'This campaign type has no prize drop.',
  prizeDropExists: 'This campaign already has a prize drop.',
} as const;

/** The quantity message (spec §8): the prizes may not drop more often than there are drops. */
export const quantityExceedsDrops = (total: number, drops: number) =>
  `The prizes' total quantity (${total}) exceeds the number of drops (${drops}).`;

const FIELD = 'prize_drop';

/** A stored prize's own fields (without id and bookkeeping), to compare with a body's. */
function fieldsOf(prize: Prize): PrizeFields {
  const { id: _id, creatorId: _creator, created: _created, ...fields } = prize;
  return fields;
}

const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );

/**
 * Spec §3 Prize drop, the settings of the prize-drop type: minimum bet, all or selected games, the number
 * of drops and the prizes with their quantities. A drop's prizes are prizes of their own, never changed
 * in place: a changed prize is a new row, an unchanged one keeps its id.
 */
export function createPrizeDropModule({ repos }: TypeModuleDeps) {
  async function dropWithPrizes(campaignId: number, tx: Executor): Promise<PrizeDropWithPrizes | null> {
    const drop = await repos.prizeDrops.findByCampaign(campaignId, tx);
    if (!drop) return null;
    const [full] = await repos.prizeDrops.withPrizes([drop], tx);
    return full;
  }

  /** Draft rules: the games exist, and the quantities add up to at most the drops. */
  async function checkDraft(
    input: PrizeDropInputBody,
    errors: FieldErrorTree,
    current: PrizeDropWithPrizes | null,
    path: ErrorPath,
    tx: Executor,
  ): Promise<void> {
    const games = input.games ?? [];
    if (games.length > 0) {
      const existing = await repos.games.existingIds(games, tx);
      for (const id of games)
        if (!existing.has(id)) errors.add([...path, 'games'], `Invalid pk "${id}" - object does not exist.`);
    }
    const drops = input.drops !== undefined ? input.drops : (current?.drops ?? null);
    const quantities = input.prizes
      ? input.prizes.map((item) => item.quantity)
      : (current?.prizes ?? []).map((item) => item.quantity);
    const total = quantities.reduce((sum, quantity) => sum + quantity, 0);
    if (drops !== null && total > drops) errors.add([...path, 'drops'], quantityExceedsDrops(total, drops));
  }

  /** Creates or updates the campaign's prize drop from a body; `prizes` in it replaces every prize. */
  async function writeDrop(
    campaign: Campaign,
    input: PrizeDropInputBody,
    tx: Executor,
  ): Promise<PrizeDropWithPrizes> {
    const current = await dropWithPrizes(campaign.id, tx);
    const fields = {
      ...(input.min_bet !== undefined && { minBet: input.min_bet }),
      ...(input.all_games !== undefined && { allGames: input.all_games }),
      ...(input.games !== undefined && { games: [...new Set(input.games)] }),
      ...(input.drops !== undefined && { drops: input.drops }),
    };
    const drop = current
      ? ((await repos.prizeDrops.update(current.id, fields, tx)) ?? current)
      : await repos.prizeDrops.create(campaign.id, fields, tx);
    if (input.prizes) {
      const reusable = [...(current?.prizes ?? [])];
      const items: Array<{ prizeId: number; quantity: number }> = [];
      for (const item of input.prizes) {
        const wanted = prizeFields(item.prize);
        const index = reusable.findIndex((stored) => canonical(fieldsOf(stored.prize)) === canonical(wanted));
        const prizeId =
          index >= 0
            ? reusable.splice(index, 1)[0].prizeId
            : (await repos.prizeDrops.insertPrize(wanted, campaign.creatorId, tx)).id;
        items.push({ prizeId, quantity: item.quantity });
      }
      await repos.prizeDrops.replacePrizes(drop.id, items, tx);
    }
    const [full] = await repos.prizeDrops.withPrizes([drop], tx);
    return full;
  }

  const prizeDropModule: CampaignTypeModule<PrizeDropInputBody, PrizeDropDto> = {
    field: FIELD,

    async check(input, errors, campaign, tx) {
      const current = campaign ? await dropWithPrizes(campaign.id, tx) : null;
      await checkDraft(input, errors, current, [FIELD], tx);
    },

    async load(campaign, tx) {
      const drop = await dropWithPrizes(campaign.id, tx);
      return drop ? toPrizeDropDto(drop) : null;
    },

    async write(campaign, input, tx) {
      if (input || !(await repos.prizeDrops.findByCampaign(campaign.id, tx)))
        await writeDrop(campaign, input ?? {}, tx);
    },

    async copy(from, to, tx) {
      const source = await dropWithPrizes(from.id, tx);
      if (!source) return;
      const drop = await repos.prizeDrops.create(
        to.id,
        { minBet: source.minBet, allGames: source.allGames, games: source.games, drops: source.drops },
        tx,
      );
      // Prizes are never changed in place, so the copy may reference the same ones.
      await repos.prizeDrops.replacePrizes(
        drop.id,
        source.prizes.map((item) => ({ prizeId: item.prizeId, quantity: item.quantity })),
        tx,
      );
    },

    async checkPublish(campaign, errors, tx) {
      const drop = await dropWithPrizes(campaign.id, tx);
      if (drop === null) {
        errors.add([FIELD], RULE_MESSAGES.required);
        return;
      }
      if (!drop.allGames && drop.games.length === 0) errors.add([FIELD, 'games'], RULE_MESSAGES.noGames);
      if (drop.drops === null || drop.drops < 1) errors.add([FIELD, 'drops'], PRIZE_DROP_MESSAGES.noDrops);
      else {
        const total = drop.prizes.reduce((sum, item) => sum + item.quantity, 0);
        if (total > drop.drops) errors.add([FIELD, 'drops'], quantityExceedsDrops(total, drop.drops));
      }
      if (drop.prizes.length === 0) {
        errors.add([FIELD, 'prizes'], PRIZE_DROP_MESSAGES.noPrizes);
        return;
      }
      // Each prize's missing fields, at prizes.{i}.prize.{field}.
      drop.prizes.forEach((item, index) => {
        const own = new FieldErrorTree();
        checkPrizesComplete([fieldsOf(item.prize)], own, ['prize']);
        if (!own.empty) errors.merge([FIELD, 'prizes', index], reindexed(own));
      });
      errors.padList([FIELD, 'prizes'], drop.prizes.length);
    },
  };

  return { module: prizeDropModule, dropWithPrizes, checkDraft, writeDrop };
}

/** `{prize: [{amount: […]}]}` (one prize checked as a list) as `{prize: {amount: […]}}`. */
function reindexed(tree: FieldErrorTree): FieldErrorTree {
  const [first] = (tree.toJSON().prize as Array<Record<string, string[]>>) ?? [];
  const result = new FieldErrorTree();
  for (const [field, messages] of Object.entries(first ?? {}))
    for (const message of messages) result.add(['prize', field], message);
  return result;
}

export type PrizeDropModule = ReturnType<typeof createPrizeDropModule>;
