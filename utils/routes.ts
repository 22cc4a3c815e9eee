import type { BuilderStep } from '@/types/campaigns';
import { CAMPAIGN_TYPE_INFO, type CampaignType } from './campaignTypes';

/** `?key=value&…` of the values that are set, or ''. */
function queryOf(values: Record<string, string | number | undefined>): string {
  const set = Object.entries(values).filter(([, value]) => value !== undefined && value !== '');
  return set.length === 0 ? '' : `?${new URLSearchParams(set.map(([k, v]) => [k, String(v)])).toString()}`;
}

/** Typed URL builders: every link and redirect in the app goes through these. */
export const routes = {
  login: () => '/login',
  forgotPassword: () => '/forgot-password',
  resetPassword: () => '/reset-password',
  setupPassword: () => '/setup-password',
  dashboard: () => '/dashboard',
  account: () => '/account',
  campaigns: {
    /** The list, optionally filtered (the filters are the list's URL query). */
    list: (filters: { status?: string } = {}) => `/campaigns/list${queryOf(filters)}`,
    create: () => '/campaigns/create',
    createType: (type: CampaignType) => `/campaigns/create/${CAMPAIGN_TYPE_INFO[type].slug}`,
    /** The builder of a saved campaign, at one of its steps (the first when none is given). */
    /** A campaign's builder at `step`, optionally with `field` (a form field's name) focused there. */
    edit: (id: number, step?: BuilderStep, field?: string) =>
      `/campaigns/edit${queryOf({ id, step, field })}`,
    statistics: (id: number) => `/campaigns/statistics?id=${id}`,
  },
  templates: {
    list: () => '/campaign-templates/list',
    /** A template's builder: a new one of `type`, or template `id` at one of its steps. */
    edit: (type: CampaignType, id?: number, step?: BuilderStep, field?: string) =>
      `/campaign-templates/edit/${CAMPAIGN_TYPE_INFO[type].slug}${queryOf({ id, step, field })}`,
  },
  catalogItems: () => '/catalog-items/list',
  terms: () => '/terms',
  /** A term template's form on the terms page; `new` adds one. */
  termTemplate: (id: number | 'new') => `/terms?edit=${id}`,
  campaignInfoTemplate: () => '/campaign-info-template',
  imagesLibrary: () => '/images-library',
  adminImagesLibrary: () => '/admin-images-library',
  securitySettings: () => '/security-settings',
  games: {
    list: () => '/games',
    edit: (id: number) => `/games/edit?id=${id}`,
  },
  players: {
    list: () => '/players/list',
    edit: (id: number) => `/players/edit?id=${id}`,
  },
  playerReports: {
    activity: () => '/player-reports/activity',
    logs: () => '/player-reports/logs',
  },
  casinoSettings: () => '/casino-settings',
  /** The loot boxes (themill), optionally with one box's edit dialog open. */
  lootBoxes: (edit?: number) => `/loot-boxes/list${queryOf({ edit })}`,
  prizeSettings: () => '/prize-settings',
  /** Integration keys and the engine's health; `dialog: 'create'` opens "Create key". */
  integrations: (query: { dialog?: 'create' } = {}) => `/integrations${queryOf(query)}`,
  /** `{ kind: 'catalog_item', status: 'pending' }`: the catalogue items waiting to be sent (fulfilment). */
  payouts: (query: { campaign?: number; status?: string; kind?: string } = {}) => `/payouts${queryOf(query)}`,
  overlaySettings: () => '/overlay-settings',
  activityLogs: () => '/activity-logs',
  accessGroups: {
    list: () => '/access-groups/list',
    add: () => '/access-groups/add',
    edit: (id: number) => `/access-groups/edit?id=${id}`,
  },
  limitGroups: {
    list: () => '/limit-groups/list',
    add: () => '/limit-groups/add',
    edit: (id: number) => `/limit-groups/edit?id=${id}`,
  },
  notifications: () => '/notifications',
  users: () => '/users',
  user: {
    add: () => '/user/add',
    view: (id: number) => `/user/view?id=${id}`,
    edit: (id: number) => `/user/edit?id=${id}`,
  },
} as const;

/** The page a signed-in visitor lands on (spec §2 leaves its path open). */
export const DEFAULT_LOGGED_IN_ROUTE = routes.dashboard();

/** Pages shown without the frame to visitors who are not signed in (token-link pages start with these). */
export const GUEST_ROUTES = [
  '/login',
  '/forgot-password',
  '/reset-password',
  '/setup-password',
  '/_error',
] as const;

export function isGuestRoute(pathname: string): boolean {
  return GUEST_ROUTES.some((route) => pathname === route || pathname.startsWith(`${route}/`));
}
