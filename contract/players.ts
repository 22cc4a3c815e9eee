/** `type` of POST …/import-players/: the file's players are added to the campaign, or removed from it. */
export const PLAYER_IMPORT_TYPES = ['players', 'removed_players'] as const;
export type PlayerImportType = (typeof PLAYER_IMPORT_TYPES)[number];
