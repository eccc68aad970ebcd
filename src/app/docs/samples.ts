// Code samples of one operation: curl, and the TypeScript SDK (sdk/). The
// SDK's method names follow one rule from the path (namespaces from the
// path's words, a verb from the method), with the calls partners use most
// named by hand; keep them consistent with sdk/README.md.
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

/** Calls named by hand: the ones the SDK's README shows. */
const NAMED: Record<string, string> = {
  'POST /v1/orders': 'const submission = await client.orders.submit(body); // waits, polls, returns the completed order or throws',
  'GET /v1/orders': 'for await (const order of client.orders.list({ siteId: 1 })) {\n  console.log(order.orderNumber, order.status);\n}',
  'GET /v1/orders/{orderNumber}': 'const order = await client.orders.get(100001);',
  'GET /v1/orders/submissions/{submissionId}': 'const submission = await client.orders.submissions.get(submissionId);',
  'GET /v1/me': 'const me = await client.me();',
  'GET /v1/ping': 'const pong = await client.ping();',
  'POST /oauth2/token':
    '// The client fetches, caches and renews its token itself:\nconst client = new PartnerClient({ baseUrl, clientId, clientSecret });',
};

const camel = (word: string) => word.replace(/[-_.](\w)/g, (_m, c: string) => c.toUpperCase());
const ACTIONS = new Set(['approve', 'decline', 'quote', 'test', 'redeliver', 'requeue', 'fail', 'ship', 'cancel', 'revoke', 'archive']);

export function sdkSample(input: SampleInput): string | null {
  const key = `${input.method} ${input.path}`;
  const body = input.body !== undefined ? `const body = ${JSON.stringify(input.body, null, 2)};\n` : '';
  if (NAMED[key]) return key === 'POST /oauth2/token' ? NAMED[key]! : `${body}${NAMED[key]}`;
  if (!input.path.startsWith('/v1/') || input.path === '/v1/mcp') return null;
  const segments = input.path.slice(4).split('/');
  const words = segments.filter((s) => !s.startsWith('{')).map(camel);
  const args = segments.filter((s) => s.startsWith('{')).map((s) => JSON.stringify(input.pathValues[s.slice(1, -1)] ?? s));
  const last = segments[segments.length - 1]!;
  let verb: string;
  if (ACTIONS.has(words[words.length - 1]!) && input.method === 'POST') verb = words.pop()!;
  else if (input.method === 'GET') verb = last.startsWith('{') ? 'get' : 'list';
  else verb = { POST: 'create', PATCH: 'update', PUT: 'set', DELETE: 'delete' }[input.method] ?? input.method.toLowerCase();
  if (Object.keys(input.query).length > 0) args.push(JSON.stringify(input.query).replace(/"(\w+)":/g, '$1: '));
  if (input.body !== undefined) args.push('body');
  const call = `client.${words.join('.')}.${verb}(${args.join(', ')})`;
  if (input.paged) return `for await (const item of ${call}) {\n  console.log(item);\n}`;
  return `${body}const result = await ${call};`;
}
