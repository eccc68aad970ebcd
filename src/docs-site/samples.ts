// Code samples of one operation: curl, and the TypeScript SDK (sdk/): the
// SDK's sample is the call the SDK has for the operation (sdk-samples.ts).
import { SDK_SAMPLES } from './sdk-samples.ts';

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

/** The SDK's own call for an operation (kept complete and true to the SDK by test/sdk/operations.test.ts). */
export function sdkSample(operationId: string | undefined): string | null {
  return (operationId && SDK_SAMPLES[operationId]) || null;
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
