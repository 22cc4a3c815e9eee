/** Spec §7 Jackpots' address: read by `jackpotCalls.ts`, written to by `jackpotSync.ts`. */
export const JACKPOTS_URL = 'v1/jackpots/jackpots/';
