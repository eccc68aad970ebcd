// Code samples of one operation: curl, plain fetch, and the TypeScript SDK's
// call (sdk/). Both SDKs are generated from the published document, so
// their call is written from it too: the method is the operationId split at
// the longest document tag that begins it (`creditAccountsList` →
// `creditAccounts.list`, in Python `credit_accounts.list`), else at its
// first word, and a one-word operationId (`me`) is the client's own; path
// values come first, as positional arguments, from the parameters'
// examples, then the body's example, then the query's; a listing is walked
// page by page. Where the TypeScript SDK's call takes another shape, the
// route declares it (`sdk`, src/http/operations/operation.ts).
import type { SdkShape } from '../http/operations/operation.ts';

type Json = Record<string, any>;

export interface SampleInput {
  method: string;
  path: string;
  /** Path and query values (the parameters' examples). */
  pathValues: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  contentType: string | null;
  /** Answers a page (`nextCursor`): the SDK walks it with `for await`. */
  paged: boolean;
  /** Needs no credential. */
  public: boolean;
}

const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

export function fillPath(path: string, values: Record<string, unknown>): string {
  return path.replace(/\{(\w+)\}/g, (m, name: string) => (values[name] !== undefined ? encodeURIComponent(String(values[name])) : m));
}

export function curlSample(base: string, input: SampleInput, credential: string): string {
  const qs = new URLSearchParams(Object.entries(input.query).map(([k, v]) => [k, String(v)])).toString();
  const url = `${base}${fillPath(input.path, input.pathValues)}${qs ? `?${qs}` : ''}`;
  const lines = [`curl -s -X ${input.method} "${url}"`];
  if (!input.public) lines.push(`  -H "Authorization: Bearer ${credential}"`);
  if (input.body !== undefined && input.contentType === 'application/x-www-form-urlencoded') {
    for (const [k, v] of Object.entries(input.body as Json)) lines.push(`  --data-urlencode ${shellQuote(`${k}=${String(v)}`)}`);
  } else if (input.body !== undefined) {
    lines.push(`  -H 'content-type: ${input.contentType ?? 'application/json'}'`);
    lines.push(`  -d ${shellQuote(JSON.stringify(input.body, null, 2))}`);
  }
  return lines.join(' \\\n');
}

/** What an SDK's call for a partner operation is written from, read off the document. */
export interface SdkCall {
  operationId: string;
  /** Tags of the document: where operationIds split into resource and method. */
  tags: string[];
  /** Path parameters in the document's order. */
  pathNames: string[];
  /** The array a listing's page carries (`orders`), when the operation is a listing. */
  pageKey: string | null;
  /** The success answer's component (`Order`), when it has one. */
  answer: string | null;
  /** Whether the success answer has a body. */
  answers: boolean;
}

/** Spoken by MCP clients, never called through an SDK. */
const PROTOCOL_OPERATIONS = new Set(['mcp']);

/** Whether the SDKs call the operation: the partner API under /v1/, MCP aside. */
export function sdkCalls(input: SampleInput, call: SdkCall): boolean {
  return input.path.startsWith('/v1/') && !PROTOCOL_OPERATIONS.has(call.operationId);
}

const camel = (tag: string) => {
  const words = tag.trim().split(/[^A-Za-z0-9]+/);
  return (
    words[0]!.toLowerCase() +
    words
      .slice(1)
      .map((w) => w.slice(0, 1).toUpperCase() + w.slice(1))
      .join('')
  );
};
const lowerFirst = (word: string) => word.slice(0, 1).toLowerCase() + word.slice(1);

/** `ordersApproveProof` → `['orders', 'approveProof']`; `me` → `['me']`: the resource and method, in camelCase. */
export function sdkMethod(operationId: string, tags: string[]): string[] {
  const prefixes = [...new Set(tags.map(camel))].sort((a, b) => b.length - a.length);
  for (const prefix of prefixes) {
    const rest = operationId.slice(prefix.length);
    if (operationId.startsWith(prefix) && /^[A-Z]/.test(rest)) return [prefix, lowerFirst(rest)];
  }
  const words = operationId.match(/[A-Z]?[a-z0-9]+/g) ?? [];
  if (words.length < 2) return [operationId];
  return [words[0]!, lowerFirst(operationId.slice(words[0]!.length))];
}

/** What a sample names one row of a page (`creditAccounts` → `creditAccount`) or the answer (`ProductImages` → `productImages`). */
export function singular(word: string): string {
  return lowerFirst(
    // One rule per word: `addresses` is `address`, not `addres`.
    word.replace(/ies$|(ss|sh|ch|x)es$|s$/, (_m, stem: string | undefined) => (_m === 'ies' ? 'y' : (stem ?? ''))),
  );
}

/**
 * An SDK's call in lines: the body bound first when it spans lines (where the language has `bind`, else passed
 * in the call as it is), then the call, its answer named or its pages walked.
 */
