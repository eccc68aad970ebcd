// The console's only way to read or change anything: the admin API, called
// in process (`app.inject`) with the signed-in staff member's identity, so
// validation, role enforcement and audit happen in exactly one place (the
// admin routes and their services). No console page holds a rule of its own.
import type { FastifyRequest } from 'fastify';
import { Type, type Static, type TObject, type TOptional, type TString } from 'typebox';
import type { StaffIdentity } from '../access/staff.ts';

export interface InjectResult {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}
export type Inject = (options: {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** The browser's address: what the admin API counts per address (a password check's sign-in bucket) is the member's, not the process's. */
  remoteAddress?: string;
}) => Promise<InjectResult>;

/** What the admin API answered: its status and its JSON (a problem document on failure). */
export interface ApiResult<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** A problem+json document as the admin API answers it. */
export interface Problem {
  status: number;
  code: string;
  detail: string;
  errors?: Array<{ field?: string; pointer?: string; detail?: string; message?: string }>;
  field?: string;
  [extra: string]: unknown;
}

export type Query = Record<string, string | number | boolean | null | undefined>;

/** The parameter names of several object schemas together. */
type NamesOf<T extends readonly TObject[]> = T[number] extends infer S
  ? S extends TObject
    ? Extract<keyof S['properties'], string>
    : never
  : never;

/**
 * A console page's path parameters or query as its route schema (the type
 * provider types `request.params` and `request.query` from it): the names of
 * the admin routes' schemas the page forwards them to, each still text, as
 * the page receives it. The console validates nothing itself (the admin host
 * skips its pages, `config.console`): the admin API validates a value when
 * the page passes it on, so an odd one is answered as it always was.
 */
function textOf(schemas: readonly TObject[], field: () => TString | TOptional<TString>): TObject {
  const names = new Set(schemas.flatMap((schema) => Object.keys(schema.properties)));
  return Type.Object(Object.fromEntries([...names].map((name) => [name, field()])));
}
/** Path parameters (`params`): each present. */
export function textParams<T extends readonly TObject[]>(...schemas: T): TObject<{ [K in NamesOf<T>]: TString }> {
  return textOf(schemas, () => Type.String()) as TObject<{ [K in NamesOf<T>]: TString }>;
}
/** Query fields (`querystring`): each optional. */
export function textQuery<T extends readonly TObject[]>(...schemas: T): TObject<{ [K in NamesOf<T>]: TOptional<TString> }> {
  return textOf(schemas, () => Type.Optional(Type.String())) as TObject<{ [K in NamesOf<T>]: TOptional<TString> }>;
}
/** The path parameters of an admin route's params schema, as text (all present): what `textParams` types a page's request with. */
export type Path<T extends TObject> = Static<ReturnType<typeof textParams<[T]>>>;

/** The console's own query field, which no admin route takes: the id of the one-time note holding the notice a page shows after a write redirected to it (notices.ts). */
export const NoticeQuery = Type.Object({ done: Type.Optional(Type.String()) });
/** The console's own path parameter: the one-time id of a note the session keeps (a secret, a job's answer). */
export const NoteParams = Type.Object({ noteId: Type.String() });

/** `?a=1&b=x` from the set values (empty strings and nulls dropped). */
export function queryString(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export class ConsoleApi {
  constructor(
    private readonly inject: Inject,
    private readonly headers: Record<string, string>,
    private readonly remoteAddress?: string,
  ) {}

  async #call<T>(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<ApiResult<T>> {
    const headers: Record<string, string> = { ...this.headers, accept: 'application/json' };
    let payload: string | undefined;
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await this.inject({
      method,
      url,
      headers,
      ...(payload !== undefined && { payload }),
      ...(this.remoteAddress !== undefined && { remoteAddress: this.remoteAddress }),
    });
    let parsed: unknown = null;
    if (res.body) {
      try {
        parsed = JSON.parse(res.body);
      } catch {
        parsed = { detail: res.body };
      }
    }
    return { status: res.statusCode, body: parsed as T };
  }

  get<T = Record<string, unknown>>(url: string, query?: Query): Promise<ApiResult<T>> {
    return this.#call<T>('GET', url + queryString(query));
  }
  post<T = Record<string, unknown>>(url: string, body?: unknown): Promise<ApiResult<T>> {
    return this.#call<T>('POST', url, body);
  }
  patch<T = Record<string, unknown>>(url: string, body: unknown): Promise<ApiResult<T>> {
    return this.#call<T>('PATCH', url, body);
  }
  put<T = Record<string, unknown>>(url: string, body: unknown): Promise<ApiResult<T>> {
    return this.#call<T>('PUT', url, body);
  }
  delete<T = Record<string, unknown>>(url: string): Promise<ApiResult<T>> {
    return this.#call<T>('DELETE', url);
  }
}

/** The per-request admin API client, acting as the request's staff member. */
export type ApiFor = (request: FastifyRequest) => ConsoleApi;

/** The session mechanism the console runs behind (src/app/hosts/console.ts adapts the team sessions of src/team/console/sessions.ts). */
export interface ConsoleSession {
  /** Adds the hooks that set `request.staff` and `request.csrfToken` on /console routes (and refuse what they must). */
  register(app: import('fastify').FastifyInstance): Promise<void> | void;
  /** The headers that make an in-process admin API call act as the request's staff member. */
  headersFor(request: FastifyRequest): Record<string, string>;
  /**
   * Keeps what a write must show once (a secret) for the request's session; answers the one-time id its page is
   * reached by, or null when the session has ended (the write ended the caller's own: a password set, a role changed).
   */
  keepNote(request: FastifyRequest, payload: Record<string, unknown>): Promise<string | null>;
  /** The note kept for this session under `id`, once (the read forgets it); null when unknown, shown already or expired. */
  takeNote(request: FastifyRequest, id: string): Promise<Record<string, unknown> | null>;
  /** Answers the page that says the session has ended, with `message`, and clears its cookie. */
  signedOut(reply: import('fastify').FastifyReply, message: string): unknown;
}

/** The staff member (src/access/staff.ts, set by the session) and CSRF token the session put on the request (read in one place). */
export function identityOf(request: FastifyRequest): { staff: StaffIdentity | null; csrfToken: string } {
  return { staff: request.staff ?? null, csrfToken: request.csrfToken ?? '' };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A console page (src/console/): authenticated by the console session, not the admin bearer; validates nothing itself. */
    console?: boolean;
  }
  interface FastifyRequest {
    /** Console: the CSRF token the session's pages embed in every form (set by the session's hook). */
    csrfToken?: string;
  }
}
