import type { FeatureSettings, PlatformCodename } from '@/types/api';
import { isAllowed, PERMISSIONS, type Permission } from '@/utils/permissions';
import { routes } from '@/utils/routes';

export interface MenuLink {
  label: string;
  href: string;
  /** Shown only to holders of any of these; no list shows to everyone (spec §6). */
  permissions?: readonly Permission[];
  /** Shown only on these platforms. */
  platforms?: readonly PlatformCodename[];
  /** Other pages that belong to this link's group (the user pages live under /user, the list at /users). */
  alsoActiveOn?: readonly string[];
}

export interface MenuGroup {
  id: 'campaigns' | 'contentTemplates' | 'casino' | 'users' | 'settings';
  label: string;
  permissions?: readonly Permission[];
  links: MenuLink[];
}

const P = PERMISSIONS;

const termsLink = (label: string): MenuLink => ({
  label,
  href: routes.terms(),
  permissions: [P.changeTermsTemplate],
});

/** Spec §2 side menu, with the content-templates group when its flag is on. */
export function buildMenu(
  settings: Pick<FeatureSettings, 'enablePageChangeCampaignInfoTemplate'>,
): MenuGroup[] {
  const templatesGroup = settings.enablePageChangeCampaignInfoTemplate;
  return [
    {
      id: 'campaigns',
      label: 'Campaigns',
      links: [
        {
          label: 'Manage campaigns',
          href: routes.campaigns.list(),
          permissions: [P.viewAllCampaigns, P.viewOwnCampaign],
        },
        { label: 'Create campaign', href: routes.campaigns.create(), permissions: [P.addCampaign] },
        ...(templatesGroup ? [] : [termsLink('Terms and conditions')]),
        { label: 'Catalog items', href: routes.catalogItems(), permissions: [P.viewCatalogItem] },
        { label: 'Loot boxes', href: routes.lootBoxes(), platforms: ['themill'] },
      ],
    },
    ...(templatesGroup
      ? [
          {
            id: 'contentTemplates' as const,
            label: 'Content templates',
            links: [
              {
                label: 'Campaign info',
                href: routes.campaignInfoTemplate(),
                permissions: [P.changeTermsTemplate],
              },
              termsLink('Terms'),
            ],
          },
        ]
      : []),
    {
      id: 'casino',
      label: 'Casino',
      links: [
        { label: 'Games', href: routes.games(), permissions: [P.viewGame] },
        { label: 'Players', href: routes.players() },
      ],
    },
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
      links: [
        { label: 'Users', href: routes.users(), permissions: [P.viewUser], alsoActiveOn: ['/user'] },
        { label: 'Activity logs', href: routes.activityLogs(), permissions: [P.viewActivityLog] },
      ],
    },
    {
      id: 'settings',
      label: 'Settings',
      links: [
        { label: 'Currencies', href: routes.casinoSettings() },
        { label: 'IP Whitelisting', href: routes.securitySettings(), permissions: [P.viewMfaWhitelistedIp] },
        { label: 'Overlay', href: routes.overlaySettings() },
        { label: 'Prizes', href: routes.prizeSettings(), platforms: ['softswiss'] },
      ],
    },
  ];
}

export interface Viewer {
  permissions: readonly string[];
  platform: PlatformCodename | undefined;
}

const canSee = (
  item: { permissions?: readonly Permission[]; platforms?: readonly PlatformCodename[] },
  viewer: Viewer,
) =>
  isAllowed(viewer.permissions, { permissions: item.permissions }) &&
  (!item.platforms || (viewer.platform !== undefined && item.platforms.includes(viewer.platform)));

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