export function sdkLines(
  call: SdkCall,
  invocation: (body: string | null) => string,
  body: string | null,
  shapes: {
    bind?: (literal: string) => string;
    walk: (item: string, invocation: string) => string[];
    keep: (name: string, invocation: string) => string[];
    run: (invocation: string) => string;
  },
  name: (word: string) => string,
): string[] {
  const lines: string[] = [];
  const bind = body?.includes('\n') ? shapes.bind : undefined;
  if (bind) lines.push(bind(body!));
  const text = invocation(bind ? 'body' : body);
  if (call.pageKey) lines.push(...shapes.walk(name(singular(call.pageKey)), text));
  else if (call.answers) lines.push(...shapes.keep(call.answer ? name(lowerFirst(call.answer)) : 'answer', text));
  else lines.push(shapes.run(text));
  return lines;
}

/** A JSON value as a TypeScript literal: unquoted keys where they may be, single quotes, on one line when it fits. */
export function typescriptLiteral(value: unknown, depth = 0): string {
  const line = oneLine(value);
  if (line.length + depth * 2 <= 80 || value === null || typeof value !== 'object') return line;
  const pad = '  '.repeat(depth + 1);
  const end = '  '.repeat(depth);
  const items = Array.isArray(value)
    ? value.map((v) => `${pad}${typescriptLiteral(v, depth + 1)},`)
    : Object.entries(value as Json).map(([k, v]) => `${pad}${key(k)}: ${typescriptLiteral(v, depth + 1)},`);
  return Array.isArray(value) ? `[\n${items.join('\n')}\n${end}]` : `{\n${items.join('\n')}\n${end}}`;
}

const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : quote(name));
const quote = (s: string) => `'${JSON.stringify(s).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
function oneLine(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (typeof value === 'string') return quote(value);
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value)) return `[${value.map(oneLine).join(', ')}]`;
  const entries = Object.entries(value as Json);
  return entries.length ? `{ ${entries.map(([k, v]) => `${key(k)}: ${oneLine(v)}`).join(', ')} }` : '{}';
}

/** The TypeScript SDK's call for a partner operation, as the route declares it or from its parts; null when the SDK has none. */
export function typescriptSdkSample(input: SampleInput, call: SdkCall, shape: SdkShape | undefined): string | null {
  if (shape && 'sample' in shape) return shape.sample;
  if (!sdkCalls(input, call)) return null;
  const method = `client.${sdkMethod(call.operationId, call.tags).join('.')}`;
  // The SDK's ids are numbers where the path carries digits; a body with nothing in it is not passed.
  const args = call.pathNames.map((name) => {
    const value = input.pathValues[name];
    return value === undefined ? name : typescriptLiteral(typeof value === 'string' && /^[1-9]\d*$/.test(value) ? Number(value) : value);
  });
  const empty = input.body !== null && typeof input.body === 'object' && !Object.keys(input.body).length;
  const value = empty ? undefined : shape && input.body !== undefined ? (input.body as Json)[shape.bodyField] : input.body;
  const query = Object.keys(input.query).length ? [typescriptLiteral(input.query)] : [];
  return sdkLines(
    call,
    (body) => `${method}(${[...args, ...(body === null ? [] : [body]), ...query].join(', ')})`,
    value === undefined ? null : typescriptLiteral(value),
    {
      // No `const body = …`: TypeScript would widen the literal's enum strings (`'SEGMENTS'`) to string, which
      // the SDK's body types refuse; passed in the call, the literal is checked against the parameter's type.
      walk: (item, invocation) => [`for await (const ${item} of ${invocation}) console.log(${item})`],
      keep: (name, invocation) => [`const ${name} = await ${invocation}`],
      run: (invocation) => `await ${invocation}`,
    },
    (word) => word,
  ).join('\n');
}

/** The call with fetch only (the back office, and what the SDK does not wrap): the credential from the environment. */
export function fetchSample(base: string, input: SampleInput, credential: string): string {
  const qs = new URLSearchParams(Object.entries(input.query).map(([k, v]) => [k, String(v)])).toString();
  const url = `${base}${fillPath(input.path, input.pathValues)}${qs ? `?${qs}` : ''}`;
  const headers: string[] = [];
  if (!input.public) headers.push(`authorization: \`Bearer \${process.env.${credential.replace(/^\$/, '')}}\``);
  let body = '';
  if (input.body !== undefined && input.contentType === 'application/x-www-form-urlencoded') {
    body = `\n  body: new URLSearchParams(${indent(JSON.stringify(input.body, null, 2))}),`;
  } else if (input.body !== undefined) {
    headers.push(`'content-type': '${input.contentType ?? 'application/json'}'`);
    body = `\n  body: JSON.stringify(${indent(JSON.stringify(input.body, null, 2))}),`;
  }
  return `const res = await fetch('${url}', {
  method: '${input.method}',
  headers: { ${headers.join(', ')} },${body}
});
const answer = res.status === 204 ? null : await res.json();`;
}

const indent = (text: string) => text.replace(/\n/g, '\n  ');
