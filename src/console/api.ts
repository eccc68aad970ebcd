// The console's only way to read or change anything: the admin API, called
// in process (`app.inject`) with the signed-in staff member's identity, so
// validation, role enforcement and audit happen in exactly one place (the
// admin routes and their services). No console page holds a rule of its own.
import type { FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';
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

/**
 * The fields of an admin route's params or querystring schema as a console
 * page receives them: each optional and still text (the admin API validates
 * them when the page passes them on).
 */
export type Fields<T extends TSchema> = { [K in keyof Static<T>]?: string };
/** The path parameters of an admin route's params schema, as text (all present). */
export type Path<T extends TSchema> = { [K in keyof Static<T>]-?: string };
/**
 * The console's own query field, which no admin route takes: the notice a page
 * shows once after a write redirected to it (POST/redirect/GET).
 */
export type Notice = { done?: string };

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
  ) {}

  async #call<T>(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<ApiResult<T>> {
    const headers: Record<string, string> = { ...this.headers, accept: 'application/json' };
    let payload: string | undefined;
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await this.inject({ method, url, headers, ...(payload !== undefined && { payload }) });
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
  /** Keeps what a write must show once (a secret) for the request's session; answers the one-time id its page is reached by. */
  keepNote(request: FastifyRequest, payload: Record<string, unknown>): Promise<string>;
  /** The note kept for this session under `id`, once (the read forgets it); null when unknown, shown already or expired. */
  takeNote(request: FastifyRequest, id: string): Promise<Record<string, unknown> | null>;
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
