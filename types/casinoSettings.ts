/** `GET/PATCH v1/casinos/settings/` as the settings screen edits it (types/api.ts derives it from contract/). */
export type { CasinoSettingsDetail } from './api';
