import { plainErrorTree } from './field-errors';

/**
 * Turns Ajv errors (Fastify schema validation) into DRF's 400 body: `{"field": ["message"]}`, nested
 * objects nest, lists of objects line up by index with `{}` for valid items, lists of plain values are
 * keyed by index (as DRF's ListField does), and errors on the body itself go to `non_field_errors`.
 */
export interface AjvLikeError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
  /** With Ajv's `verbose` option: the schema holding the failed keyword. */
  parentSchema?: Record<string, unknown>;
}

/** Schema annotation giving the message for any failure of that schema: `Type.String({ 'x-message': '…' })`. */
export const MESSAGE_KEYWORD = 'x-message';

type ErrorTree = { [key: string]: ErrorTree | ErrorTree[] | string[] };

/** Tree nodes without a prototype: a field named `constructor` or `__proto__` is a plain key in them. */
const newNode = (): ErrorTree => Object.create(null) as ErrorTree;
const own = <T>(node: Record<string, T>, key: string): T | undefined =>
  Object.hasOwn(node, key) ? node[key] : undefined;

const TYPE_MESSAGES: Record<string, string> = {
  integer: 'A valid integer is required.',
  number: 'A valid number is required.',
  boolean: 'Must be a valid boolean.',
  string: 'Not a valid string.',
};

function pythonTypeName(value: unknown): string {
  if (value === null) return 'NoneType';
  if (Array.isArray(value)) return 'list';
  switch (typeof value) {
    case 'string':
      return 'str';
    case 'number':
      return Number.isInteger(value) ? 'int' : 'float';
    case 'boolean':
      return 'bool';
    case 'object':
      return 'dict';
    default:
      return typeof value;
  }
}

function valueAt(data: unknown, segments: string[]): unknown {
  let current: unknown = data;
  for (const segment of segments) {
    if (current === null || typeof current !== 'object') return undefined;
    current = own(current as Record<string, unknown>, segment);
  }
  return current;
}

function messageFor(error: AjvLikeError, value: unknown): string {
  const p = error.params;
  const custom = error.parentSchema?.[MESSAGE_KEYWORD];
  if (
    typeof custom === 'string' &&
    error.keyword !== 'required' &&
    !(error.keyword === 'type' && value === null)
  )
    return custom;
  switch (error.keyword) {
    case 'required':
      return 'This field is required.';
    case 'type': {
      if (value === null) return 'This field may not be null.';
      const types = String(p.type).split(',');
      if (types.includes('array')) return `Expected a list of items but got type "${pythonTypeName(value)}".`;
      if (types.includes('object'))
        return `Invalid data. Expected a dictionary, but got ${pythonTypeName(value)}.`;
      return TYPE_MESSAGES[types[0]] ?? 'Invalid value.';
    }
    case 'minLength':
      return Number(p.limit) <= 1
        ? 'This field may not be blank.'
        : `Ensure this field has at least ${p.limit} characters.`;
    case 'maxLength':
      return `Ensure this field has no more than ${p.limit} characters.`;
    case 'minItems':
      return Number(p.limit) <= 1
        ? 'This list may not be empty.'
        : `Ensure this field has at least ${p.limit} elements.`;
    case 'maxItems':
      return `Ensure this field has no more than ${p.limit} elements.`;
    case 'minimum':
      return `Ensure this value is greater than or equal to ${p.limit}.`;
    case 'maximum':
      return `Ensure this value is less than or equal to ${p.limit}.`;
    case 'exclusiveMinimum':
      return `Ensure this value is greater than ${p.limit}.`;
    case 'exclusiveMaximum':
      return `Ensure this value is less than ${p.limit}.`;
    case 'enum':
    case 'const':
      return `"${typeof value === 'object' ? JSON.stringify(value) : String(value)}" is not a valid choice.`;
    case 'pattern':
      return typeof value === 'string' && value.includes('\u0000')
        ? 'Null characters are not allowed.'
        : 'This value does not match the required pattern.';
    case 'uniqueItems':
      return 'This list may not contain duplicate items.';
    case 'additionalProperties':
      return 'Unexpected field.';
    case 'format':
      switch (p.format) {
        case 'email':
          return 'Enter a valid email address.';
        case 'uri':
        case 'url':
          return 'Enter a valid URL.';
        case 'date-time':
          return 'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].';
        case 'date':
          return 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.';
        case 'ipv4':
        case 'ipv6':
          return 'Enter a valid IPv4 or IPv6 address.';
        case 'uuid':
          return 'Must be a valid UUID.';
        default:
          return 'Enter a valid value.';
      }
    default:
      return 'Invalid value.';
  }
}

