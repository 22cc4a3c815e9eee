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
  manageIntegration: 'manage_integration',
  exportPlayer: 'export_player',
  viewPlayerReport: 'view_player_report',
  viewPayout: 'view_payout',
  changePayout: 'change_payout',
  approvePayout: 'approve_payout',
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
