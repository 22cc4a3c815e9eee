/** Where a loop tells its failures: the instance's logger, or what an engine thread forwards to it. */
export interface LoopLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface ClaimingLoopOptions<Result> {
  /** One round: claims what is waiting in the database (at most a batch) and works it off. */
  round(now: Date): Promise<Result>;
  /** Whether the round took a whole batch, so more is waiting and the next round starts at once. */
  full(result: Result): boolean;
  /** What the serialised rounds resolve with before the first. */
  idle: Result;
  /** The pause after a round that took less than a batch (another instance's work is found then). */
  pollMs: number;
  /** The pause after a failed round (its work stays waiting in the database). */
  retryMs: number;
  log: LoopLog;
  /** Logged with the error of a failed round. */
  failureMessage: string;
}

/**
 * The loop of a worker that claims its work in the database (the engine's events, the payouts due):
 * rounds one after another on this instance (the loop's and those run directly, as tests do), a
 * full round followed at once by the next, a partial one by a pause that `wake` cuts short, a failed one
 * logged and followed by the retry pause. `stop` lets the round in hand finish.
 */
export function createClaimingLoop<Result>(options: ClaimingLoopOptions<Result>) {
  const { round, full, idle, pollMs, retryMs, log, failureMessage } = options;
  let running = false;
  let loop: Promise<void> | null = null;
  let wakeUp: (() => void) | null = null;
  /** Work was stored while a round was in hand: the next round starts at once, not after the pause. */
  let wokenDuringRound = false;
  let pause: NodeJS.Timeout | null = null;
  let current: Promise<Result> = Promise.resolve(idle);

  /** Runs one round after the one in hand; resolves with what it did. */
  function runRound(now: Date = new Date()): Promise<Result> {
    const next = current.catch(() => undefined).then(() => round(now));
    current = next;
    return next;
  }

  // Not after `stop` (it may come while a round is in hand): the loop ends instead.
  const sleep = (ms: number) =>
    !running
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          wakeUp = resolve;
          pause = setTimeout(resolve, ms);
        }).finally(() => {
          if (pause) clearTimeout(pause);
          pause = null;
          wakeUp = null;
        });

  async function run(): Promise<void> {
    while (running) {
      wokenDuringRound = false;
      try {
        const result = await runRound();
        if (!full(result) && !wokenDuringRound) await sleep(pollMs);
      } catch (error) {
        log.error({ err: error }, failureMessage);
        await sleep(retryMs);
      }
    }
  }

  return {
    runRound,

    /** New work was stored by this instance: look now rather than at the next poll. */
    wake(): void {
      wokenDuringRound = true;
      wakeUp?.();
    },

    start(): void {
      if (running) return;
      running = true;
      loop = run();
    },

    /** Stops the loop after the round in hand (its transaction commits or rolls back as a whole). */
    async stop(): Promise<void> {
      running = false;
      wakeUp?.();
      await loop;
      loop = null;
      await current.catch(() => undefined);
    },

    get started(): boolean {
      return running;
    },
  };
}
