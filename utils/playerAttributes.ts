import { currencyLabel, humanize, marketLabel } from '@/utils/labels';

/**
 * The player attributes a list is filtered by (spec §3): the list filter's name (the API's parameter,
 * once snake-cased), the `v1/player/…/` list that offers its values, and how a value reads.
 */
export const PLAYER_ATTRIBUTE_FILTERS = [
  { name: 'markets', path: 'markets', label: 'Market', readable: marketLabel },
  { name: 'currencies', path: 'currencies', label: 'Currency', readable: currencyLabel },
  { name: 'vipLevels', path: 'vip-level', label: 'VIP level', readable: humanize },
  { name: 'customerStates', path: 'customer-states', label: 'Customer state', readable: humanize },
  { name: 'segments', path: 'segments', label: 'Segment', readable: humanize },
  { name: 'affiliates', path: 'affiliates', label: 'Affiliate', readable: (value: string) => value },
] as const;

export type PlayerAttributeFilterName = (typeof PLAYER_ATTRIBUTE_FILTERS)[number]['name'];
export type PlayerAttributePath = (typeof PLAYER_ATTRIBUTE_FILTERS)[number]['path'];
