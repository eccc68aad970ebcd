// Python samples of the reference. A partner operation under /v1/ is shown as
// the Python SDK's call (sdk-python, package `partner_commerce`): the SDK names
// each method after its operationId in snake_case, split at the longest
// document tag (in camelCase) that begins it (`creditAccountsList` →
// `client.credit_accounts.list`), else at its first word; a one-word
// operationId (`me`) is a method of the client. Path parameters are
// positional, query parameters keywords, the body last; a listing is an
// iterator over every page. Anything else (the token request, the back
// office) is shown with the standard library's urllib, as a partner
// without the SDK would write it.
import type { SampleInput } from './samples.ts';
import { fillPath } from './samples.ts';

type Json = Record<string, any>;

/** Spoken by MCP clients, never called through an SDK. */
const PROTOCOL_OPERATIONS = new Set(['mcp']);

const snake = (name: string) => name.replace(/(?<=[a-z0-9])([A-Z])/g, '_$1').toLowerCase();
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

/** `ordersApproveProof` → `orders.approve_proof`; `me` → `me`. */
export function pythonMethod(operationId: string, tags: string[]): string {
  const prefixes = [...new Set(tags.map(camel))].sort((a, b) => b.length - a.length);
  for (const prefix of prefixes) {
    const rest = operationId.slice(prefix.length);
    if (operationId.startsWith(prefix) && /^[A-Z]/.test(rest)) return `${snake(prefix)}.${snake(rest[0]!.toLowerCase() + rest.slice(1))}`;
  }
  const words = operationId.match(/[A-Z]?[a-z0-9]+/g) ?? [];
  if (words.length < 2) return snake(operationId);
  return `${words[0]}.${snake(operationId.slice(words[0]!.length))}`;
}

/** A JSON value written as a Python literal (`true` → `True`, `null` → `None`), indented by four. */
export function pythonLiteral(value: unknown, depth = 0): string {
  const pad = '    '.repeat(depth + 1);
  const end = '    '.repeat(depth);
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'string' || typeof value === 'number') return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (!value.length) return '[]';
    return `[\n${value.map((v) => `${pad}${pythonLiteral(v, depth + 1)},`).join('\n')}\n${end}]`;
  }
  const entries = Object.entries(value as Json);
  if (!entries.length) return '{}';
  return `{\n${entries.map(([k, v]) => `${pad}${JSON.stringify(k)}: ${pythonLiteral(v, depth + 1)},`).join('\n')}\n${end}}`;
}

/** What a sample names the answer: the singular of a page's array, or the answer's component. */
function singular(word: string): string {
  return snake(
    word
      .replace(/ies$/, 'y')
      .replace(/(ss|sh|ch|x)es$/, '$1')
      .replace(/s$/, ''),
  );
}

export interface PythonSdkCall {
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

/** The Python SDK's call for a partner operation, or null when the SDK has none (not under /v1/, or MCP). */
export function pythonSdkSample(input: SampleInput, call: PythonSdkCall): string | null {
  if (!input.path.startsWith('/v1/') || PROTOCOL_OPERATIONS.has(call.operationId)) return null;
  const method = `client.${pythonMethod(call.operationId, call.tags)}`;
  const args = call.pathNames.map((name) => (input.pathValues[name] !== undefined ? JSON.stringify(input.pathValues[name]) : snake(name)));
  for (const [name, value] of Object.entries(input.query)) args.push(`${snake(name)}=${JSON.stringify(value)}`);
  const lines: string[] = [];
  if (input.body !== undefined) {
    const literal = pythonLiteral(input.body);
    if (literal.includes('\n')) {
      lines.push(`body = ${literal}`);
      args.splice(call.pathNames.length, 0, 'body');
    } else args.splice(call.pathNames.length, 0, literal);
  }
  const invocation = `${method}(${args.join(', ')})`;
  if (call.pageKey) {
    const item = singular(call.pageKey);
    lines.push(`for ${item} in ${invocation}:  # every page`, `    print(${item})`);
  } else if (call.answers) {
    const name = call.answer ? snake(call.answer) : 'answer';
    lines.push(`${name} = ${invocation}`, `print(${name})`);
  } else lines.push(invocation);
  return lines.join('\n');
}

/** The call with the standard library only: urllib, the credential from the environment. */
export function pythonHttpSample(base: string, input: SampleInput, credential: string): string {
  const qs = new URLSearchParams(Object.entries(input.query).map(([k, v]) => [k, String(v)])).toString();
  const url = `${base}${fillPath(input.path, input.pathValues)}${qs ? `?${qs}` : ''}`;
  const headers: string[] = [];
  if (!input.public) headers.push(`"Authorization": f"Bearer {os.environ['${credential.replace(/^\$/, '')}']}"`);
  let data = '';
  const imports = ['json', 'os', 'urllib.request'];
  if (input.body !== undefined && input.contentType === 'application/x-www-form-urlencoded') {
    imports.push('urllib.parse');
    headers.push('"Content-Type": "application/x-www-form-urlencoded"');
    data = `\n    data=urllib.parse.urlencode(${pythonLiteral(input.body, 1)}).encode(),`;
  } else if (input.body !== undefined) {
    headers.push(`"Content-Type": ${JSON.stringify(input.contentType ?? 'application/json')}`);
    data = `\n    data=json.dumps(${pythonLiteral(input.body, 1)}).encode(),`;
  }
  return `import ${imports.join(', ')}

request = urllib.request.Request(
    ${JSON.stringify(url)},
    method="${input.method}",
    headers={${headers.join(', ')}},${data}
)
with urllib.request.urlopen(request) as response:
    answer = json.load(response) if response.status != 204 else None
print(answer)`;
}
