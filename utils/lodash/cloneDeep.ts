import isPlainObject from './isPlainObject';

/** lodash's `cloneDeep` for formik (see clone.ts); values that are not plain data (a File) are shared. */
export default function cloneDeep<T>(value: T): T {
  if (Array.isArray(value)) return value.map(cloneDeep) as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (!isPlainObject(value)) return value;
  const copy = Object.create(Object.getPrototypeOf(value));
  for (const key of Object.keys(value as object))
    copy[key] = cloneDeep((value as Record<string, unknown>)[key]);
  return copy;
}
