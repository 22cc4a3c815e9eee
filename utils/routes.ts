/** Typed URL builders: every link and redirect in the app goes through these. */
export const routes = {
  login: () => '/login',
  forgotPassword: () => '/forgot-password',
  resetPassword: () => '/reset-password',
  setupPassword: () => '/setup-password',
  dashboard: () => '/dashboard',
  account: () => '/account',
  marketing: () => '/marketing',
  overview: () => '/overview',
  campaigns: {
    list: () => '/campaigns/list',
    create: () => '/campaigns/create',
    edit: () => '/campaigns/edit',
    statistics: () => '/campaigns/statistics',
  },
  campaignTemplates: { list: () => '/campaign-templates/list' },
  catalogItems: () => '/catalog-items/list',
  terms: () => '/terms',
  campaignInfoTemplate: () => '/campaign-info-template',
  lootBoxes: () => '/loot-boxes/list',
  games: () => '/games',
  players: () => '/players/list',
  casinoSettings: () => '/casino-settings',
  securitySettings: () => '/security-settings',
  overlaySettings: () => '/overlay-settings',
  prizeSettings: () => '/prize-settings',
  activityLogs: () => '/activity-logs',
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
