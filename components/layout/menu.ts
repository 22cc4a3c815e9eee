import type { FeatureSettings, PlatformCodename } from '@/types/api';
import type { BackendExtension } from '@/utils/backendExtensions';
import { isAllowed, PERMISSIONS, type Permission } from '@/utils/permissions';
import { ROUTE_REGISTRY, type MenuGroupId, type MenuPlacement, type RouteEntry } from '@/utils/routeRegistry';

export interface MenuLink {
  label: string;
  href: string;
  /** Shown only to holders of any of these; no list shows to everyone (spec §6). */
  permissions?: readonly Permission[];
  platforms?: readonly PlatformCodename[];
  alsoActiveOn?: readonly string[];
  featureSetting?: MenuPlacement['featureSetting'];
  /** The call beyond spec §7 the page rests on. */
  extension?: BackendExtension;
}

export interface MenuGroup {
  id: MenuGroupId;
  label: string;
  permissions?: readonly Permission[];
  links: MenuLink[];
}

const P = PERMISSIONS;

/** Spec §2's menu groups, in order; their links come from the route registry. */
const GROUPS: ReadonlyArray<Omit<MenuGroup, 'links'>> = [
  { id: 'campaigns', label: 'Campaigns' },
  { id: 'contentTemplates', label: 'Content templates' },
  { id: 'casino', label: 'Casino' },
  { id: 'playerReports', label: 'Player reports' },
  {
    id: 'users',
    label: 'Users',
    permissions: [
      P.viewGroup,
      P.viewActivityLog,
      P.viewMfaWhitelistedIp,
      P.viewCampaignLimitGroup,
      P.viewUser,
    ],
  },
  { id: 'settings', label: 'Settings' },
];

/** The side menu: every registered route with a menu placement, grouped, in registry order. */
export function buildMenu(): MenuGroup[] {
  const placements = (Object.entries(ROUTE_REGISTRY) as Array<[string, RouteEntry]>).flatMap(
    ([href, entry]) =>
      ([] as MenuPlacement[]).concat(entry.menu ?? []).map((menu) => ({ href, entry, menu })),
  );
  return GROUPS.map((group) => ({
    ...group,
    links: placements
      .filter(({ menu }) => menu.group === group.id)
      .map(({ href, entry, menu }) => ({
        label: menu.label,
        href,
        permissions: entry.gate?.permissions,
        platforms: entry.platforms,
        alsoActiveOn: menu.alsoActiveOn,
        featureSetting: menu.featureSetting,
        extension: entry.extension,
      })),
  }));
}

export interface Viewer {
  permissions: readonly string[];
  platform: PlatformCodename | undefined;
  /** The casino's feature settings; none loaded counts as every setting off. */
  featureSettings?: FeatureSettings;
  /** Calls beyond spec §7 the connected backend answered it does not have. */
  missingExtensions?: readonly BackendExtension[];
}

const canSee = (
  item: Pick<MenuLink, 'permissions' | 'platforms' | 'featureSetting' | 'extension'>,
  viewer: Viewer,
) =>
  isAllowed(viewer.permissions, { permissions: item.permissions }) &&
  !(item.extension && viewer.missingExtensions?.includes(item.extension)) &&
  (!item.platforms || (viewer.platform !== undefined && item.platforms.includes(viewer.platform))) &&
  (!item.featureSetting ||
    (viewer.featureSettings?.[item.featureSetting.name] ?? false) === item.featureSetting.on);

/** The groups and links this viewer may see; a group left without links is hidden. */
export function visibleMenu(groups: MenuGroup[], viewer: Viewer): MenuGroup[] {
  return groups
    .filter((group) => canSee(group, viewer))
    .map((group) => ({ ...group, links: group.links.filter((link) => canSee(link, viewer)) }))
    .filter((group) => group.links.length > 0);
}

const firstSegment = (path: string) => path.split('?')[0].split('/').filter(Boolean)[0] ?? '';

/** Spec §2: the active group follows the current page's name (its first path segment). */
export function activeGroupId(groups: MenuGroup[], pathname: string): MenuGroup['id'] | undefined {
  const page = firstSegment(pathname);
  return groups.find((group) =>
    group.links.some((link) =>
      [link.href, ...(link.alsoActiveOn ?? [])].some((path) => firstSegment(path) === page),
    ),
  )?.id;
}
