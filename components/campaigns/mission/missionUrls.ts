/** Spec §7 Missions' addresses: read by `missionCalls.ts`, written to by `missionSync.ts`. */
export const MISSIONS_URL = 'v1/missions/missions/';
export const missionUrl = (id: number) => `${MISSIONS_URL}${id}/`;
