// What other features may use of players (ARCHITECTURE.md, Folders: features apart): the audience's
// calls, the player activity reports' calls and the responsible-gambling exclusions.
export { PLAYER_LOG_URL, useGetDepositMethodsQuery, useGetPlayerActivityQuery } from './activityApi';
export {
  TARGET_GROUP_EXPORT_FILENAME,
  targetGroupExportUrl,
  useGetAudienceQuery,
  useGetPlayerAttributeQuery,
  useGetTargetGroupQuery,
  useImportPlayersMutation,
  useSearchPlayersQuery,
  useUpdateTargetGroupMutation,
} from './api';
export { EXCLUSION_LABELS, ExclusionBadges, exclusionSummary, exclusionsOf } from './Exclusions';
