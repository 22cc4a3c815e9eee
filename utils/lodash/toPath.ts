// lodash's path grammar (MIT): dots, brackets with numbers, and quoted keys with escapes.
const PROPERTY_NAME =
  /[^.[\]]+|\[(?:(-?\d+(?:\.\d+)?)|(["'])((?:(?!\2)[^\\]|\\.)*?)\2)\]|(?=(?:\.|\[\])(?:\.|\[\]|$))/g;
const ESCAPED_CHARACTER = /\\(\\)?/g;

/** lodash's `toPath` for formik (see clone.ts): `tasks[0].prizes.1` → ['tasks', '0', 'prizes', '1']. */
export default function toPath(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  const path = String(value);
  const keys: string[] = path.charCodeAt(0) === 46 ? [''] : [];
  path.replace(PROPERTY_NAME, (match: string, number?: string, quote?: string, quoted?: string) => {
    keys.push(quote ? (quoted ?? '').replace(ESCAPED_CHARACTER, '$1') : (number ?? match));
    return match;
  });
  return keys;
}
