// The confirmation a destructive console form asks for before it acts
// (so that no page carries the session's CSRF token in a form whose target,
// fields or wording came from the request). The form POSTs first; a POST
// without `confirmed=yes` is answered, with no write, by the confirmation
// page for that same route: its target is the route's own path with its
// validated ids, its question and the fields it carries again are the
// route's, fixed in code. Nothing of the query string, the Referer or a field
// the route did not name reaches the page, and there is no GET that builds one.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { asksConfirmation } from '../../http/operations/operation.ts';
import type { AdminRouteEntry } from '../jobs/catalogue.ts';
import { formOf, text } from '../forms.ts';
import { page } from './render.ts';

export interface Confirmation {
  /** The question, written by the route (it may name the route's validated ids). */
  question: string;
  /** Where Cancel leads: a console page the route builds from its validated ids. */
  back: string;
  /** The posted fields the confirmed form carries again, each with the pattern its value must match; no other field is carried. */
  fields?: Record<string, RegExp>;
}

/**
 * Whether the admin operation a form performs asks staff first with this
 * body: the admin route's own declaration (`confirm`, src/http/operations/operation.ts),
 * the same one the jobs read, so a hand-written page and its job agree.
 */
export type Asks = (operationId: string, body?: unknown) => boolean;

/** The declarations of an admin host's routes (read on first use: every route is registered by then). */
export function asksOf(adminRoutes: () => readonly AdminRouteEntry[]): Asks {
  let declared: Map<string, AdminRouteEntry['confirm']> | null = null;
  return (operationId, body) => {
    declared ??= new Map(adminRoutes().map((r) => [r.schema.operationId ?? '', r.confirm]));
    if (!declared.has(operationId)) throw new Error(`console: no admin operation ${operationId}`);
    return asksConfirmation(declared.get(operationId), body);
  };
}

/** A path parameter a confirmation may name: one short id, nothing else. */
const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Ids and numbers a route carries again in a confirmation. */
export const DIGITS = /^\d{1,18}$/;

/** The ids of the request's route, each validated (`ID`), or null when one is not an id. */
export function routeIds(request: FastifyRequest): Record<string, string> | null {
  const params = (request.params ?? {}) as Record<string, string>;
  return Object.values(params).every((v) => ID.test(v)) ? params : null;
}

/**
 * True when the POST carries the confirmation (`confirmed=yes`, added by the
 * confirmation page or by console.js's dialog). Otherwise answers the POST
 * with the confirmation page (nothing written, so a reload only asks again)
 * and answers false: the route returns `reply`.
 */
export async function confirmed(request: FastifyRequest, reply: FastifyReply, confirmation: Confirmation): Promise<boolean> {
  if ((request.body as Record<string, unknown> | undefined)?.confirmed === 'yes') return true;
  const ids = routeIds(request);
  if (!ids) {
    await page(request, reply, 'layout/failure', { title: 'Not found', detail: 'No such record.', code: '' }, 404);
    return false;
  }
  // The route's own path: its pattern with the validated ids (never request.url, which carries the query string).
  const action = request.routeOptions.url!.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(ids[name] ?? ''));
  const form = formOf(request);
  const fields = Object.entries(confirmation.fields ?? {}).flatMap(([name, pattern]) => {
    const value = text(form, name);
    return pattern.test(value) ? [{ name, value }] : [];
  });
  await page(request, reply, 'layout/confirm', {
    title: 'Please confirm',
    action,
    question: confirmation.question,
    back: confirmation.back,
    fields,
  });
  return false;
}
