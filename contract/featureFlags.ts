/** Feature flags (spec §3, fetched by key with `GET v1/feature-flags/{key}`) this product knows, for both programs. */
export const FEATURE_FLAG_KEYS = [
  'enable-sport-book-campaign',
  'enable-mission-v2',
  'edit-active-campaigns',
  'enable-speed-race',
] as const;
export type FeatureFlagKey = (typeof FEATURE_FLAG_KEYS)[number];