function decodeSegment(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Places `message` at `path` in the tree, creating containers the DRF way. */
function place(tree: ErrorTree, path: string[], message: string, data: unknown): void {
  let node: ErrorTree | ErrorTree[] = tree;
  for (let i = 0; i < path.length; i += 1) {
    const key = path[i];
    const isLast = i === path.length - 1;
    if (Array.isArray(node)) {
      const index = Number(key);
      while (node.length <= index) node.push(newNode());
      if (isLast) {
        // Should not happen (a list of objects with an error on a whole item): report it keyed by field.
        (node[index] as ErrorTree).non_field_errors = [
          ...(((node[index] as ErrorTree).non_field_errors as string[]) ?? []),
          message,
        ];
        return;
      }
      node = node[index];
      continue;
    }
    if (isLast) {
      const existing = own(node, key);
      if (Array.isArray(existing) && (existing.length === 0 || typeof existing[0] === 'string')) {
        if (!(existing as string[]).includes(message)) (existing as string[]).push(message);
      } else if (existing === undefined) {
        node[key] = [message];
      }
      return;
    }
    const nextKey = path[i + 1];
    const container = valueAt(data, path.slice(0, i + 1));
    const current = own(node, key);
    if (current === undefined || (Array.isArray(current) && typeof current[0] === 'string')) {
      if (Array.isArray(container) && /^\d+$/.test(nextKey)) {
        const item = container[Number(nextKey)];
        // Lists of objects line up by index; lists of plain values are keyed by index.
        node[key] = item !== null && typeof item === 'object' && !Array.isArray(item) ? [] : newNode();
      } else {
        node[key] = newNode();
      }
    }
    node = node[key] as ErrorTree | ErrorTree[];
  }
}

/** DRF lists an error entry for every item of a list of objects: `{}` for the valid ones, trailing ones too. */
function padLists(node: ErrorTree | ErrorTree[], data: unknown): void {
  if (Array.isArray(node)) {
    if (!Array.isArray(data)) return;
    while (node.length < data.length) node.push(newNode());
    node.forEach((item, index) => padLists(item, data[index]));
    return;
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return;
  for (const [key, child] of Object.entries(node)) {
    if (Array.isArray(child) && child.length > 0 && typeof child[0] === 'string') continue;
    padLists(child as ErrorTree | ErrorTree[], own(data as Record<string, unknown>, key));
  }
}

export function ajvErrorsToDrf(errors: readonly AjvLikeError[], data: unknown): Record<string, unknown> {
  const tree: ErrorTree = newNode();
  for (const error of errors) {
    const segments =
      error.instancePath === '' ? [] : error.instancePath.split('/').slice(1).map(decodeSegment);
    let path = segments;
    if (error.keyword === 'required') path = [...segments, String(error.params.missingProperty)];
    else if (error.keyword === 'additionalProperties')
      path = [...segments, String(error.params.additionalProperty)];
    // anyOf/oneOf/if wrappers repeat what their branches already said.
    if (['anyOf', 'oneOf', 'if', 'not'].includes(error.keyword) && errors.length > 1) continue;
    const message = messageFor(error, valueAt(data, segments));
    if (path.length === 0) place(tree, ['non_field_errors'], message, data);
    else place(tree, path, message, data);
  }
  padLists(tree, data);
  return plainErrorTree(tree) as Record<string, unknown>;
}
