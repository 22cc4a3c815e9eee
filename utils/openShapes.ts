/**
 * Answers whose shape spec §7 leaves open, read either way a DRF backend may reasonably send them.
 */

/** A list sent as a plain array or as a DRF page (`{count, next, previous, results}`). */
export function listItems<T>(answer: unknown): T[] {
  if (Array.isArray(answer)) return answer as T[];
  const results = (answer as { results?: unknown } | null)?.results;
  return Array.isArray(results) ? (results as T[]) : [];
}

/**
 * A player attribute's values (`v1/player/markets/`, `vip-level/` …): strings, or records naming their
 * value (`{code}`, `{name}` or `{value}`), as an array or a page.
 */
export function attributeValues(answer: unknown): string[] {
  return listItems<unknown>(answer).flatMap((item) => {
    if (typeof item === 'string') return [item];
    if (typeof item === 'number') return [String(item)];
    const record = (item ?? {}) as { code?: unknown; name?: unknown; value?: unknown };
    const value = record.code ?? record.value ?? record.name;
    return typeof value === 'string' || typeof value === 'number' ? [String(value)] : [];
  });
}
