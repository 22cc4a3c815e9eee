import { FieldErrorTree, type ErrorPath } from './field-errors';

/** DRF's wording; PostgreSQL cannot store the character, so it never reaches a query. */
export const NUL_MESSAGE = 'Null characters are not allowed.';

/**
 * The field errors of every NUL character in `value` (a parsed query string or JSON body), in names as
 * well as values, at its path: `{"tasks": [{}, {"name": ["Null characters are not allowed."]}]}`.
 */
export function nulByteErrors(value: unknown): FieldErrorTree {
  const tree = new FieldErrorTree();
  const walk = (node: unknown, path: ErrorPath, depth: number) => {
    if (depth > 64) return;
    if (typeof node === 'string') {
      if (node.includes('\u0000')) tree.add(path, NUL_MESSAGE);
    } else if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, [...path, index], depth + 1));
    } else if (node !== null && typeof node === 'object' && !Buffer.isBuffer(node)) {
      for (const [key, child] of Object.entries(node)) {
        if (key.includes('\u0000')) tree.add([...path, key.replace(/\u0000/g, '')], NUL_MESSAGE);
        else walk(child, [...path, key], depth + 1);
      }
    }
  };
  walk(value, [], 0);
  return tree;
}
