import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import type { Repositories } from '../repositories';
import { DEMO_USERS } from './demo';

export const DEMO_KEY_FILE = 'demo-integration-key';
const DEMO_KEY_NAME = 'Demo activity (npm start)';

/**
 * The key `npm start`'s demo activity (scripts/simulate.ts) posts with: made on this machine and kept
 * only in DATA_DIR (mode 600), never a fixed key anyone could read in the repository. A key that was
 * revoked or lost is replaced.
 */
export async function ensureDemoIntegrationKey(repos: Repositories, config: Config): Promise<void> {
  const file = path.join(config.dataDir, DEMO_KEY_FILE);
  let existing: string | undefined;
  try {
    existing = readFileSync(file, 'utf8').trim();
  } catch {
    existing = undefined;
  }
  if (existing && (await repos.integrationKeys.findLive(existing))) return;
  const admin = await repos.users.findByEmail(DEMO_USERS.admin.email);
  const created = await repos.integrationKeys.create(DEMO_KEY_NAME, admin?.id ?? null);
  writeFileSync(file, `${created.key}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
}
