// The reference part of the docs site, rendered on the server from the
// published OpenAPI document: operations grouped by tag in the order
// partners look for them, each with its parameters, body fields, the codes
// of its error answers, the generated response example, curl and SDK
// samples, and a try-it form (docs/site/docs.js sends it).
import { esc, md, parameterFields, schemaFields } from './fields.ts';
import { inlineMarkdown } from './markdown.ts';
import type { SdkShape } from '../http/operations/operation.ts';
import { pythonHttpSample, pythonSdkSample } from './python-sample.ts';
import { curlSample, fetchSample, fillPath, typescriptSdkSample, type SampleInput, type SdkCall } from './samples.ts';

type Json = Record<string, any>;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
/** Answers every operation shares; listed once per operation in a line, not a row each. */
const SHARED = new Set(['405', '408', '431', '500', '501']);

export { esc };
const inline = (s: unknown) => (s ? inlineMarkdown(String(s)) : '');
const pretty = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v, null, 2));

export interface Operation {
  id: string;
  method: string;
  path: string;
  tag: string;
  op: Json;
}

export function operations(document: Json): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries<Json>(document.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (op) out.push({ id: op.operationId ?? `${method}${path}`, method: method.toUpperCase(), path, tag: op.tags?.[0] ?? 'Other', op });
    }
  }
  return out;
}

/** Tags in the given order, then any other in document order. */
export function groupByTag(ops: Operation[], order: string[]): [string, Operation[]][] {
  const tags = [...new Set([...order.filter((t) => ops.some((o) => o.tag === t)), ...ops.map((o) => o.tag)])];
  return tags.map((t) => [t, ops.filter((o) => o.tag === t)]);
}

function firstExample(media: Json | undefined): unknown {
  if (!media) return undefined;
  if (media.examples) return Object.values<Json>(media.examples)[0]?.value;
  if (media.example !== undefined) return media.example;
  return media.schema?.examples?.[0];
}

/** The codes an error answer documents: `x-codes`, or the `code` enum / const of its schema. */
export function errorCodes(response: Json): string[] {
  if (Array.isArray(response['x-codes'])) return response['x-codes'].map(String);
  const schema = Object.values<Json>(response.content ?? {})[0]?.schema ?? {};
  const code = schema.properties?.code ?? {};
  if (Array.isArray(code.enum)) return code.enum.map(String);
  if (code.const !== undefined) return [String(code.const)];
  return [];
}

function sampleInput(o: Operation): SampleInput {
  const params = (o.op.parameters ?? []) as Json[];
  const pick = (where: string) =>
    Object.fromEntries(params.filter((p) => p.in === where && p.example !== undefined).map((p) => [p.name, p.example]));
  const [contentType, media] = Object.entries<Json>(o.op.requestBody?.content ?? {})[0] ?? [null, undefined];
  const success = Object.entries<Json>(o.op.responses ?? {}).find(([s]) => /^2/.test(s))?.[1];
  const successSchema = Object.values<Json>(success?.content ?? {})[0]?.schema;
  return {
    method: o.method,
    path: o.path,
    pathValues: pick('path'),
    query: pick('query'),
    body: firstExample(media),
    contentType,
    paged: !!successSchema?.properties?.nextCursor && o.method === 'GET',
    public: Array.isArray(o.op.security) && o.op.security.length === 0,
  };
}

function responsesTable(responses: Json): string {
  // A long code breaks after an underscore, never inside a word.
  const code = (c: string) => `<a href="errors#code-${esc(c)}"><code>${esc(c).replace(/_/g, '_<wbr>')}</code></a>`;
  const entries = Object.entries<Json>(responses);
  const rows = entries
    .filter(([s]) => !SHARED.has(s))
    .map(([status, r]) => {
      const codes = errorCodes(r);
      return `<tr><td><span class="status s${status[0]}">${esc(status)}</span></td><td>${md(r.description)}</td><td>${codes.map(code).join(' ')}</td></tr>`;
    });
  const shared = entries.filter(([s]) => SHARED.has(s)).map(([s]) => s);
  return `<h4>Responses</h4><table class="responses"><tr><th>status</th><th>meaning</th><th>codes</th></tr>${rows.join('')}</table>${
    shared.length
      ? `<p class="shared">Also, like every operation: ${shared.join(', ')} (problem+json, <a href="errors#problem">fields</a>).</p>`
      : ''
  }`;
}

