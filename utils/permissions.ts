/**
 * Permission codes of spec §6. The API server seeds and enforces these; the web app gates menus and
 * screens with them. Codes the spec leaves unnamed follow the same `<action>_<model>` pattern and are
 * listed in ARCHITECTURE.md.
 */
export const PERMISSIONS = {
  viewAllCampaigns: 'view_all_campaigns',
  viewOwnCampaign: 'view_own_campaign',
  addCampaign: 'add_campaign',
  manageAllCampaigns: 'manage_all_campaigns',
  changeOwnCampaign: 'change_own_campaign',
  deleteOwnCampaign: 'delete_own_campaign',
  deleteCampaign: 'delete_campaign',
  changeTermsTemplate: 'change_terms_template',
  viewCatalogItem: 'view_catalogitem',
  addCatalogItem: 'add_catalogitem',
  changeCatalogItem: 'change_catalogitem',
  deleteCatalogItem: 'delete_catalogitem',
  viewGame: 'view_game',
  changeGame: 'change_game',
  viewMfaWhitelistedIp: 'view_mfawhitelistedip',
  addMfaWhitelistedIp: 'add_mfawhitelistedip',
  deleteMfaWhitelistedIp: 'delete_mfawhitelistedip',
  viewUser: 'view_user',
  addUser: 'add_user',
  changeUser: 'change_user',
  changeActiveStatus: 'change_active_status',
  viewActivityLog: 'view_activitylog',
  viewGroup: 'view_group',
  addGroup: 'add_group',
  changeGroup: 'change_group',
  deleteGroup: 'delete_group',
  viewCampaignLimitGroup: 'view_campaignlimitgroup',
  addCampaignLimitGroup: 'add_campaignlimitgroup',
  changeCampaignLimitGroup: 'change_campaignlimitgroup',
  deleteCampaignLimitGroup: 'delete_campaignlimitgroup',
  addPhoto: 'add_photo',
  changePhoto: 'change_photo',
  deletePhoto: 'delete_photo',
  addGalleryCategory: 'add_gallerycategory',
  changeGalleryCategory: 'change_gallerycategory',
  deleteGalleryCategory: 'delete_gallerycategory',
  addPlayerSelection: 'add_playerselection',
  changePlayerSelection: 'change_playerselection',
  deletePlayerSelection: 'delete_playerselection',
  changeCheckNewUsersPlayerSelection: 'change_check_new_users_playerselection',
  changeCasinoSettings: 'change_casinosettings',
  changeLootBox: 'change_lootbox',
  changeOverlay: 'change_overlay',
  changePlayer: 'change_player',
} as const;

export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

export const ALL_PERMISSIONS: readonly Permission[] = Object.values(PERMISSIONS);

/** What the demo "viewer" holds: every view permission and nothing that changes data. */
export const VIEW_PERMISSIONS: readonly Permission[] = ALL_PERMISSIONS.filter((code) =>
  code.startsWith('view_'),
);

export interface PermissionGate {
  /** One code that must be held, or a list of which any (or, with `requireAll`, every) must be held. */
  permissions?: Permission | readonly Permission[];
  requireAll?: boolean;
}

/** Spec §5: any of the listed permissions, all of them when the gate asks, a single string must be held. */
export function isAllowed(
  held: readonly string[],
  { permissions, requireAll = false }: PermissionGate,
): boolean {
  if (permissions === undefined) return true;
  if (typeof permissions === 'string') return held.includes(permissions);
  if (permissions.length === 0) return true;
  return requireAll
    ? permissions.every((code) => held.includes(code))
    : permissions.some((code) => held.includes(code));
}

/** The areas permissions are grouped in on the access-group screen, in the order they are shown. */
export const PERMISSION_AREAS = [
  'Campaigns',
  'Content',
  'Catalog items',
  'Games',
  'Players',
  'Gallery',
  'Users',
  'Access groups',
  'Limit groups',
  'Security',
  'Settings',
] as const;

export type PermissionArea = (typeof PERMISSION_AREAS)[number];

/** A readable label and area for every permission code (spec §6 and the codes ARCHITECTURE.md adds). */
export const PERMISSION_INFO: Record<Permission, { label: string; area: PermissionArea }> = {
  view_all_campaigns: { label: 'View all campaigns', area: 'Campaigns' },
  view_own_campaign: { label: 'View own campaigns', area: 'Campaigns' },
  add_campaign: { label: 'Create campaigns', area: 'Campaigns' },
  manage_all_campaigns: { label: 'Manage all campaigns', area: 'Campaigns' },
  change_own_campaign: { label: 'Change own campaigns', area: 'Campaigns' },
  delete_own_campaign: { label: 'Delete own campaigns', area: 'Campaigns' },
  delete_campaign: { label: 'Delete any campaign', area: 'Campaigns' },
  change_terms_template: { label: 'Edit terms and campaign info templates', area: 'Content' },
  view_catalogitem: { label: 'View catalog items', area: 'Catalog items' },
  add_catalogitem: { label: 'Add catalog items', area: 'Catalog items' },
  change_catalogitem: { label: 'Change catalog items', area: 'Catalog items' },
  delete_catalogitem: { label: 'Delete catalog items', area: 'Catalog items' },
  view_game: { label: 'View games', area: 'Games' },
  change_game: { label: 'Change games', area: 'Games' },
  add_playerselection: { label: 'Add player selections', area: 'Players' },
  change_playerselection: { label: 'Change player selections', area: 'Players' },
  delete_playerselection: { label: 'Delete player selections', area: 'Players' },
  change_check_new_users_playerselection: {
    label: 'Change new-player checks of selections',
    area: 'Players',
  },
  add_photo: { label: 'Upload photos', area: 'Gallery' },
  change_photo: { label: 'Change photos', area: 'Gallery' },
  delete_photo: { label: 'Delete photos', area: 'Gallery' },
  add_gallerycategory: { label: 'Add gallery categories', area: 'Gallery' },
  change_gallerycategory: { label: 'Change gallery categories', area: 'Gallery' },
  delete_gallerycategory: { label: 'Delete gallery categories', area: 'Gallery' },
  view_user: { label: 'View users', area: 'Users' },
  add_user: { label: 'Invite users', area: 'Users' },
  change_user: { label: 'Change users', area: 'Users' },
  change_active_status: { label: 'Block and unblock users', area: 'Users' },
  view_activitylog: { label: 'View the activity log', area: 'Users' },
  view_group: { label: 'View access groups', area: 'Access groups' },
  add_group: { label: 'Add access groups', area: 'Access groups' },
  change_group: { label: 'Change access groups', area: 'Access groups' },
  delete_group: { label: 'Delete access groups', area: 'Access groups' },
  view_campaignlimitgroup: { label: 'View limit groups', area: 'Limit groups' },
  add_campaignlimitgroup: { label: 'Add limit groups', area: 'Limit groups' },
  change_campaignlimitgroup: { label: 'Change limit groups', area: 'Limit groups' },
  delete_campaignlimitgroup: { label: 'Delete limit groups', area: 'Limit groups' },
  view_mfawhitelistedip: { label: 'View the IP whitelist', area: 'Security' },
  add_mfawhitelistedip: { label: 'Add whitelisted IPs', area: 'Security' },
  delete_mfawhitelistedip: { label: 'Remove whitelisted IPs', area: 'Security' },
  change_casinosettings: { label: 'Change casino settings', area: 'Settings' },
  change_lootbox: { label: 'Change loot boxes', area: 'Content' },
  change_overlay: { label: 'Change the overlay', area: 'Settings' },
  change_player: { label: 'Change players (segments)', area: 'Players' },
};
