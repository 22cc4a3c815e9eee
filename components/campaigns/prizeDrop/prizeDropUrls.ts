/** Spec §7 Prize drops' address: read by `prizeDropCalls.ts`, written to by `prizeDropSync.ts`. */
export const PRIZE_DROPS_URL = 'v1/prize-drops/prize-drops/';
