import { PERMISSIONS, VIEW_PERMISSIONS } from '../../contract/permissions';
import type { Config } from '../config';
import type { Executor } from '../db/client';
import { createRepositories } from '../repositories';
import { hashPassword } from '../services/passwords';
import { defaultCasino, DEFAULT_FEATURE_FLAGS } from './base';
import { seedDemoContent, type DemoContentOptions } from './demo-content';
import { seedDemoHistory } from './demo-history';
import { demoPlatformConfiguration, seedDemoPlatforms } from './demo-platforms';

/** Fixed TOTP secret of the demo second-factor user (never use it for a real account). */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export const DEMO_USERS = {
  admin: { email: 'admin@example.com', password: 'demo-admin-password', firstName: 'Ada', lastName: 'Admin' },
  viewer: {
    email: 'viewer@example.com',
    password: 'demo-viewer-password',
    firstName: 'Victor',
    lastName: 'Viewer',
  },
  mfa: { email: 'mfa@example.com', password: 'demo-mfa-password', firstName: 'Mia', lastName: 'Factor' },
  approver: {
    email: 'approver@example.com',
    password: 'demo-approver-password',
    firstName: 'Paula',
    lastName: 'Approver',
  },
} as const;

export interface SeedLogger {
  info(message: string): void;
}

/**
 * Demo data, only when the users table is empty (so it is idempotent and never touches a used
 * database): the casino, the feature flags, four users (admin, viewer, second factor, payout approver) and a couple
 * of notifications. Then the demo games, players, campaigns and gallery, each only while it is empty
 * (see demo-content.ts; `content` can make them smaller), and their past activity sent through the
 * engine (demo-history.ts). Returns whether it seeded the users.
 */
export async function seedDemo(
  db: Executor,
  config: Config,
  log?: SeedLogger,
  content: DemoContentOptions = {},
): Promise<boolean> {
  const [adminHash, viewerHash, mfaHash, approverHash] = await Promise.all([
    hashPassword(DEMO_USERS.admin.password),
    hashPassword(DEMO_USERS.viewer.password),
    hashPassword(DEMO_USERS.mfa.password),
    hashPassword(DEMO_USERS.approver.password),
  ]);
  const seeded = await db.transaction(async (tx) => {
    const repos = createRepositories(tx);
    if ((await repos.users.count(tx)) > 0) return false;

    // The demo offers every campaign type, sportsbook missions included.
    await repos.featureFlags.ensure({ ...DEFAULT_FEATURE_FLAGS, 'enable-sport-book-campaign': true }, tx);
    if (!(await repos.casino.get(tx))) {
      await repos.casino.create(
        {
          ...defaultCasino(config, 'Demo Casino'),
          platformConfiguration: demoPlatformConfiguration(config.demoPlatform, config),
        },
        tx,
      );
    }

    const admin = await repos.users.create(
      {
        ...pick(DEMO_USERS.admin),
        password: adminHash,
        isSuperuser: true,
        status: 'AC',
        markets: ['DE', 'FI'],
      },
      tx,
    );
    const viewers = await repos.groups.create('Viewers', VIEW_PERMISSIONS, tx);
    const viewer = await repos.users.create(
      { ...pick(DEMO_USERS.viewer), password: viewerHash, status: 'AC' },
      tx,
    );
    await repos.users.addToGroups(viewer.id, [viewers.id], tx);
    // The second pair of eyes: releases the admin's held payouts (never those of campaigns they made).
    const approvers = await repos.groups.create(
      'Payout approvers',
      [...VIEW_PERMISSIONS, PERMISSIONS.changePayout, PERMISSIONS.approvePayout],
      tx,
    );
    const approver = await repos.users.create(
      { ...pick(DEMO_USERS.approver), password: approverHash, status: 'AC' },
      tx,
    );
    await repos.users.addToGroups(approver.id, [approvers.id], tx);
    await repos.users.create(
      {
        ...pick(DEMO_USERS.mfa),
        password: mfaHash,
        isSuperuser: true,
        status: 'AC',
        mfaEnabled: true,
        mfaSecret: DEMO_TOTP_SECRET,
      },
      tx,
    );

    await repos.notifications.create(
      {
        userId: admin.id,
        title: 'Welcome to the back-office',
        text: 'This is a demo installation with sample data.',
        url: '/dashboard',
      },
      tx,
    );
    await repos.notifications.create(
      {
        userId: admin.id,
        title: 'Set up your casino',
        text: 'Review currencies and feature settings.',
        url: '/casino-settings',
      },
      tx,
    );
    return true;
  });
  await seedDemoPlatforms(db, config);
  const started = Date.now();
  const added = await db.transaction((tx) => seedDemoContent(tx, DEMO_USERS.admin.email, content));
  if (log && Object.values(added).some(Boolean)) {
    log.info(
      `Demo content seeded in ${Date.now() - started} ms: ` +
        Object.entries(added)
          .filter(([, done]) => done)
          .map(([what]) => what)
          .join(', '),
    );
  }
  const historyStarted = Date.now();
  const historyEvents = await seedDemoHistory(db);
  if (log && historyEvents > 0)
    log.info(
      `Demo history: ${historyEvents} events applied by the engine in ${Date.now() - historyStarted} ms`,
    );
  if (seeded && log) {
    log.info(
      `Demo data seeded: ${DEMO_USERS.admin.email} / ${DEMO_USERS.admin.password}, ` +
        `${DEMO_USERS.viewer.email} / ${DEMO_USERS.viewer.password}, ` +
        `${DEMO_USERS.mfa.email} / ${DEMO_USERS.mfa.password} (TOTP secret ${DEMO_TOTP_SECRET})`,
    );
  }
  return seeded;
}

function pick(user: { email: string; firstName: string; lastName: string }) {
  return { email: user.email, firstName: user.firstName, lastName: user.lastName };
}
