/**
 * A value per key, kept `ttlMs` after it was asked for: `get` calls `load` once per key while the
 * value is fresh (callers arriving meanwhile share the same promise), and a failed load is not kept,
 * so the next caller asks again. Expired entries are dropped as new ones come.
 */
export function ttlCache<T>(ttlMs: number, now = () => Date.now()) {
  const entries = new Map<string, { value: Promise<T>; expires: number }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const time = now();
      const cached = entries.get(key);
      if (cached && cached.expires > time) return cached.value;
      for (const [other, entry] of entries) if (entry.expires <= time) entries.delete(other);
      const value = load();
      entries.set(key, { value, expires: time + ttlMs });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
  };
}
