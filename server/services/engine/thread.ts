import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { LoopLog } from '../../lib/claiming-loop';
import type { BatchResult } from './worker';

/** What an engine thread needs to start: the database it claims from. */
export interface EngineThreadData {
  databaseUrl: string;
}
/** From the instance to its engine thread. */
export type ToEngineThread = { type: 'wake' } | { type: 'stop' };
/** From the engine thread to its instance. */
export type FromEngineThread =
  | { type: 'applied'; result: BatchResult }
  | { type: 'log'; level: 'error' | 'warn'; details: object; message: string };

/**
 * What the thread runs: its entry file, through tsx's require hook as the API runs all its TypeScript,
 * because the `--import tsx` the instance was started with does not reach worker threads on Node 20
 * (privatenumber/tsx#354). Both paths are resolved here: an evaluated thread's `require` would look
 * from the working directory, wherever the API was started from.
 */
const THREAD_BOOTSTRAP = [require.resolve('tsx/cjs'), path.join(__dirname, 'thread-entry.ts')]
  .map((file) => `require(${JSON.stringify(file)});`)
  .join(' ');

/** After an engine thread ended unasked (a fault outside any batch): started again after this pause. */
const RESTART_AFTER_MS = 1_000;

/**
 * The engine loop of an instance on PostgreSQL, run in a thread of its own (`thread-entry.ts`), so that
 * the apply's JavaScript (the campaigns' rules, some 60 µs an event) runs on another core instead of
 * holding up the platform's posts and staff requests on the instance's own thread (ARCHITECTURE.md,
 * "The engine's thread", has the figures). The embedded database is open in one thread only, so there
 * the loop stays in the instance's.
 * Controlled like the loop in the instance: started, woken by the ingest, stopped after the batch in
 * hand; what a batch changed comes back to `onApplied`, its faults to the instance's log.
 */
export function createEngineThread(options: {
  databaseUrl: string;
  log: LoopLog;
  onApplied(result: BatchResult): void;
}) {
  const { databaseUrl, log, onApplied } = options;
  let running = false;
  let thread: Worker | null = null;
  let restart: NodeJS.Timeout | null = null;

  function spawn(): void {
    const started = new Worker(THREAD_BOOTSTRAP, {
      eval: true,
      workerData: { databaseUrl } satisfies EngineThreadData,
    });
    started.on('message', (message: FromEngineThread) => {
      if (message.type === 'applied') onApplied(message.result);
      else log[message.level]({ ...message.details, thread: 'engine' }, message.message);
    });
    started.on('error', (error) => log.error({ err: error }, 'engine thread failed'));
    started.on('exit', (code) => {
      thread = null;
      if (!running) return;
      // Its events stay waiting in the database (each batch is one transaction): nothing is lost.
      log.error({ code }, 'engine thread ended: starting another');
      restart = setTimeout(() => {
        restart = null;
        if (running) spawn();
      }, RESTART_AFTER_MS);
    });
    thread = started;
  }

  const send = (message: ToEngineThread) => thread?.postMessage(message);

  return {
    start(): void {
      if (running) return;
      running = true;
      spawn();
    },
    /** New events were stored by this instance: the thread looks now rather than at its next poll. */
    wake: () => send({ type: 'wake' }),
    /** Stops the thread after the batch in hand (its transaction commits or rolls back as a whole). */
    async stop(): Promise<void> {
      running = false;
      if (restart) clearTimeout(restart);
      const stopping = thread;
      if (!stopping) return;
      const exited = new Promise((resolve) => stopping.once('exit', resolve));
      send({ type: 'stop' });
      await exited;
    },
    get started(): boolean {
      return running;
    },
  };
}
