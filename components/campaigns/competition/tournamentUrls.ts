/** Spec §7 Tournaments' address: read by `tournamentCalls.ts`, written to by `tournamentSync.ts`. */
export const TOURNAMENTS_URL = 'v1/tournaments/tournaments/';
