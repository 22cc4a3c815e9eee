import type { FastifyBaseLogger } from 'fastify';

/**
 * Work done after the response (mails, for example), tracked so that shutdown and tests can wait for
 * it. A failed task is logged, never thrown.
 */
export function createBackgroundTasks(log: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();
  return {
    run(name: string, task: () => Promise<unknown>): void {
      const promise: Promise<void> = Promise.resolve()
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => log.error({ err: error, task: name }, 'background task failed'),
        )
        .finally(() => pending.delete(promise));
      pending.add(promise);
    },

    /** Resolves when every task started so far (and any they started) has finished. */
    async drain(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },

    get size(): number {
      return pending.size;
    },
  };
}

export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;
