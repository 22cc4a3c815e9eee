import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import path from 'node:path';
import readline from 'node:readline';
import { Client } from 'pg';
import { newIntegrationKey } from '../repositories/integration-keys';
import { TEST_JWT_SECRET } from './helpers';

/**
 * Real API processes for the engine's crash and multi-instance tests: spawned with `node --import tsx
 * server/index.ts`, killed with SIGKILL, restarted on the same database.
 */

const ROOT = path.resolve(__dirname, '..', '..');

export interface ApiProcess {
  child: ChildProcess;
  url: string;
  /** SIGKILL: no shutdown hook runs, the transaction in hand is cut off. */
  kill(): Promise<void>;
  /** SIGTERM: the worker finishes its batch. */
  stop(): Promise<void>;
}

/**
 * Starts the API with `env` (DATABASE_URL or DATA_DIR) on a port the system gives it (read from its
 * "listening" log line, so parallel runs never collide) and resolves once it is ready (migrated).
 */
export async function startApi(env: Record<string, string>): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      API_PORT: '0',
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      SCHEDULER_INTERVAL: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let port: number | undefined;
  readline.createInterface({ input: child.stdout! }).on('line', (line) => {
    port ??= Number(/API server listening on http:\/\/[^\s"]*:(\d+)/.exec(line)?.[1]) || undefined;
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  // A first start runs initdb and every migration: on a busy shared machine that takes minutes.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API exited with ${child.exitCode}: ${stderr}`);
    try {
      if (port !== undefined && (await fetch(`http://127.0.0.1:${port}/ready/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Not left running: it would keep the test file's process (and the whole run) from ending.
      child.kill('SIGKILL');
      throw new Error(`API did not start: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const ended = (signal: NodeJS.Signals) => async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill(signal);
    await exited;
  };
  return { child, url: `http://127.0.0.1:${port}`, kill: ended('SIGKILL'), stop: ended('SIGTERM') };
}

/** Stores a new key through a PostgreSQL client; returns the key. */
export async function insertKey(client: Client): Promise<string> {
  const { key, prefix, keyHash } = newIntegrationKey();
  await client.query('insert into integration_keys (name, prefix, key_hash) values ($1, $2, $3)', [
    'test',
    prefix,
    keyHash,
  ]);
  return key;
}

/** `count` deposits spread over `players` players: each event gives exactly one wallet row when processed. */
export function depositBatch(count: number, players = 200) {
  return Array.from({ length: count }, (_, i) => ({
    kind: 'deposit',
    unique_id: randomUUID(),
    player: `crash-player-${i % players}`,
    occurred_at: new Date().toISOString(),
    amount: String(1 + (i % 50)),
    currency: 'EUR',
    method: 'visa',
  }));
}

/** Posts a batch; true when the API acknowledged it (202). Network errors (a killed process) are false. */
export async function postBatch(url: string, key: string, events: unknown[]): Promise<boolean> {
  try {
    const res = await fetch(`${url}/v1/events/`, {
      method: 'POST',
      headers: { authorization: `Api-Key ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ events }),
    });
    await res.arrayBuffer();
    return res.status === 202;
  } catch {
    return false;
  }
}
