import { camelize, decamelizeKeys, type HumpsProcessor } from 'humps';

// Keys such as currency codes (EUR) are data, not identifiers: humps would turn them into e_u_r / eUR.
const UPPER_CASE_KEY = /^[A-Z0-9_]+$/;
const keepUpperCaseKeys: HumpsProcessor = (key, convert, options) =>
  UPPER_CASE_KEY.test(key) ? key : convert(key, options);

/** Spec §7: bodies and queries go out in snake case … */
export const toWire = (value: unknown): unknown => decamelizeKeys(value as object, keepUpperCaseKeys);

// An answer repeats a few keys thousands of times (every game of the games picker has `device_types`),
// so each key is converted once (by humps' own `camelize`) and remembered; the bound keeps keys that
// are data (dates, languages) from piling up over a long session.
const camelKeys = new Map<string, string>();
const REMEMBERED_KEYS = 5_000;

function camelKey(key: string): string {
  let converted = camelKeys.get(key);
  if (converted === undefined) {
    converted = UPPER_CASE_KEY.test(key) ? key : camelize(key);
    if (camelKeys.size >= REMEMBERED_KEYS) camelKeys.clear();
    camelKeys.set(key, converted);
  }
  return converted;
}

const isPlainObject = (value: unknown): value is object => {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/** JSON's own values (a literal object or an array): wire data, as opposed to FormData, a Blob or a string. */
export const isPlainJson = (value: unknown): value is object => Array.isArray(value) || isPlainObject(value);

function camelizeValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelizeValue);
  // Only JSON's objects are wire data; a Date, a Blob or form data passes through as it is.
  if (!isPlainObject(value)) return value;
  const converted: Record<string, unknown> = {};
  for (const key in value)
    if (Object.hasOwn(value, key))
      converted[camelKey(key)] = camelizeValue((value as Record<string, unknown>)[key]);
  return converted;
}

/** … and answers come back in camel case (as humps' `camelizeKeys` would, upper-case keys kept). */
export const fromWire = (value: unknown): unknown => camelizeValue(value);
