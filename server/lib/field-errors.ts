import { validationError } from './errors';

/**
 * DRF-shaped validation errors built in code (rules a JSON schema cannot say): `add(['mission', 'tasks',
 * 1, 'amount'], msg)` gives `{"mission": {"tasks": [{}, {"amount": [msg]}]}}` — a number in the path is
 * an index into a list of objects, padded with `{}` for the valid items before it.
 */
type Node = { [key: string]: Node | Node[] | string[] };

/** A tree node without a prototype: keys such as `constructor` or `__proto__` are plain keys in it. */
const newNode = (): Node => Object.create(null) as Node;
const own = (node: Node, key: string) => (Object.hasOwn(node, key) ? node[key] : undefined);

/**
 * A tree of prototype-less nodes as ordinary objects and arrays (what callers and tests expect), its
 * keys defined as own properties, so `__proto__` stays a key rather than setting a prototype.
 */
export function plainErrorTree(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plainErrorTree);
  if (value === null || typeof value !== 'object') return value;
  const plain: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value))
    Object.defineProperty(plain, key, {
      value: plainErrorTree(child),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return plain;
}

export type ErrorPath = ReadonlyArray<string | number>;

export class FieldErrorTree {
  private readonly tree: Node = newNode();

  get empty(): boolean {
    return Object.keys(this.tree).length === 0;
  }

  add(path: ErrorPath, message: string): this {
    const full = path.length === 0 ? ['non_field_errors'] : path;
    let node: Node | Node[] = this.tree;
    for (let i = 0; i < full.length; i += 1) {
      const key = full[i];
      const last = i === full.length - 1;
      const nextIsIndex = !last && typeof full[i + 1] === 'number';
      if (Array.isArray(node)) {
        const index = Number(key);
        while (node.length <= index) node.push(newNode());
        if (last) {
          const item = node[index];
          item.non_field_errors = [...((item.non_field_errors as string[]) ?? []), message];
          return this;
        }
        node = node[index];
        continue;
      }
      const name = String(key);
      if (last) {
        const existing = own(node, name);
        if (existing === undefined) node[name] = [message];
        else if (Array.isArray(existing) && (existing.length === 0 || typeof existing[0] === 'string')) {
          if (!(existing as string[]).includes(message)) (existing as string[]).push(message);
        }
        return this;
      }
      const existing = own(node, name);
      if (
        existing === undefined ||
        (Array.isArray(existing) && existing.length > 0 && typeof existing[0] === 'string')
      ) {
        node[name] = nextIsIndex ? [] : newNode();
      }
      node = node[name] as Node | Node[];
    }
    return this;
  }

  /**
   * Makes the list at `path` (if it holds errors) as long as the submitted list, `{}` for valid items,
   * as DRF answers.
   */
  padList(path: ErrorPath, length: number): this {
    let node: unknown = this.tree;
    for (const key of path) {
      if (node === null || typeof node !== 'object') return this;
      node = own(node as Node, String(key));
    }
    if (Array.isArray(node) && (node.length === 0 || typeof node[0] !== 'string')) {
      while (node.length < length) node.push(newNode());
    }
    return this;
  }

  /** Adds every error of `other` under `prefix`. */
  merge(prefix: ErrorPath, other: FieldErrorTree): this {
    const walk = (value: unknown, path: ErrorPath) => {
      if (Array.isArray(value)) {
        if (value.length > 0 && typeof value[0] === 'string') {
          for (const message of value as string[]) this.add(path, message);
        } else {
          (value as unknown[]).forEach((item, index) => walk(item, [...path, index]));
        }
      } else if (value && typeof value === 'object') {
        for (const [key, child] of Object.entries(value)) walk(child, [...path, key]);
      }
    };
    walk(other.tree, prefix);
    return this;
  }

  toJSON(): Record<string, unknown> {
    return plainErrorTree(this.tree) as Record<string, unknown>;
  }

  /**
   * Every message as a sentence for a person, after the field it is about (`End date: …`); a message
   * about no field stands alone.
   */
  sentences(): string[] {
    const result: string[] = [];
    const walk = (value: unknown, path: string[]) => {
      if (Array.isArray(value) && (value.length === 0 || typeof value[0] === 'string')) {
        const field = path.filter((key) => key !== 'non_field_errors' && !/^\d+$/.test(key)).join(' ');
        const label = field.replace(/_/g, ' ');
        for (const message of value as string[])
          result.push(label ? `${label[0].toUpperCase()}${label.slice(1)}: ${message}` : message);
      } else if (value && typeof value === 'object') {
        for (const [key, child] of Object.entries(value)) walk(child, [...path, key]);
      }
    };
    walk(this.tree, []);
    return result;
  }

  /** Throws a 400 with the collected errors, if any. */
  throwIfAny(): void {
    if (!this.empty) throw validationError(this.toJSON());
  }
}
