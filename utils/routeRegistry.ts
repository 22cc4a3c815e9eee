import type { FeatureSettings, PlatformCodename } from '@/types/api';
import type { BackendExtension } from './backendExtensions';
import { PERMISSIONS, type Permission, type PermissionGate } from './permissions';

const P = PERMISSIONS;

export type MenuGroupId =
  'campaigns' | 'contentTemplates' | 'casino' | 'playerReports' | 'users' | 'settings';

/** Where a route sits in the side menu. */
export interface MenuPlacement {
  group: MenuGroupId;
  label: string;
  /** Other pages that belong to this link's group (the user pages live under /user, the list at /users). */
  alsoActiveOn?: readonly string[];
  /** Shown only while this casino feature setting (spec §3) is on, or off. */
  featureSetting?: { name: keyof FeatureSettings; on: boolean };
}

/** A logged-in route: its title, who may open it, and its place in the side menu. */
export interface RouteEntry {
  title: string;
  /** Any of the permissions (spec §6); a route without a gate is open to every signed-in user. */
  gate?: PermissionGate & { permissions?: readonly Permission[] };
  /** Only on these platforms (spec §2: Loot boxes for themill, Prizes for softswiss). */
  platforms?: readonly PlatformCodename[];
  /** Its side-menu link; a list when the link sits in one group or another by a feature setting. */
  menu?: MenuPlacement | readonly MenuPlacement[];
  /** The page rests on this call beyond spec §7: not linked when the backend lacks it. */
  extension?: BackendExtension;
}

const CAMPAIGN_VIEWERS = { permissions: [P.viewAllCampaigns, P.viewOwnCampaign] };

/**
 * Every logged-in route that exists, by its Next.js pathname, in side-menu order. The side menu, the
 * permission guard (AppShell) and the page titles read it, so a route is declared once, and the menu can
 * only link to a page that is here (a test checks each has its file in pages/).
 */
