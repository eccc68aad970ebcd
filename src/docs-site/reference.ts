// The reference part of the docs site, rendered on the server from the
// published OpenAPI document: operations grouped by tag in the order
// partners look for them, each with its parameters, body fields, the codes
// of its error answers, the generated response example, curl and SDK
// samples, and a try-it form (docs/site/docs.js sends it).
import { markdown } from './markdown.ts';
import { curlSample, fillPath, sdkSample, type SampleInput } from './samples.ts';

type Json = Record<string, any>;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
/** Answers every operation shares; listed once per operation in a line, not a row each. */
const SHARED = new Set(['405', '408', '431', '500', '501']);

export const esc = (s: unknown) =>
  String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const md = (s: unknown) => (s ? markdown(String(s)) : '');
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

const typeOf = (schema: Json | undefined): string => {
  if (!schema) return '';
  if (schema.$ref) return String(schema.$ref).split('/').pop()!;
  if (schema.enum) return schema.enum.map((v: unknown) => JSON.stringify(v)).join(' | ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.anyOf ?? schema.oneOf) return (schema.anyOf ?? schema.oneOf).map(typeOf).join(' | ');
  if (schema.type === 'array') return `${typeOf(schema.items)}[]`;
  return Array.isArray(schema.type) ? schema.type.join(' | ') : String(schema.type ?? 'object');
};

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

function parametersTable(params: Json[]): string {
  const rows = params
    .filter((p) => p.in !== 'header' || p.required)
    .map(
      (p) =>
        `<tr><td><code>${esc(p.name)}</code>${p.required ? ' <span class="req">required</span>' : ''}</td><td>${esc(p.in)}</td><td><code>${esc(typeOf(p.schema))}</code></td><td>${md(p.description ?? p.schema?.description)}</td></tr>`,
    );
  return rows.length
    ? `<h4>Parameters</h4><table><tr><th>name</th><th>in</th><th>type</th><th>description</th></tr>${rows.join('')}</table>`
    : '';
}

function bodyTable(schema: Json | undefined): string {
  const props = Object.entries<Json>(schema?.properties ?? {});
  if (!props.length) return '';
  const required = new Set<string>(schema?.required ?? []);
  const rows = props.map(
    ([name, s]) =>
      `<tr><td><code>${esc(name)}</code>${required.has(name) ? ' <span class="req">required</span>' : ''}</td><td><code>${esc(typeOf(s))}</code></td><td>${md(s.description)}</td></tr>`,
  );
  return `<h4>Body</h4><table><tr><th>field</th><th>type</th><th>description</th></tr>${rows.join('')}</table>`;
}

function responsesTable(responses: Json): string {
  const entries = Object.entries<Json>(responses);
  const rows = entries
    .filter(([s]) => !SHARED.has(s))
    .map(([status, r]) => {
      const codes = errorCodes(r);
      return `<tr><td><span class="status s${status[0]}">${esc(status)}</span></td><td>${md(r.description)}</td><td>${codes.map((c) => `<code>${esc(c)}</code>`).join(' ')}</td></tr>`;
    });
  const shared = entries.filter(([s]) => SHARED.has(s)).map(([s]) => s);
  return `<h4>Responses</h4><table><tr><th>status</th><th>meaning</th><th>codes</th></tr>${rows.join('')}</table>${
    shared.length ? `<p class="shared">Also, like every operation: ${shared.join(', ')} (problem+json).</p>` : ''
  }`;
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
  /** Whether to show SDK samples (partner document only). */
  sdk: boolean;
}

export function renderOperation(o: Operation, options: ReferenceOptions): string {
  const input = sampleInput(o);
  const [, media] = Object.entries<Json>(o.op.requestBody?.content ?? {})[0] ?? [];
  const [successStatus, success] = Object.entries<Json>(o.op.responses ?? {}).find(([s]) => /^2/.test(s)) ?? [];
  const answer = firstExample(Object.values<Json>(success?.content ?? {})[0]);
  const scope = o.op.security?.[0] ? Object.values<string[]>(o.op.security[0])[0] : null;
  const sdk = options.sdk ? sdkSample(o.op.operationId) : null;
  return `<section class="op" id="op-${esc(o.id)}">
<div class="doc">
<h3><span class="method ${o.method.toLowerCase()}">${o.method}</span> <code class="path">${esc(o.path)}</code></h3>
<p class="summary">${esc(o.op.summary ?? '')}</p>${md(o.op.description)}
<p class="scope">${scope === null ? 'No credential needed.' : scope.length ? `Scope <code>${esc(scope.join(' '))}</code>` : 'Any valid credential.'}</p>
${parametersTable(o.op.parameters ?? [])}${bodyTable(media?.schema)}${responsesTable(o.op.responses ?? {})}
</div>
<div class="code">
<h4>curl</h4><pre><code>${esc(curlSample(options.base, input, options.credential))}</code></pre>
${sdk ? `<h4>TypeScript SDK</h4><pre><code>${esc(sdk)}</code></pre>` : ''}
${answer !== undefined ? `<h4>Response ${esc(successStatus)} <small>from the demo world</small></h4><pre class="example"><code>${esc(pretty(answer))}</code></pre>` : ''}
${tryIt(o, input)}
</div>
</section>`;
}

export function renderWebhooks(document: Json): string {
  const hooks = Object.entries<Json>(document.webhooks ?? {});
  if (!hooks.length) return '';
  const items = hooks.map(([name, item]) => {
    const op = item.post ?? Object.values<Json>(item)[0];
    const media = Object.values<Json>(op.requestBody?.content ?? {})[0];
    const example = firstExample(media);
    return `<section class="op" id="hook-${esc(name)}"><div class="doc"><h3><span class="method post">EVENT</span> <code class="path">${esc(name)}</code></h3>
<p class="summary">${esc(op.summary ?? '')}</p>${md(op.description)}${parametersTable(op.parameters ?? [])}${bodyTable(media?.schema)}</div>
<div class="code">${example !== undefined ? `<h4>Payload</h4><pre class="example"><code>${esc(pretty(example))}</code></pre>` : ''}</div></section>`;
  });
  return `<h2 id="tag-Webhooks">Webhooks</h2><p>What the platform POSTs to your endpoint; verify each delivery as the <a href="guides/webhooks">webhooks guide</a> shows.</p>${items.join('')}`;
}

export function fillExamplePath(o: Operation): string {
  return fillPath(o.path, sampleInput(o).pathValues);
}
