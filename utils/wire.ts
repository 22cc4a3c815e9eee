import { camelizeKeys, decamelizeKeys, type HumpsProcessor } from 'humps';

// Keys such as currency codes (EUR) are data, not identifiers: humps would turn them into e_u_r / eUR.
const keepUpperCaseKeys: HumpsProcessor = (key, convert, options) =>
  /^[A-Z0-9_]+$/.test(key) ? key : convert(key, options);

/** Spec §7: bodies and queries go out in snake case … */
export const toWire = (value: unknown): unknown => decamelizeKeys(value as object, keepUpperCaseKeys);
/** … and answers come back in camel case. */
export const fromWire = (value: unknown): unknown => camelizeKeys(value as object, keepUpperCaseKeys);