export const ROUTE_REGISTRY = {
  '/dashboard': { title: 'Dashboard' },
  '/account': { title: 'Your account' },
  '/notifications': { title: 'Notifications' },
  '/campaigns/list': {
    title: 'Campaigns',
    gate: CAMPAIGN_VIEWERS,
    menu: { group: 'campaigns', label: 'Manage campaigns' },
  },
  '/campaigns/create': {
    title: 'Create campaign',
    gate: { permissions: [P.addCampaign] },
    menu: { group: 'campaigns', label: 'Create campaign' },
  },
  '/campaigns/create/[type]': { title: 'Create campaign', gate: { permissions: [P.addCampaign] } },
  '/campaigns/edit': { title: 'Edit campaign', gate: CAMPAIGN_VIEWERS },
  '/campaigns/statistics': { title: 'Campaign statistics', gate: CAMPAIGN_VIEWERS },
  '/payouts': {
    title: 'Payouts',
    gate: { permissions: [P.viewPayout] },
    menu: { group: 'campaigns', label: 'Payouts' },
  },
  '/overview': {
    title: 'Campaign overview',
    gate: CAMPAIGN_VIEWERS,
    extension: 'calendar',
    menu: { group: 'campaigns', label: 'Overview' },
  },
  '/marketing': {
    title: 'Marketing',
    gate: CAMPAIGN_VIEWERS,
    extension: 'marketing',
    menu: { group: 'campaigns', label: 'Marketing' },
  },
  '/campaign-info-template': {
    title: 'Campaign info',
    gate: { permissions: [P.changeTermsTemplate] },
    menu: {
      group: 'contentTemplates',
      label: 'Campaign info',
      featureSetting: { name: 'enablePageChangeCampaignInfoTemplate', on: true },
    },
  },
  '/terms': {
    title: 'Terms and conditions',
    gate: { permissions: [P.changeTermsTemplate] },
    // Spec §2: with the page-change info template flag on, Terms sits in the Content templates group.
    menu: [
      {
        group: 'campaigns',
        label: 'Terms and conditions',
        featureSetting: { name: 'enablePageChangeCampaignInfoTemplate', on: false },
      },
      {
        group: 'contentTemplates',
        label: 'Terms',
        featureSetting: { name: 'enablePageChangeCampaignInfoTemplate', on: true },
      },
    ],
  },
  '/campaign-templates/list': {
    title: 'Campaign templates',
    gate: CAMPAIGN_VIEWERS,
    menu: { group: 'campaigns', label: 'Campaign templates', alsoActiveOn: ['/campaign-templates'] },
  },
  '/campaign-templates/edit/[type]': { title: 'Campaign template', gate: CAMPAIGN_VIEWERS },
  '/catalog-items/list': {
    title: 'Catalog items',
    gate: { permissions: [P.viewCatalogItem] },
    menu: { group: 'campaigns', label: 'Catalog items' },
  },
  '/loot-boxes/list': {
    title: 'Loot boxes',
    platforms: ['themill'],
    menu: { group: 'campaigns', label: 'Loot boxes' },
  },
  '/images-library': {
    title: 'Images library',
    menu: { group: 'campaigns', label: 'Images library' },
  },
  '/games': {
    title: 'Games',
    gate: { permissions: [P.viewGame] },
    menu: { group: 'casino', label: 'Games' },
  },
  '/games/edit': { title: 'Game', gate: { permissions: [P.viewGame] } },
  '/players/list': {
    title: 'Players',
    menu: { group: 'casino', label: 'Players', alsoActiveOn: ['/players/edit'] },
  },
  '/players/edit': { title: 'Player' },
  '/player-reports/activity': {
    title: 'Player activity',
    gate: { permissions: [P.viewPlayerReport] },
    menu: { group: 'playerReports', label: 'Player Activity' },
  },
  '/player-reports/logs': {
    title: 'Player logs',
    gate: CAMPAIGN_VIEWERS,
    menu: { group: 'playerReports', label: 'Player Logs' },
  },
  '/users': {
    title: 'Users',
    gate: { permissions: [P.viewUser] },
    menu: { group: 'users', label: 'Users', alsoActiveOn: ['/user'] },
  },
  '/user/add': { title: 'Invite user', gate: { permissions: [P.addUser] } },
  '/user/view': { title: 'User', gate: { permissions: [P.viewUser] } },
  '/user/edit': { title: 'Edit user', gate: { permissions: [P.changeUser] } },
  '/access-groups/list': {
    title: 'Access groups',
    gate: { permissions: [P.viewGroup] },
    menu: { group: 'users', label: 'Access groups', alsoActiveOn: ['/access-groups'] },
  },
  '/access-groups/add': { title: 'Add access group', gate: { permissions: [P.addGroup] } },
  '/access-groups/edit': { title: 'Edit access group', gate: { permissions: [P.viewGroup] } },
  '/limit-groups/list': {
    title: 'Limit groups',
    gate: { permissions: [P.viewCampaignLimitGroup] },
    menu: { group: 'users', label: 'Limit groups', alsoActiveOn: ['/limit-groups'] },
  },
  '/limit-groups/add': { title: 'Add limit group', gate: { permissions: [P.addCampaignLimitGroup] } },
  '/limit-groups/edit': { title: 'Edit limit group', gate: { permissions: [P.viewCampaignLimitGroup] } },
  '/activity-logs': {
    title: 'Activity logs',
    gate: { permissions: [P.viewActivityLog] },
    menu: { group: 'users', label: 'Activity logs' },
  },
  '/casino-settings': { title: 'Currencies', menu: { group: 'settings', label: 'Currencies' } },
  '/security-settings': {
    title: 'IP Whitelisting',
    gate: { permissions: [P.viewMfaWhitelistedIp] },
    menu: { group: 'settings', label: 'IP Whitelisting' },
  },
  '/admin-images-library': {
    title: 'Admin images library',
    menu: { group: 'settings', label: 'Admin images' },
  },
  '/overlay-settings': { title: 'Overlay', menu: { group: 'settings', label: 'Overlay' } },
  '/integrations': {
    title: 'Integrations',
    gate: { permissions: [P.manageIntegration] },
    menu: { group: 'settings', label: 'Integrations' },
  },
  '/prize-settings': {
    title: 'Prize settings',
    platforms: ['softswiss'],
    menu: { group: 'settings', label: 'Prizes' },
  },
} satisfies Record<string, RouteEntry>;

export type RegisteredPath = keyof typeof ROUTE_REGISTRY;

/** The entry of a Next.js pathname (`/campaigns/create/[type]`), if the route is registered. */
export function routeEntry(pathname: string): RouteEntry | undefined {
  return Object.hasOwn(ROUTE_REGISTRY, pathname)
    ? (ROUTE_REGISTRY as Record<string, RouteEntry>)[pathname]
    : undefined;
}
