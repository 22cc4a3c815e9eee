import type { Executor } from '../db/client';
import { createActivityLogsRepository } from './activity-logs';
import { createCampaignsRepository } from './campaigns';
import { createCasinoRepository } from './casino';
import { createCatalogItemsRepository } from './catalog-items';
import { createCompetitionsRepository } from './competitions';
import { createContentRepository } from './content';
import { createFeatureFlagsRepository } from './feature-flags';
import { createGalleryRepository } from './gallery';
import { createGamesRepository } from './games';
import { createGroupsRepository } from './groups';
import { createIntegrationKeysRepository } from './integration-keys';
import { createPayoutsRepository } from './payouts';
import { createLimitGroupsRepository } from './limit-groups';
import { createLoginFailuresRepository } from './login-failures';
import { createMediaRepository } from './media';
import { createMfaWhitelistRepository } from './mfa-whitelist';
import { createMissionsRepository } from './missions';
import { createNotificationsRepository } from './notifications';
import { createOutboxRepository } from './outbox';
import { createOverlaysRepository } from './overlays';
import { createParticipationsRepository } from './participations';
import { createPasswordTokensRepository } from './password-tokens';
import { createPlatformStandInRepository } from './platform-stand-in';
import { createPlayerActivityRepository } from './player-activity';
import { createPlayerEventsRepository } from './player-events';
import { createPlayersRepository } from './players';
import { createPrizeDropsRepository } from './prize-drops';
import { createJackpotsRepository } from './jackpots';
import { createRefreshTokensRepository } from './refresh-tokens';
import { createReportsRepository } from './reports';
import { createTargetGroupsRepository } from './target-groups';
import { createUsersRepository } from './users';

/** `changes`: the embedded database's count of changes (db/client.ts), for what campaigns and players keep. */
export function createRepositories(db: Executor, changes?: () => number) {
  return {
    users: createUsersRepository(db),
    groups: createGroupsRepository(db),
    refreshTokens: createRefreshTokensRepository(db),
    casino: createCasinoRepository(db),
    featureFlags: createFeatureFlagsRepository(db),
    notifications: createNotificationsRepository(db),
    loginFailures: createLoginFailuresRepository(db),
    mfaWhitelist: createMfaWhitelistRepository(db),
    passwordTokens: createPasswordTokensRepository(db),
    outbox: createOutboxRepository(db),
    campaigns: createCampaignsRepository(db, changes),
    missions: createMissionsRepository(db),
    games: createGamesRepository(db, changes !== undefined),
    players: createPlayersRepository(db, changes),
    targetGroups: createTargetGroupsRepository(db),
    participations: createParticipationsRepository(db),
    gallery: createGalleryRepository(db),
    limitGroups: createLimitGroupsRepository(db),
    catalogItems: createCatalogItemsRepository(db),
    content: createContentRepository(db),
    activityLogs: createActivityLogsRepository(db),
    platformStandIn: createPlatformStandInRepository(db),
    overlays: createOverlaysRepository(db),
    playerActivity: createPlayerActivityRepository(db),
    media: createMediaRepository(db),
    reports: createReportsRepository(db),
    prizeDrops: createPrizeDropsRepository(db),
    jackpots: createJackpotsRepository(db),
    competitions: createCompetitionsRepository(db),
    integrationKeys: createIntegrationKeysRepository(db),
    playerEvents: createPlayerEventsRepository(db),
    payouts: createPayoutsRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
