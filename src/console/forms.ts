// Forms: the body a console form posted, the admin API's problem mapped to
// the fields it names (the confirmation destructive forms ask: layout/confirm.ts).
import type { FastifyRequest } from 'fastify';
import type { ApiResult, Problem } from './api.ts';
import { MAX_STAFF_FILE_BYTES } from '../orders/admin/schemas.ts';

export type FormBody = Record<string, string | string[]>;

/** A posted form with a file: the largest file the admin API takes, and room for multipart's framing and the other fields. */
export const MAX_UPLOAD = MAX_STAFF_FILE_BYTES + 1024 * 1024;

/** The posted form (urlencoded or multipart text fields), without the CSRF and confirmation fields. */
export function formOf(request: FastifyRequest): FormBody {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const out: FormBody = {};
  for (const [name, value] of Object.entries(body)) {
    if (name === '_csrf' || name === 'confirmed') continue;
    if (typeof value === 'string') out[name] = value;
    else if (Array.isArray(value)) out[name] = value.filter((v): v is string => typeof v === 'string');
  }
  return out;
}

export const text = (form: FormBody, name: string): string => {
  const v = form[name];
  return (Array.isArray(v) ? (v[0] ?? '') : (v ?? '')).trim();
};
export const list = (form: FormBody, name: string): string[] => {
  const v = form[name];
  return v === undefined ? [] : Array.isArray(v) ? v : [v];
};
/** A whole number typed in a form, or the text itself so the API refuses it with its own wording. */
export const numberOr = (value: string): number | string => (/^\d{1,15}$/.test(value) ? Number(value) : value);

/** Errors to show: one per field the problem names, and the rest at the top of the form. */
export interface FormErrors {
  summary: string | null;
  fields: Record<string, string>;
}

export const NO_ERRORS: FormErrors = { summary: null, fields: {} };

/**
 * The admin API's own validation errors, placed next to the fields they name:
 * an `errors` list (field or JSON pointer), a `field`, or a detail that starts
 * with a field's name ("name must not be empty."). Anything else is shown above the form.
 */
export function errorsOf(result: ApiResult<unknown>, fieldNames: readonly string[]): FormErrors {
  const problem = result.body as Problem;
  const fields: Record<string, string> = {};
  const place = (name: string | undefined, message: string): boolean => {
    if (!name) return false;
    const root = name.replace(/^\/+/, '').split(/[/.[]/)[0] ?? '';
    if (!fieldNames.includes(root)) return false;
    fields[root] = fields[root] ? `${fields[root]} ${message}` : message;
    return true;
  };
  const detail = typeof problem?.detail === 'string' ? problem.detail : `The admin API answered ${result.status}.`;
  let placed = false;
  for (const e of problem?.errors ?? []) placed = place(e.field ?? e.pointer, e.detail ?? e.message ?? detail) || placed;
  if (!placed) placed = place(problem?.field, detail);
  if (!placed) {
    const lead = /^(?:body\s+|query parameter\s+)?\/?([A-Za-z][A-Za-z0-9]*)/.exec(detail)?.[1];
    placed = place(lead, detail);
  }
  const code = typeof problem?.code === 'string' ? ` (${problem.code})` : '';
  return { summary: placed ? `The form has errors${code}: ${detail}` : `${detail}${code}`, fields };
}
