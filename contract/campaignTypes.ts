/**
 * The campaign types (spec §1, §3), once, for both programs: the API server checks bodies, the database
 * constraint and what is offered against this table; the web app builds its type choice, labels, URLs
 * and filters from it. Each type's settings live in its own module on each side (server
 * `services/campaign-types/`, web `components/campaigns/types/`), registered under the same code.
 */
export const CAMPAIGN_TYPE_TABLE = [
  {
    code: 'mission',
    settingsKey: 'mission',
    slug: 'mission',
    label: 'Mission',
    description: 'Players complete tasks (deposits, gameplay, turnover, net loss) to win prizes.',
    flag: null,
    templates: true,
  },
  {
    code: 'missionV2',
    settingsKey: 'missions',
    slug: 'mission-v2',
    label: 'Mission v2',
    description: 'A chain of missions, each with its own tasks and prizes, unlocked one after another.',
    flag: 'enable-mission-v2',
    templates: false,
  },
  {
    code: 'sportsbookMission',
    settingsKey: 'mission',
    slug: 'sportsbook-mission',
    label: 'Sportsbook mission',
    description: 'A mission whose tasks are bets on the sportsbook (sport, league, market, odds).',
    flag: 'enable-sport-book-campaign',
    templates: false,
  },
  {
    code: 'tournament',
    settingsKey: 'tournament',
    slug: 'tournament',
    label: 'Tournament',
    description: 'Players collect points on a leaderboard; places win prizes.',
    flag: null,
    templates: true,
  },
  {
    code: 'race',
    settingsKey: 'race',
    slug: 'race',
    label: 'Race',
    description: 'Players race for the top positions within a number of spins.',
    flag: null,
    templates: true,
  },
  {
    code: 'prizeDrop',
    settingsKey: 'prize_drop',
    slug: 'prize-drop',
    label: 'Prize drop',
    description: 'Prizes drop at random on qualifying bets.',
    flag: null,
    templates: true,
  },
  {
    code: 'jackpot',
    settingsKey: 'jackpot',
    slug: 'jackpot',
    label: 'Jackpot',
    description: 'A prize pool fed by contributions, won by one player.',
    flag: null,
    templates: true,
  },
] as const;

type TypeRow = (typeof CAMPAIGN_TYPE_TABLE)[number];
export type CampaignType = TypeRow['code'];
/** The feature flags (spec §3, fetched by key) that offer a type. */
export type CampaignTypeFlag = NonNullable<TypeRow['flag']>;

export const CAMPAIGN_TYPES = CAMPAIGN_TYPE_TABLE.map((row) => row.code) as unknown as readonly [
  CampaignType,
  ...CampaignType[],
];

export interface CampaignTypeInfo {
  code: CampaignType;
  /** The path segment of its builder: /campaigns/create/{slug}, /campaign-templates/edit/{slug}. */
  slug: string;
  label: string;
  description: string;
  /** Offered only while this flag is on (besides the casino's `availableCampaigns`). */
  flag: CampaignTypeFlag | null;
  /** Whether templates of it can be made (spec §2 lists five template builders). */
  templates: boolean;
  /** The campaign body's and detail's key (wire form) holding the type's settings. */
  settingsKey: string;
}

/** Every settings key (wire form): a copy leaves them to the server, which copies the type's settings. */
export const SETTINGS_KEYS: readonly string[] = [
  ...new Set(CAMPAIGN_TYPE_TABLE.map((row) => row.settingsKey)),
];

export const CAMPAIGN_TYPE_INFO = Object.fromEntries(
  CAMPAIGN_TYPE_TABLE.map((row) => [row.code, row]),
) as Record<CampaignType, CampaignTypeInfo>;

export const isCampaignType = (value: string): value is CampaignType =>
  Object.prototype.hasOwnProperty.call(CAMPAIGN_TYPE_INFO, value);

/** The type of a builder path segment (`mission-v2` → missionV2), or undefined. */
export const campaignTypeOfSlug = (slug: string): CampaignType | undefined =>
  CAMPAIGN_TYPE_TABLE.find((row) => row.slug === slug)?.code;

/** A type's label; a type this program does not know shows its code. */
export const campaignTypeLabel = (type: string): string =>
  isCampaignType(type) ? CAMPAIGN_TYPE_INFO[type].label : type;

/**
 * Whether a type is offered: the casino makes it available and its flag, if it has one, is on.
 * `flagOn` answers undefined while a flag is not known yet; the answer is then undefined too.
 */
export function isTypeOffered(
  type: CampaignType,
  availableCampaigns: readonly string[],
  flagOn: (flag: CampaignTypeFlag) => boolean | undefined,
): boolean | undefined {
  if (!availableCampaigns.includes(type)) return false;
  const { flag } = CAMPAIGN_TYPE_INFO[type];
  return flag === null ? true : flagOn(flag);
}

const CASINO_TASKS = ['deposit', 'gameplay', 'netloss', 'turnover'] as const;

/** The task types each mission type offers (a new task starts as the first). */
export const MISSION_TASK_TYPES = {
  mission: CASINO_TASKS,
  missionV2: CASINO_TASKS,
  sportsbookMission: ['sportsbet', 'deposit'],
} as const satisfies Partial<Record<CampaignType, readonly string[]>>;
