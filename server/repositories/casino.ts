import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { casinos, type Casino, type Language } from '../db/schema';

/** The feature settings of GET/PATCH v1/casinos/settings/, in wire (snake_case) form. */
export interface CasinoSettings {
  allow_users_to_edit_campaign_info_per_campaign: boolean;
  backoffice_to_run_in_utc: boolean;
  enable_localized_jackpot_title: boolean;
  enable_page_change_campaign_info_template: boolean;
  enable_reports_tab: boolean;
  currencies: string[];
  /** Currency code → units per unit of the base currency (the one at 1). */
  exchange_rates: Record<string, number>;
  /** English first. */
  languages: Language[];
}

export type NewCasino = typeof casinos.$inferInsert;

const SETTINGS_COLUMNS = {
  allow_users_to_edit_campaign_info_per_campaign: 'allowUsersToEditCampaignInfoPerCampaign',
  backoffice_to_run_in_utc: 'backofficeToRunInUtc',
  enable_localized_jackpot_title: 'enableLocalizedJackpotTitle',
  enable_page_change_campaign_info_template: 'enablePageChangeCampaignInfoTemplate',
  enable_reports_tab: 'enableReportsTab',
  currencies: 'currencies',
  exchange_rates: 'exchangeRates',
  languages: 'languages',
} as const satisfies Record<keyof CasinoSettings, keyof Casino>;

export function settingsOf(casino: Casino): CasinoSettings {
  return {
    allow_users_to_edit_campaign_info_per_campaign: casino.allowUsersToEditCampaignInfoPerCampaign,
    backoffice_to_run_in_utc: casino.backofficeToRunInUtc,
    enable_localized_jackpot_title: casino.enableLocalizedJackpotTitle,
    enable_page_change_campaign_info_template: casino.enablePageChangeCampaignInfoTemplate,
    enable_reports_tab: casino.enableReportsTab,
    currencies: casino.currencies,
    exchange_rates: casino.exchangeRates,
    languages: casino.languages,
  };
}

/** One casino per deployment: "the casino" is the first row. */
export function createCasinoRepository(db: Executor) {
  const first = (on: Executor) => on.select().from(casinos).orderBy(asc(casinos.id)).limit(1);
  /** Read on many requests (`auth/me` among them): prepared once, as the per-request user lookup is. */
  let firstStatement: ReturnType<ReturnType<typeof first>['prepare']> | undefined;

  async function get(tx: Executor = db): Promise<Casino | undefined> {
    if (tx !== db) return (await first(tx))[0];
    firstStatement ??= first(db).prepare('casino_first');
    const [row] = await firstStatement.execute();
    return row;
  }

  return {
    get,

    async create(input: NewCasino, tx: Executor = db): Promise<Casino> {
      const [row] = await tx.insert(casinos).values(input).returning();
      return row;
    },

    /** Replaces the casino's platform configuration (where the prize settings live). */
    async setPlatformConfiguration(
      id: number,
      platformConfiguration: Casino['platformConfiguration'],
      tx: Executor = db,
    ): Promise<void> {
      await tx.update(casinos).set({ platformConfiguration, updated: new Date() }).where(eq(casinos.id, id));
    },

    /** Which overlay the casino shows on every page, and where (`null`: none). */
    async setOverlay(
      id: number,
      { overlayId, overlayPosition }: Pick<Casino, 'overlayId' | 'overlayPosition'>,
      tx: Executor = db,
    ): Promise<void> {
      await tx
        .update(casinos)
        .set({ overlayId, overlayPosition, updated: new Date() })
        .where(eq(casinos.id, id));
    },

    async updateSettings(patch: Partial<CasinoSettings>, tx: Executor = db): Promise<Casino | undefined> {
      const current = await get(tx);
      if (!current) return undefined;
      const values: Partial<NewCasino> = {};
      for (const [wire, column] of Object.entries(SETTINGS_COLUMNS) as Array<
        [keyof CasinoSettings, keyof NewCasino]
      >) {
        if (patch[wire] !== undefined) (values as Record<string, unknown>)[column] = patch[wire];
      }
      if (Object.keys(values).length === 0) return current;
      const [row] = await tx
        .update(casinos)
        .set({ ...values, updated: new Date() })
        .where(eq(casinos.id, current.id))
        .returning();
      return row;
    },
  };
}

export type CasinoRepository = ReturnType<typeof createCasinoRepository>;
