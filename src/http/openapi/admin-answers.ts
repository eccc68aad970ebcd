// The back office's success answers as published (issue 34 item 1): the admin
// routes answer what their services render and declare no 2xx schema of
// their own, so the admin document's build takes each answer's schema from
// one table keyed by the admin operationId (src/app/hosts/admin-answers.ts,
// the area's answers.ts files beside it) and puts it on the operation's 2xx
// JSON response. Validation and serialisation are unchanged: only the
// published document gains the fields. test/docs/admin-answers.test.ts calls
// every admin operation and validates the real answer against the document.
import { type TSchema, Type } from 'typebox';
import { Nullable, named } from '../schema-helpers.ts';

type Document = Record<string, any>;

/** A record's object options: every field it answers is named, so one the schema lacks is caught. */
export const closed = { additionalProperties: false } as const;

/**
 * A back-office list answer, named `<base>Page` when it pages (`nextCursor`:
 * null on the last page; pass it back as `cursor`), `<base>List` when it
 * answers the whole list: its items under `key`.
 */
export function adminPage(base: string, key: string, item: TSchema, options: { cursor?: boolean } = {}) {
  const name = `${base}${options.cursor ? 'Page' : 'List'}`;
  const cursor: Record<string, TSchema> = options.cursor
    ? { nextCursor: Nullable(Type.String({ description: 'The next page’s `cursor`; null on the last page.' })) }
    : {};
  return named(name, Type.Object({ [key]: Type.Array(item), ...cursor }, closed));
}

/** Puts each operation's answer schema on its 2xx JSON responses (in place), keeping the response's description. */
export function publishAdminAnswers(document: Document, answers: Readonly<Record<string, TSchema>>): Document {
  for (const item of Object.values<Document>(document.paths ?? {})) {
    for (const operation of Object.values<Document>(item)) {
      const answer = operation && typeof operation === 'object' ? answers[operation.operationId] : undefined;
      if (!answer) continue;
      for (const [status, response] of Object.entries<Document>(operation.responses ?? {})) {
        if (!status.startsWith('2') || status === '204') continue;
        const media = response.content?.['application/json'] ?? {};
        const { examples } = media.schema ?? {};
        const schema = JSON.parse(JSON.stringify(answer));
        response.content = { ...response.content, 'application/json': { ...media, schema: examples ? { ...schema, examples } : schema } };
      }
    }
  }
  return document;
}
