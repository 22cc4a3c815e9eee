/**
 * Formik needs four lodash functions (clone, cloneDeep, isPlainObject, toPath); its ES build takes
 * them from lodash-es, whose shared clone machinery weighs 5 kB gzip on every form page. next.config.ts
 * points those four imports here: the same results for what forms hold (plain objects, arrays, dates,
 * files kept as they are). `__tests__/utils/lodash.test.ts` compares them with lodash.
 */
export default function clone<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return [...value] as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  return Object.assign(Object.create(Object.getPrototypeOf(value)), value);
}
