// Runs the request examples of a published document against a fresh demo
// world, step by step, and records what the service answered. The steps
// (scripts/examples/partner.ts, admin.ts) name the operation and, where one
// example depends on another, the values it takes from an earlier answer;
// the body sent is always the document's own example, with only the
// placeholders the document marks as such (`<…>`: a secret, a CSRF token,
// a reservation name) filled in from the run.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export type Vars = Record<string, unknown>;
type Json = Record<string, any>;

export interface Step {
  /** `METHOD /path/{param}` as in the document. */
  op: string;
  /** Path parameter values; a missing one is read from the run's variables by name. */
  params?: Record<string, string | number> | ((vars: Vars) => Record<string, string | number>);
  /** Query parameters (also published as the parameters' examples). */
  query?: Record<string, string> | ((vars: Vars) => Record<string, string>);
  /** The status the document promises; defaults to the operation's first 2xx. */
  status?: number;
  /** Only these request examples (by name, `example1`, …); default all of them, in order. */
  examples?: string[];
  /** Fills the example's `<…>` placeholders (and only those) from the run. */
  fill?: (vars: Vars) => Record<string, unknown>;
  /** Extra request headers (MCP's protocol headers, …). */
  headers?: Record<string, string> | ((vars: Vars) => Record<string, string>);
  /** What else the document promises of the answer (e.g. a completed submission); a message when it is not so. */
  check?: (body: any) => string | undefined;
  /** Takes values from the answer for later steps. */
  save?: (body: any, vars: Vars, response: LightMyRequestResponse) => void | Promise<void>;
  /** Runs before the request (e.g. uploads the artwork bytes a step needs). */
  before?: (vars: Vars) => Promise<void>;
  /** What of the answer is published, when all of it would drown the page (MCP's full tool list). */
  publish?: (body: any) => unknown;
  /** The answer is not published as the operation's example (a set-up step). */
  quiet?: boolean;
}

export interface Recorded {
  /** Path and query parameter values used, by name. */
  parameters: Record<string, string | number>;
  /** Status → example name → the answer's body (normalised). */
  responses: Record<string, Record<string, unknown>>;
}
export type Examples = Record<string, Recorded>;

export interface Target {
  app: FastifyInstance;
  document: Json;
  /** The credential every call of the document carries, unless the step is public. */
  authorization: (vars: Vars) => string | undefined;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Every request example of a document: `METHOD /path` → example name → value. */
export function requestExamples(document: Json): Record<string, { contentType: string; examples: Record<string, unknown> }> {
  const out: Record<string, { contentType: string; examples: Record<string, unknown> }> = {};
  for (const [path, item] of Object.entries<Json>(document.paths ?? {})) {
    for (const [method, operation] of Object.entries<Json>(item)) {
      if (!METHODS.includes(method)) continue;
      for (const [contentType, media] of Object.entries<Json>(operation.requestBody?.content ?? {})) {
        const examples: Record<string, unknown> = {};
        if (media.examples) for (const [name, ex] of Object.entries<Json>(media.examples)) examples[name] = ex.value;
        else if (media.example !== undefined) examples.example1 = media.example;
        else if (Array.isArray(media.schema?.examples))
          media.schema.examples.forEach((v: unknown, i: number) => (examples[`example${i + 1}`] = v));
        if (Object.keys(examples).length > 0) out[`${method.toUpperCase()} ${path}`] = { contentType, examples };
        break;
      }
    }
  }
  return out;
}

function operationOf(document: Json, op: string): Json {
  const [method, path] = op.split(' ') as [string, string];
  const operation = document.paths?.[path]?.[method.toLowerCase()];
  if (!operation) throw new Error(`${op}: no such operation in the document`);
  return operation;
}

const resolve = <T>(value: T | ((vars: Vars) => T) | undefined, vars: Vars): T | undefined =>
  typeof value === 'function' ? (value as (vars: Vars) => T)(vars) : value;

/** Replaces `<…>` placeholders of an example by the step's fill, refusing a fill of anything else. */
function filled(op: string, example: unknown, fill: Record<string, unknown>): unknown {
  if (!example || typeof example !== 'object' || Array.isArray(example)) return example;
  const out: Json = { ...(example as Json) };
  for (const [key, value] of Object.entries(fill)) {
    const current = out[key];
    if (typeof current !== 'string' || !/^<.+>$|^rsv_/.test(current)) {
      throw new Error(`${op}: the example's ${key} is not a placeholder (${JSON.stringify(current)}); fix the example instead`);
    }
    out[key] = value;
  }
  return out;
}

export class StepFailure extends Error {}

/** Runs the steps in order; throws on the first answer that is not the documented status. */
export async function runSteps(target: Target, steps: Step[], vars: Vars, failures?: string[]): Promise<Examples> {
  const requests = requestExamples(target.document);
  const recorded: Examples = {};
  for (const step of steps) {
    const operation = operationOf(target.document, step.op);
    const [method, template] = step.op.split(' ') as [string, string];
    const status = step.status ?? Number(Object.keys(operation.responses ?? {}).find((s) => /^2/.test(s)));
    await step.before?.(vars);
    const params = resolve(step.params, vars) ?? {};
    const pathValues: Record<string, string | number> = {};
    const url = template.replace(/\{(\w+)\}/g, (_m, name: string) => {
      const value = params[name] ?? vars[name];
      if (value === undefined && !failures) throw new Error(`${step.op}: no value for {${name}}`);
      pathValues[name] = value as string | number;
      return encodeURIComponent(String(value));
    });
    const query = resolve(step.query, vars) ?? {};
    const qs = new URLSearchParams(query).toString();
    const request = requests[step.op];
    const names = step.examples ?? (request ? Object.keys(request.examples) : [undefined]);
    for (const name of names) {
      const headers: Record<string, string> = { ...(resolve(step.headers, vars) ?? {}) };
      const public_ = Array.isArray(operation.security) && operation.security.length === 0;
      const authorization = public_ ? undefined : target.authorization(vars);
      if (authorization) headers.authorization = authorization;
      let payload: string | undefined;
      if (name !== undefined && request) {
        const body = filled(step.op, request.examples[name], resolve(step.fill, vars) ?? {});
        headers['content-type'] = request.contentType;
        payload =
          request.contentType === 'application/x-www-form-urlencoded'
            ? new URLSearchParams(body as Record<string, string>).toString()
            : JSON.stringify(body);
      }
      const response = await target.app.inject({ method: method as 'GET', url: qs ? `${url}?${qs}` : url, headers, payload });
      if (response.statusCode !== status) {
        if (failures) {
          failures.push(`${step.op}${name ? ` (${name})` : ''}: ${response.statusCode} ${response.body.slice(0, 300)}`);
          continue;
        }
        throw new StepFailure(
          `${step.op}${name ? ` (${name})` : ''}: answered ${response.statusCode}, documented ${status}\n${response.body}`,
        );
      }
      const type = String(response.headers['content-type'] ?? '');
      const body = type.includes('json') ? response.json() : response.body;
      const broken = step.check?.(body);
      if (broken) throw new StepFailure(`${step.op}${name ? ` (${name})` : ''}: ${broken}\n${response.body}`);
      await step.save?.(body, vars, response);
      if (step.quiet) continue;
      const entry = (recorded[step.op] ??= { parameters: {}, responses: {} });
      Object.assign(entry.parameters, pathValues, query);
      const byStatus = (entry.responses[String(status)] ??= {});
      const key = name ?? 'example1';
      if (!(key in byStatus) && status !== 204) byStatus[key] = step.publish ? step.publish(body) : body;
    }
  }
  return recorded;
}
