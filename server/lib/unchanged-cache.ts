/**
 * Answers derived from the embedded database, kept while its count of changes stands still
 * (db/client.ts `changes`: this process is its only writer, so an unchanged count means unchanged
 * data). Keyed by what the answer depends on besides the data (filters, order); the least recently
 * used go first past `maxEntries`. Not for PostgreSQL, where other instances write too.
 */
export function createUnchangedCache<Value>(changes: () => number, maxEntries: number) {
  const entries = new Map<string, { changes: number; value: Value }>();

  return {
    /** The count to pair with an answer about to be read: read it before the query. */
    version: changes,

    /** The kept answer for `key` if the data has not changed since it was read. */
    get(key: string): Value | undefined {
      const entry = entries.get(key);
      if (!entry || entry.changes !== changes()) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },

    /**
     * Keeps `value`, read after `version()` answered `version`: a change made meanwhile leaves it
     * stale, read anew next time, never paired with a newer count than its data.
     */
    set(key: string, version: number, value: Value): void {
      entries.delete(key);
      entries.set(key, { changes: version, value });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },

    /** The kept answer, or `load()`'s, kept. */
    async through(key: string, load: () => Promise<Value>): Promise<Value> {
      const kept = this.get(key);
      if (kept !== undefined) return kept;
      const version = changes();
      const value = await load();
      this.set(key, version, value);
      return value;
    },
  };
}

export type UnchangedCache<Value> = ReturnType<typeof createUnchangedCache<Value>>;
