// Jobs: every back-office write in the console, without a page per write. GET /console/jobs
// lists them by area; GET /console/jobs/:jobId is the job's form, generated
// from the admin route's schema (fields.ts); POST /console/jobs/:jobId calls
// that admin route in process as the signed-in member (the one enforcement
// point: validation, the staff matrix, audit) and redirects to the answer,
// kept as a one-time note of the session (POST/redirect/GET: a reload never
// repeats the write, a secret is shown once). A refusal re-renders the form
// with the API's problem. Destructive jobs ask first: the confirmation is the
// POST's own form again, its values checked against the field's schema, with
// `confirmed=yes` (no GET builds it, nothing of the query string reaches it).
// A link may fill in a job's path parameters (`?memberId=7`, from the Team
// page), shown as filled from the link; never a body field.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { identityOf, NoteParams, textParams, type ApiFor, type ConsoleSession } from '../api.ts';
import { errorsOf, MAX_UPLOAD, NO_ERRORS, type FormErrors } from '../forms.ts';
import { CONSOLE_ROUTE, consoleRoute, page } from '../layout/render.ts';
import { refusalFor } from '../refusal.ts';
import { byArea, jobsOf, pathOf, type AdminRouteEntry, type Job } from './catalogue.ts';
import { bodyOf, echoOf, type JobField, type Posted } from './fields.ts';
import { asksConfirmation } from '../../http/operations/operation.ts';

export interface JobsOptions {
  apiFor: ApiFor;
  session: ConsoleSession;
  /** The admin host's route registry (src/team/staff-auth.ts), read when a page needs it (every route is registered by then). */
  adminRoutes: () => readonly AdminRouteEntry[];
}

/** A job's id: the console's own catalogue (catalogue.ts), which no admin route takes. */
const JobParams = Type.Object({ jobId: Type.String() });
const jobRoute = consoleRoute({ params: JobParams });
/** A job's form opened from a link: any query, of which only the job's own path parameters are read (`prefilled`). */
const linkedJobRoute = consoleRoute({ params: JobParams, querystring: Type.Object({}, { additionalProperties: true }) });
type Row = Record<string, unknown>;
/** Keys of an answer that hold a secret shown once (a signing secret, a client secret, a personal token). */
const SECRET = /(^secret|Secret|^token)$/;
/** Where the names of the records an id field names are read (the admin API's lists). */
const SUGGESTIONS: Record<string, { url: string; list: string; query?: Record<string, number> }> = {
  siteId: { url: '/admin/sites', list: 'sites' },
  partnerId: { url: '/admin/partners', list: 'partners', query: { limit: 50 } },
};

/** A JSON replacer that leaves a secret's value out (it is shown once, above the answer). */
const hidden = (key: string, value: unknown) => (SECRET.test(key) && typeof value === 'string' ? '(shown above)' : value);

/** The plain values of an answer (not its secrets, not its nested lists), to read at a glance. */
const factsOf = (answer: Row | null) =>
  Object.entries(answer ?? {})
    .filter(([k, v]) => !SECRET.test(k) && (v === null || typeof v !== 'object' || isFlatList(v)))
    .map(([k, v]) => (Array.isArray(v) ? { name: k, value: '', lines: linesOf(v) } : { name: k, value: v === null ? '—' : String(v) }));

const plain = (v: unknown) => v === null || typeof v !== 'object';
/** A list of plain values or of objects of plain values (price tiers, segment ids): shown a line an item. */
const isFlatList = (v: unknown): v is unknown[] =>
  Array.isArray(v) &&
  v.every((item) => plain(item) || (typeof item === 'object' && !Array.isArray(item) && Object.values(item).every(plain)));
const LINES = 20;
function linesOf(list: unknown[]): string[] {
  if (list.length === 0) return ['(none)'];
  const lines = list.slice(0, LINES).map((item) =>
    plain(item)
      ? String(item)
      : Object.entries(item as Row)
          .map(([k, v]) => `${k} ${v ?? '—'}`)
          .join(' · '),
  );
  return list.length > LINES ? [...lines, `… and ${list.length - LINES} more`] : lines;
}

