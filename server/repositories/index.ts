import type { Executor } from '../db/client';
import { createCasinoRepository } from './casino';
import { createFeatureFlagsRepository } from './feature-flags';
import { createGroupsRepository } from './groups';
import { createLoginFailuresRepository } from './login-failures';
import { createMfaWhitelistRepository } from './mfa-whitelist';
import { createNotificationsRepository } from './notifications';
import { createOutboxRepository } from './outbox';
import { createPasswordTokensRepository } from './password-tokens';
import { createRefreshTokensRepository } from './refresh-tokens';
import { createUsersRepository } from './users';

export function createRepositories(db: Executor) {
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
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
