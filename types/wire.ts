/**
 * The web app's view of a wire shape: `contract/schemas/` writes each shape once, in the API's snake
 * case; the API client camelises every answer (utils/wire.ts `fromWire`: humps' `camelize` on each key,
 * keys such as currency codes or status codes that are all upper case kept), and `Camelized` does to the
 * type what that does to the value. Bodies are written in camel case too and go out through `toWire`.
 */

/** humps' `camelize` of one key: each `_x` becomes `X` (`is_round_end` → `isRoundEnd`, `task_1` → `task1`). */
type CamelizedKey<Key extends string> = string extends Key
  ? Key
  : Key extends Uppercase<Key>
    ? Key
    : Uncapitalize<JoinedWords<Key>>;

type JoinedWords<Key extends string> = Key extends `${infer Head}_${infer Tail}`
  ? `${Head}${JoinedWords<Capitalize<Tail>>}`
  : Key;

/** A snake-case wire shape (a `Static<typeof …Schema>`) as the web app receives it; a tuple stays a tuple. */
export type Camelized<T> = T extends readonly unknown[]
  ? { -readonly [Index in keyof T]: Camelized<T[Index]> }
  : T extends object
    ? { [Key in keyof T as Key extends string ? CamelizedKey<Key> : Key]: Camelized<T[Key]> }
    : T;

/** `T` with the `Keys` optional: what the builder holds before the server has given it an id. */
export type WithOptional<T, Keys extends keyof T> = Omit<T, Keys> & Partial<Pick<T, Keys>>;