/** A value the confirmation carries again only if it fits its field's own schema (pattern, length, choices). */
function fits(field: JobField, value: string): boolean {
  if (value === '') return true;
  const a = field.attrs;
  if (a.maxlength && value.length > Number(a.maxlength)) return false;
  if (a.pattern && !new RegExp(`^(?:${a.pattern})$`).test(value)) return false;
  if (field.kind === 'number' && !/^-?\d+(\.\d+)?$/.test(value)) return false;
  if (field.kind === 'datetime' && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return false;
  if ((field.kind === 'select' || field.kind === 'boolean') && !field.options?.includes(value) && value !== field.none?.value) return false;
  return true;
}

/** The posted values of a job's fields that fit them, and the "none" boxes checked (a confirmation shows only those). */
function checked(fields: readonly JobField[], echo: Record<string, string | string[]>) {
  const out: Record<string, string | string[]> = {};
  for (const f of fields) {
    for (const box of [f.none, f.groupNone]) if (box && box.name !== f.name && echo[box.name] === box.value) out[box.name] = box.value;
    const v = echo[f.name];
    if (Array.isArray(v)) out[f.name] = v.filter((x) => f.options?.includes(x));
    else if (v !== undefined && fits(f, v)) out[f.name] = v;
  }
  return out;
}

/**
 * The path parameters a link fills in, by their names (`?memberId=7`): a
 * plain value that fits its field's schema; any other key, a repeated one or
 * a body field's is left out, so a link names a record, never what is done to it.
 */
function prefilled(job: Job, query: object): Record<string, string> {
  const given = new Map<string, unknown>(Object.entries(query));
  const out: Record<string, string> = {};
  for (const f of job.params) {
    const v = given.get(f.key);
    if (typeof v === 'string' && v !== '' && fits(f, v)) out[f.name] = v;
  }
  return out;
}

/** The API's problem placed beside the field it names (a path parameter or a body property), the rest above the form. */
const errorsFor = (job: Job, res: { status: number; body: unknown }): FormErrors => {
  const keys = [...new Set([...job.params, ...job.body].map((f) => f.key))];
  return errorsOf(res, keys);
};

export const jobsPages: FastifyPluginAsyncTypebox<JobsOptions> = async (app, { apiFor, session, adminRoutes }) => {
  let cache: { size: number; jobs: Job[]; byId: Map<string, Job> } | null = null;
  const jobs = () => {
    const routes = adminRoutes();
    if (!cache || cache.size !== routes.length) {
      const list = jobsOf(routes);
      cache = { size: routes.length, jobs: list, byId: new Map(list.map((j) => [j.id, j])) };
    }
    return cache;
  };
  const roleOf = (request: FastifyRequest) => identityOf(request).staff?.role;

  /** Names for the ids a form asks for (sites, partners), read through the admin API: offered as suggestions, never required. */
  const suggestionsFor = async (request: FastifyRequest, job: Job) => {
    const keys = new Set([...job.params, ...job.body].map((f) => f.key));
    const out: Record<string, Array<{ value: string; label: string }>> = {};
    await Promise.all(
      Object.entries(SUGGESTIONS)
        .filter(([key]) => keys.has(key))
        .map(async ([key, source]) => {
          const res = await apiFor(request).get<Record<string, Row[]>>(source.url, source.query);
          const rows = res.status === 200 ? (res.body[source.list] ?? []) : [];
          out[key] = rows.map((r) => ({ value: String(r[key]), label: String(r.name ?? '') }));
        }),
    );
    return out;
  };

  const jobPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    job: Job,
    data: { errors?: FormErrors; form?: Record<string, unknown>; confirm?: string | null; notice?: string | null },
    status = 200,
  ) =>
    page(
      request,
      reply,
      'jobs/job',
      {
        title: job.summary,
        suggestions: await suggestionsFor(request, job),
        job,
        multipart: [...job.params, ...job.body].some((f) => f.kind === 'file'),
        refusal: refusalFor(roleOf(request), job.operation),
        errors: data.errors ?? NO_ERRORS,
        form: data.form ?? {},
        confirm: data.confirm ?? null,
        notice: data.notice ?? null,
      },
      status,
    );

  const unknown = (request: FastifyRequest, reply: FastifyReply) =>
    page(request, reply, 'layout/failure', { title: 'No such job', detail: 'The console has no job by that name.', code: '' }, 404);

  app.get('/console/jobs', CONSOLE_ROUTE, async (request, reply) => {
    const role = roleOf(request);
    const areas = byArea(jobs().jobs).map(({ area, jobs: list }) => ({
      area,
      jobs: list.map((job) => ({
        id: job.id,
        summary: job.summary,
        method: job.method,
        url: job.url,
        refusal: refusalFor(role, job.operation),
      })),
    }));
    return page(request, reply, 'jobs/index', { title: 'Jobs', areas });
  });

  app.get('/console/jobs/:jobId', linkedJobRoute, async (request, reply) => {
    const job = jobs().byId.get(request.params.jobId);
    if (!job) return unknown(request, reply);
    const form = prefilled(job, request.query);
    const filled = job.params.filter((f) => form[f.name] !== undefined).map((f) => f.label);
    const notice = filled.length ? `Filled in from the link you followed: ${filled.join(', ')}. Check before you continue.` : null;
    return jobPage(request, reply, job, { form, notice });
  });

  app.post('/console/jobs/:jobId', { ...jobRoute, bodyLimit: MAX_UPLOAD }, async (request, reply) => {
    const job = jobs().byId.get(request.params.jobId);
    if (!job) return unknown(request, reply);
    const posted = (request.body ?? {}) as Posted;
    const fields = [...job.params, ...job.body];
    const echo = echoOf(fields, posted);
    const body = bodyOf(job.body, posted);
    if (asksConfirmation(job.confirm, body) && posted.confirmed !== 'yes')
      return jobPage(request, reply, job, { form: checked(fields, echo), confirm: `${job.summary}?` });
    const ids = Object.fromEntries(job.params.map((f) => [f.key, String(echo[f.name] ?? '')]));
    const api = apiFor(request);
    const url = pathOf(job.url, ids);
    const res =
      job.method === 'DELETE'
        ? await api.delete(url)
        : job.method === 'POST'
          ? await api.post(url, body)
          : job.method === 'PUT'
            ? await api.put(url, body)
            : await api.patch(url, body);
    if (res.status >= 300) return jobPage(request, reply, job, { errors: errorsFor(job, res), form: echo }, res.status);
    const note = await session.keepNote(request, { job: job.id, status: res.status, answer: res.body ?? null, ids });
    if (note === null) return session.signedOut(reply, `${job.summary}: done. It ended your console session; sign in again.`);
    return reply.redirect(`/console/jobs/${encodeURIComponent(job.id)}/done/${note}`, 303);
  });

  app.get('/console/jobs/:jobId/done/:noteId', consoleRoute({ params: textParams(JobParams, NoteParams) }), async (request, reply) => {
    const job = jobs().byId.get(request.params.jobId);
    if (!job) return unknown(request, reply);
    const note = await session.takeNote(request, request.params.noteId);
    if (!note || note.job !== job.id)
      return jobPage(
        request,
        reply,
        job,
        { notice: 'That answer was shown already: the job was done once, and a reload never repeats it.' },
        410,
      );
    const answer = (note.answer ?? null) as Row | null;
    const entries = answer && typeof answer === 'object' && !Array.isArray(answer) ? Object.entries(answer) : [];
    // The record the job changed, as the admin API reads it now (a credit account's balance after a movement).
    const read = job.record ? await apiFor(request).get(pathOf(job.record, (note.ids ?? {}) as Record<string, string>)) : null;
    const record = read?.status === 200 ? read.body : null;
    return page(request, reply, 'jobs/done', {
      title: `Done: ${job.summary}`,
      job,
      status: note.status,
      secrets: entries.filter(([k, v]) => SECRET.test(k) && typeof v === 'string').map(([k, v]) => ({ name: k, value: v })),
      // The answer once: when it is the record as read now, the record's section shows it.
      facts: record && JSON.stringify(record) === JSON.stringify(answer) ? [] : factsOf(answer),
      detail: answer === null ? null : JSON.stringify(answer, hidden, 2),
      record: record && { facts: factsOf(record), detail: JSON.stringify(record, hidden, 2) },
    });
  });
};