/** What a successful answer carries: its headers and every field of its body. Problems share one table (#problem). */
function returned(document: Json, responses: Json, anchor: string): string {
  const shown = new Map<string, string>();
  return Object.entries<Json>(responses)
    .filter(([status, r]) => {
      const types = Object.keys(r.content ?? {});
      return /^[23]/.test(status) || (types.length > 0 && !types.some((t) => t.includes('problem')));
    })
    .filter(([status]) => !SHARED.has(status))
    .map(([status, r]) => {
      const [type, media] = Object.entries<Json>(r.content ?? {})[0] ?? [];
      const headers = Object.entries<Json>(r.headers ?? {});
      const headerRows = headers.length
        ? `<table class="headers"><tr><th>header</th><th>description</th></tr>${headers
            .map(([name, h]) => `<tr><td><code>${esc(name)}</code></td><td>${md(h.description)}</td></tr>`)
            .join('')}</table>`
        : '';
      // Two answers with one schema (POST /v1/orders: 200 and 201) list its fields once.
      const key = JSON.stringify(media?.schema ?? null);
      const same = shown.get(key);
      if (media?.schema && !same) shown.set(key, status);
      const body = !media?.schema
        ? '<p class="schema-type">No body.</p>'
        : same
          ? `<p class="schema-type">The same fields as ${esc(same)}.</p>`
          : schemaFields(document, media.schema, `${anchor}.${status}`);
      return `<div class="returns" data-status="${esc(status)}"><h4>Returns <span class="status s${status[0]}">${esc(status)}</span>${
        type ? ` <small>${esc(type)}</small>` : ''
      }</h4>${md(r.description)}${body}${headerRows}</div>`;
    })
    .join('');
}

/** Who may call: the partner's scope, or the staff roles the back office's matrix allows (`x-staff-roles`). */
function access(op: Json): string {
  const roles = op['x-staff-roles'] as string[] | undefined;
  if (Array.isArray(roles)) {
    const operation = op['x-staff-operation'] ? ` (staff operation <code>${esc(op['x-staff-operation'])}</code>)` : '';
    return `Roles: ${roles.map((r) => `<code class="role">${esc(r)}</code>`).join(' ')}${operation}.`;
  }
  const scope = op.security?.[0] ? Object.values<string[]>(op.security[0])[0] : null;
  return scope === null ? 'No credential needed.' : scope.length ? `Scope <code>${esc(scope.join(' '))}</code>` : 'Any valid credential.';
}

function tryIt(o: Operation, input: SampleInput): string {
  const params = ((o.op.parameters ?? []) as Json[]).filter((p) => p.in === 'path' || p.in === 'query');
  const fields = params
    .map(
      (p) =>
        `<label>${esc(p.name)} <small>${esc(p.in)}</small><input name="${esc(p.in)}:${esc(p.name)}" value="${esc(p.example ?? '')}"${p.required ? ' required' : ''}></label>`,
    )
    .join('');
  const body =
    input.body !== undefined
      ? `<label>body <small>${esc(input.contentType)}</small><textarea name="body" rows="8" spellcheck="false">${esc(pretty(input.body))}</textarea></label>`
      : '';
  return `<form class="tryit" data-method="${o.method}" data-path="${esc(o.path)}" data-content-type="${esc(input.contentType ?? '')}" data-public="${input.public}">
<h4>Try it</h4>${fields}${body}<button type="submit">Send ${o.method} ${esc(o.path)}</button><output class="answer"></output></form>`;
}

export interface ReferenceOptions {
  /** Base URL the curl samples call. */
  base: string;
  /** How curl shows the credential: `$TOKEN` or `$ADMIN_TOKEN`. */
  credential: string;
  /**
   * The SDKs' samples (partner document only, else false), and where the
   * TypeScript SDK's call takes another shape than the operation's parts, as
   * each route declares it, by operationId.
   */
  sdk: false | { shapes: ReadonlyMap<string, SdkShape> };
  /** Where the site answers (`/docs`): links from a reference page to a guide. */
  basePath: string;
}

/** The languages of the samples, in the switch's order; the first is shown until a reader picks another. */
export const LANGUAGES = [
  ['curl', 'curl'],
  ['typescript', 'TypeScript'],
  ['python', 'Python'],
] as const;

/** The pieces of an operation the SDKs' calls are written from. */
function sdkCall(document: Json, o: Operation): SdkCall {
  const params = (o.op.parameters ?? []) as Json[];
  const success = Object.entries<Json>(o.op.responses ?? {}).find(([s]) => /^2/.test(s))?.[1];
  const raw = Object.values<Json>(success?.content ?? {})[0]?.schema;
  const schema = raw?.$ref ? (document.components?.schemas?.[String(raw.$ref).split('/').pop()!] ?? {}) : (raw ?? {});
  const arrays = Object.entries<Json>(schema.properties ?? {}).filter(([, p]) => p.type === 'array' || p.items);
  const listing = !!schema.properties?.nextCursor && arrays.length === 1 && o.method === 'GET';
  const tags = [...new Set(operations(document).map((x) => x.tag))];
  return {
    operationId: o.id,
    tags,
    pathNames: params.filter((p) => p.in === 'path').map((p) => String(p.name)),
    pageKey: listing ? arrays[0]![0] : null,
    answer: raw?.$ref ? String(raw.$ref).split('/').pop()! : null,
    answers: !!raw,
  };
}

