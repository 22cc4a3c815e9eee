import { Type, type Static } from '@fastify/type-provider-typebox';
import type { PlatformCodename } from '../../contract/platforms';
import type {
  ActionGroupSchema,
  BetAmountsSchema,
  LootBoxPatchSchema,
  LootBoxSchema,
  PredefinedWageringSchema,
  SegmentSchema,
  ThemillBonusSchema,
} from '../../contract/schemas/platforms';

export * from '../../contract/schemas/platforms';

export type ActionGroup = Static<typeof ActionGroupSchema>;
export type Segment = Static<typeof SegmentSchema>;
export type ThemillBonus = Static<typeof ThemillBonusSchema>;
export type LootBox = Static<typeof LootBoxSchema>;
export type LootBoxPatch = Static<typeof LootBoxPatchSchema>;
export type PredefinedWagering = Static<typeof PredefinedWageringSchema>;
export type BetAmounts = Static<typeof BetAmountsSchema>;

/** Capabilities, one interface each; a platform's adapter has the ones its platform offers. */
export interface FasttrackApi {
  actionGroups(): Promise<ActionGroup[]>;
  segments(): Promise<Segment[]>;
}

export interface ThemillApi {
  bonuses(): Promise<ThemillBonus[]>;
  boxes(): Promise<LootBox[]>;
  /** The box after the change; undefined when there is no such box. Refusals throw field errors. */
  updateBox(id: number, patch: LootBoxPatch): Promise<LootBox | undefined>;
}

export interface MystinoApi {
  predefinedWagerings(): Promise<PredefinedWagering[]>;
}

export interface RivalApi {
  /** Undefined when the platform knows no such game. */
  betAmounts(gameId: number): Promise<BetAmounts | undefined>;
}

/**
 * `POST <PLATFORM_API_URL>bonus/credit/`: credit one award to a player's account. The platform must
 * treat `idempotency_key` (also sent as the `Idempotency-Key` header) as the award: a second request
 * with the same key answers as the first and credits nothing more.
 */
export const CreditRequestSchema = Type.Object({
  idempotency_key: Type.String({ description: 'The award id: the same on every retry.' }),
  player: Type.String({ description: "The player's hash on the platform." }),
  campaign: Type.Integer(),
  kind: Type.String({
    description: 'cash, bonus, deposit_bonus, free_spins, fast_track_prize, loot_box or platform_bonus',
  }),
  value: Type.Number({ description: 'The award in the currency below.' }),
  currency: Type.String(),
  amount: Type.Union([Type.Number(), Type.Null()]),
  cash_amounts: Type.Record(Type.String(), Type.Number()),
  deposit_bonus_percentage: Type.Union([Type.Number(), Type.Null()]),
  bonus_code: Type.Union([Type.String(), Type.Null()]),
  free_spins_number: Type.Union([Type.Integer(), Type.Null()]),
  bet_level: Type.Union([Type.Number(), Type.Null()]),
  wagering: Type.Union([Type.Number(), Type.Null()]),
  eligible_games: Type.Array(Type.Integer(), { description: 'Free spins: the games they are for.' }),
  platform_bonus_id: Type.Union([Type.String(), Type.Null()]),
  loot_box_id: Type.Union([Type.String(), Type.Null()]),
  action_group_id: Type.Union([Type.String(), Type.Null()]),
});
export type CreditRequest = Static<typeof CreditRequestSchema>;

/**
 * What a credit attempt ended as: `paid` (2xx), `retry` (timeout, no answer, 5xx: try again with the
 * same key) or `refused` (4xx: the platform's message, trying again would not help).
 */
export type CreditOutcome =
  { outcome: 'paid' } | { outcome: 'retry'; message: string } | { outcome: 'refused'; message: string };

export interface PlatformAdapter {
  codename: PlatformCodename;
  /** Every platform credits awards (the stand-in records them). */
  credit(request: CreditRequest): Promise<CreditOutcome>;
  fasttrack?: FasttrackApi;
  themill?: ThemillApi;
  mystino?: MystinoApi;
  rival?: RivalApi;
}

/**
 * Where an adapter reads its records: the stand-in table or the platform's HTTP API. Collections are
 * the platform's lists (`boxes`, `segments` …); `get` and `update` answer undefined for an unknown id.
 */
export interface PlatformSource {
  list(collection: string): Promise<unknown[]>;
  get(collection: string, id: string): Promise<unknown | undefined>;
  update(collection: string, id: string, patch: Record<string, unknown>): Promise<unknown | undefined>;
  credit(request: CreditRequest): Promise<CreditOutcome>;
}
