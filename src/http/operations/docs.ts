// Route options from what differs between routes. Every route of an area
// shares its OpenAPI tags; a partner route names the scope it needs, a
// back-office write the operation it performs, and an audited write closes
// its description with the same sentence. These helpers fix those once: a
// route passes the summary, the description and the rest of its schema
// (params, querystring, body, response), whose TypeBox types the type
// provider still reads for the handler. The options come out as a route
// would spell them by hand (`config`, then `schema` with `tags`, `summary`,
// `description` first), so the OpenAPI documents do not change.
import type { FastifyContextConfig, FastifySchema } from 'fastify';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import type { Operation } from '../../access/permissions.ts';
import type { Scope } from '../../access/scopes.ts';
import type { ErrorCode } from '../../errors/catalogue.ts';
import { answer, problems } from '../schema-helpers.ts';

/** The closing sentence of every audited back-office write. */
export const AUDITED = 'The change is written to the audit log in the same transaction.';

function options<S extends FastifySchema>(
  tags: string[],
  config: FastifyContextConfig | undefined,
  summary: string,
  description: string,
  schema: S,
) {
  return { ...(config ? { config } : {}), schema: { tags, summary, description, ...schema } };
}

/** A back-office area's routes: reads (any role), audited writes and unaudited actions, each of the latter with its operation. */
export function adminDocs(tags: string[]) {
  const read = <S extends FastifySchema>(summary: string, description: string, schema: S) =>
    options(tags, undefined, summary, description, schema);
  const write = <S extends FastifySchema>(operation: Operation, summary: string, description: string, schema: S) =>
    options(tags, { operation }, summary, `${description} ${AUDITED}`, schema);
  const act = <S extends FastifySchema>(operation: Operation, summary: string, description: string, schema: S) =>
    options(tags, { operation }, summary, description, schema);
  /**
   * The routes of one resource, that answer it: its answer schema and
   * example declared once (`answer`), each route giving the rest of its
   * schema (params, querystring, body) and the codes its service can answer
   * besides. `read` and `write` answer 200, `create` (an audited write) 201.
   */
  const resource = <T extends TSchema>(schema: T, example: Record<string, unknown>) => ({
    read: <S extends FastifySchema>(summary: string, description: string, rest: S, ...codes: ErrorCode[]) =>
      read(summary, description, { response: { 200: answer(schema, example), ...problems(...codes) }, ...rest }),
    write: <S extends FastifySchema>(operation: Operation, summary: string, description: string, rest: S, ...codes: ErrorCode[]) =>
      write(operation, summary, description, { response: { 200: answer(schema, example), ...problems(...codes) }, ...rest }),
    create: <S extends FastifySchema>(operation: Operation, summary: string, description: string, rest: S, ...codes: ErrorCode[]) =>
      write(operation, summary, description, { response: { 201: answer(schema, example), ...problems(...codes) }, ...rest }),
  });
  return { read, write, act, resource };
}

function scopedDocs(tags: string[], scope: Scope) {
  return <S extends FastifySchema>(summary: string, description: string, schema: S) =>
    options(tags, { scope }, summary, description, schema);
}

/**
 * A partner API area's routes, one helper per scope they need, named as the
 * area's routes call it: `const { read, write } = partnerDocs(['Users'],
 * { read: USERS_READ, write: USERS_WRITE })`.
 */
export function partnerDocs<const K extends string>(tags: string[], scopes: Record<K, Scope>) {
  const docs = {} as Record<K, ReturnType<typeof scopedDocs>>;
  for (const name of Object.keys(scopes) as K[]) docs[name] = scopedDocs(tags, scopes[name]);
  return docs;
}

/**
 * The instance a partner area declares its routes on; the handlers' types
 * come from the route schemas. A partner area's routes are a synchronous
 * function of it and of the area's services (`usersRoutes(app, { users })`),
 * not an async plugin: when it returns, every route is declared. Fastify
 * registers it as a plugin (one of fewer than three parameters that returns
 * no promise is loaded when it returns), and the MCP tool registry reads the
 * routes by running it once against a recorder (src/mcp/route-table.ts),
 * which therefore awaits nothing.
 */
export type PartnerApp = Parameters<FastifyPluginCallbackTypebox>[0];