/** curl, TypeScript and Python: the SDKs' calls where they have one, plain HTTP where not. */
function samples(document: Json, o: Operation, input: SampleInput, options: ReferenceOptions): string {
  const call = sdkCall(document, o);
  const typescript =
    (options.sdk && typescriptSdkSample(input, call, options.sdk.shapes.get(o.id))) || fetchSample(options.base, input, options.credential);
  const python = (options.sdk && pythonSdkSample(input, call)) || pythonHttpSample(options.base, input, options.credential);
  const code = { curl: curlSample(options.base, input, options.credential), typescript, python };
  const tabs = LANGUAGES.map(([lang, label]) => `<button type="button" data-lang="${lang}">${label}</button>`).join('');
  const blocks = LANGUAGES.map(([lang]) => `<pre data-lang="${lang}"><code>${esc(code[lang])}</code></pre>`).join('');
  return `<div class="samples"><div class="langs" role="group" aria-label="Sample language">${tabs}</div>${blocks}</div>`;
}

export function renderOperation(document: Json, o: Operation, options: ReferenceOptions): string {
  const input = sampleInput(o);
  const anchor = `op-${o.id}`;
  const [, media] = Object.entries<Json>(o.op.requestBody?.content ?? {})[0] ?? [];
  const [successStatus, success] = Object.entries<Json>(o.op.responses ?? {}).find(([s]) => /^2/.test(s)) ?? [];
  const answer = firstExample(Object.values<Json>(success?.content ?? {})[0]);
  return `<section class="op" id="${esc(anchor)}" data-method="${o.method}" data-path="${esc(o.path)}">
<div class="doc">
<h3><a class="anchor" href="#${esc(anchor)}" aria-label="Link to this operation">#</a><span class="method ${o.method.toLowerCase()}">${o.method}</span> <code class="path">${esc(o.path)}</code></h3>
<p class="summary">${inline(o.op.summary)}</p>${md(o.op.description)}
<p class="scope">${access(o.op)}</p>
${parameterFields(document, o.op.parameters ?? [], anchor)}${
  media?.schema
    ? `<h4>Body <small>${esc(Object.keys(o.op.requestBody.content)[0])}${o.op.requestBody.required ? ', required' : ''}</small></h4>${schemaFields(document, media.schema, `${anchor}.body`)}`
    : ''
}${responsesTable(o.op.responses ?? {})}${returned(document, o.op.responses ?? {}, anchor)}
</div>
<div class="code">
${samples(document, o, input, options)}
${answer !== undefined ? `<h4>Response ${esc(successStatus)} <small>from the demo world</small></h4><pre class="example"><code>${esc(pretty(answer))}</code></pre>` : ''}
${tryIt(o, input)}
</div>
</section>`;
}

export function renderWebhooks(document: Json, basePath: string): string {
  const hooks = Object.entries<Json>(document.webhooks ?? {});
  if (!hooks.length) return '';
  const items = hooks.map(([name, item]) => {
    const op = item.post ?? Object.values<Json>(item)[0];
    const media = Object.values<Json>(op.requestBody?.content ?? {})[0];
    const example = firstExample(media);
    return `<section class="op" id="hook-${esc(name)}"><div class="doc"><h3><a class="anchor" href="#hook-${esc(name)}" aria-label="Link to this event">#</a><span class="method post">EVENT</span> <code class="path">${esc(name)}</code></h3>
<p class="summary">${inline(op.summary)}</p>${md(op.description)}${parameterFields(document, op.parameters ?? [], `hook-${name}`)}${
      media?.schema ? `<h4>Payload fields</h4>${schemaFields(document, media.schema, `hook-${name}.payload`)}` : ''
    }</div>
<div class="code">${example !== undefined ? `<h4>Payload</h4><pre class="example"><code>${esc(pretty(example))}</code></pre>` : ''}</div></section>`;
  });
  return `<h2 id="tag-Webhooks">Webhooks</h2><p>What the platform POSTs to your endpoint; verify each delivery as the <a href="${basePath}/guides/webhooks">webhooks guide</a> shows.</p>${items.join('')}`;
}

export function fillExamplePath(o: Operation): string {
  return fillPath(o.path, sampleInput(o).pathValues);
}
