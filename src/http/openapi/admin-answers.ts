// Builders of the back office's success answers: each
// area's admin/answers.ts declares its answers' schemas with these, and its
// admin routes declare them as their 2xx `response` (answer() in
// schema-helpers.ts), so the admin document, CHECK_RESPONSES (every answer
// in every test, objects closed) and the console's types (src/console/
// answers.ts, Static<typeof …>) all read the same schema.
import { type TArray, type TObject, type TSchema, Type } from 'typebox';
import { Nullable, named } from '../schema-helpers.ts';

/** A record's object options: every field it answers is named, so one the schema lacks is caught. */
export const closed = { additionalProperties: false } as const;

/** A back-office record's `enabled` (answers and request bodies). */
export const Enabled = Type.Boolean({ description: 'Whether the record is in use; a disabled one is kept but ignored.' });

/** The next page's cursor of a paged back-office list. */
const nextCursor = Nullable(Type.String({ description: 'The next page’s `cursor`; null on the last page.' }));

/**
 * A back-office list answer, named `<base>Page` when it pages (`nextCursor`:
 * null on the last page; pass it back as `cursor`), `<base>List` when it
 * answers the whole list: its items under `key`, described by `description`.
 */
export function adminPage<K extends string, T extends TSchema>(
  base: string,
  key: K,
  item: T,
  options?: { description?: string },
): TObject<{ [P in K]: TArray<T> }>;
export function adminPage<K extends string, T extends TSchema>(
  base: string,
  key: K,
  item: T,
  options: { cursor: true; description?: string },
): TObject<{ [P in K]: TArray<T> } & { nextCursor: typeof nextCursor }>;
export function adminPage(base: string, key: string, item: TSchema, options: { cursor?: boolean; description?: string } = {}): TSchema {
  const name = `${base}${options.cursor ? 'Page' : 'List'}`;
  const items = Type.Array(item, options.description ? { description: options.description } : {});
  return named(name, Type.Object({ [key]: items, ...(options.cursor ? { nextCursor } : {}) }, closed));
}
