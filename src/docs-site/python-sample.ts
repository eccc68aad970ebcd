// Python samples of the reference. A partner operation under /v1/ is shown as
// the Python SDK's call (sdk-python, package `partner_commerce`), written
// from the document as the TypeScript SDK's is (samples.ts) and named in
// snake_case (`creditAccountsList` → `client.credit_accounts.list`). Path
// parameters are positional, query parameters keywords, the body last; a
// listing is an iterator over every page. Anything else (the token request,
// the back office) is shown with the standard library's urllib, as a
// partner without the SDK would write it.
import type { SampleInput, SdkCall } from './samples.ts';
import { fillPath, sdkCalls, sdkLines, sdkMethod } from './samples.ts';

type Json = Record<string, any>;

const snake = (name: string) => name.replace(/(?<=[a-z0-9])([A-Z])/g, '_$1').toLowerCase();

/** `ordersApproveProof` → `orders.approve_proof`; `me` → `me`. */
export function pythonMethod(operationId: string, tags: string[]): string {
  return sdkMethod(operationId, tags).map(snake).join('.');
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

/** The Python SDK's call for a partner operation, or null when the SDK has none (not under /v1/, or MCP). */
export function pythonSdkSample(input: SampleInput, call: SdkCall): string | null {
  if (!sdkCalls(input, call)) return null;
  const method = `client.${pythonMethod(call.operationId, call.tags)}`;
  const args = call.pathNames.map((name) => (input.pathValues[name] !== undefined ? JSON.stringify(input.pathValues[name]) : snake(name)));
  const keywords = Object.entries(input.query).map(([name, value]) => `${snake(name)}=${JSON.stringify(value)}`);
  return sdkLines(
    call,
    (body) => `${method}(${[...args, ...(body === null ? [] : [body]), ...keywords].join(', ')})`,
    input.body === undefined ? null : pythonLiteral(input.body),
    {
      bind: (literal) => `body = ${literal}`,
      walk: (item, invocation) => [`for ${item} in ${invocation}:  # every page`, `    print(${item})`],
      keep: (name, invocation) => [`${name} = ${invocation}`, `print(${name})`],
      run: (invocation) => invocation,
    },
    snake,
  ).join('\n');
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
