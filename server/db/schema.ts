// The one schema drizzle-kit and the client read: the core tables (tables/core.ts) and each later
// area's (tables/<area>.ts). The tables import one another, never this file, so it starts no cycle.
export * from './tables/core';
// Two value sets share this name: a campaign task's bet types (the core's, from contract/) are the
// schema's; a sportsbook transaction's stay with tables/player-activity.ts, imported from there.
export { BET_TYPES, type BetType } from './tables/core';
export * from './tables/player-activity';
export * from './tables/content';
export * from './tables/platforms';
export * from './tables/tournaments';
export * from './tables/prize-drops-jackpots';
export * from './tables/overlays';
export * from './tables/engine';
export * from './tables/engine-campaigns';
export * from './tables/payouts';
export * from './tables/campaign-clashes';
