/** The defaults a prize of one kind gets (spec §3 prize settings); blank (null) means none or no cap. */
export interface PrizeSettings {
  /** Days a player has to activate the prize. */
  activationDuration: number | null;
  /** Days the prize lasts once active. */
  duration: number | null;
  /** Times the winnings must be wagered. */
  wagering: number | null;
  /** Largest win, in the casino's base currency. */
  maxWin: number | null;
  /** Largest bet while the prize is in play, base currency. */
  maxBet: number | null;
  title: string;
}

/** One settings object per tab: free spins, bonus money, cash. */
export interface AllPrizeSettings {
  freeSpinsPrizeSettings: PrizeSettings;
  bonusPrizeSettings: PrizeSettings;
  cashPrizeSettings: PrizeSettings;
}
