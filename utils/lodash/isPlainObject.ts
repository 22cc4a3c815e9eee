/** lodash's `isPlainObject` (formik's, see clone.ts; the API client's JSON test too): a literal or `Object.create(null)` object. */
export default function isPlainObject(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
