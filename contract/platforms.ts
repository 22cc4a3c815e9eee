/**
 * The gaming platforms a casino runs on (spec §1), shared by both programs: the web app gates the Loot
 * boxes and Prizes screens with them, the API server picks the casino's platform adapter by them.
 */
export const PLATFORM_CODENAMES = [
  'igamingplatform',
  'fasttrack',
  'softswiss',
  'themill',
  'amgaming',
  'rival',
  'mystino',
] as const;
export type PlatformCodename = (typeof PLATFORM_CODENAMES)[number];

export const isPlatformCodename = (value: string): value is PlatformCodename =>
  (PLATFORM_CODENAMES as readonly string[]).includes(value);

/** The casino's platform when this app knows it (another backend may name one it does not). */
export const knownPlatform = (value: string | undefined): PlatformCodename | undefined =>
  value !== undefined && isPlatformCodename(value) ? value : undefined;
