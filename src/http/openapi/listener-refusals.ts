// The answers a listener gives before (or instead of) any route, published in
// both documents as shared responses (`components.responses`), so every
// operation, including those added later, documents them without declaring
// anything (docs/decisions.md, "Published documents, docs site, SDK"):
// - 408 `request_timeout` and 431 `request_headers_too_large`: Node's parser
//   answers them on any request (responses/client-errors.ts);
// - 405 `method_not_allowed` (a documented path with a method it does not
//   serve, with `Allow`) and 501 `not_implemented` (a method no route
//   implements): answered for the requests no operation takes (unrouted.ts),
//   listed on every operation too, so a generated client types them and no
//   shared response goes unused.
type Document = Record<string, any>;

const problem = (description: string, code: string, extra: Document = {}) => ({
  description: `${description} (\`${code}\`): a problem document`,
  ...extra,
  'x-codes': [code],
  content: {
    'application/problem+json': {
      schema: {
        allOf: [
          { $ref: '#/components/schemas/Problem' },
          { type: 'object', properties: { code: { type: 'string', enum: [code], description: 'The code of this answer.' } } },
        ],
      },
    },
  },
});

/** The shared responses, by name, with the status every operation lists them under. */
export const LISTENER_RESPONSES: Record<string, { status: string; response: Document }> = {
  RequestTimeout: {
    status: '408',
    response: problem("The request was not received within the listener's request timeout; the connection is closed", 'request_timeout'),
  },
  RequestHeadersTooLarge: {
    status: '431',
    response: problem(
      'The request headers are larger than the listener accepts (16 KiB); the connection is closed',
      'request_headers_too_large',
    ),
  },
  MethodNotAllowed: {
    status: '405',
    response: problem('A documented path asked with a method it does not serve', 'method_not_allowed', {
      headers: { Allow: { schema: { type: 'string' }, description: 'The methods the path serves, e.g. `GET, HEAD`.' } },
    }),
  },
  NotImplemented: {
    status: '501',
    response: problem('A method no operation of the API implements, on a path the document does not list', 'not_implemented'),
  },
};

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

const NOTE =
  'Every listener answers, before any operation: 405 `method_not_allowed` (with `Allow`) to a method a path does not serve, 501 `not_implemented` to a method no operation implements, ' +
  '408 `request_timeout` to a request not received in time and 431 `request_headers_too_large` to headers over 16 KiB; each is a problem document, listed on every operation.';

/** Adds the shared responses to a generated document and lists them on every operation. */
export function documentListenerRefusals(document: Document): Document {
  document.components ??= {};
  document.components.responses = {
    ...(document.components.responses ?? {}),
    ...Object.fromEntries(Object.entries(LISTENER_RESPONSES).map(([name, { response }]) => [name, response])),
  };
  for (const item of Object.values<Document>(document.paths ?? {})) {
    for (const [method, operation] of Object.entries<Document>(item)) {
      if (!METHODS.includes(method)) continue;
      operation.responses ??= {};
      for (const [name, { status }] of Object.entries(LISTENER_RESPONSES)) {
        operation.responses[status] ??= { $ref: `#/components/responses/${name}` };
      }
    }
  }
  for (const item of Object.values<Document>(document.paths ?? {})) {
    for (const [method, operation] of Object.entries<Document>(item)) {
      if (METHODS.includes(method)) publishProblemMediaType(operation.responses ?? {});
    }
  }
  if (document.info && !String(document.info.description ?? '').includes(NOTE)) {
    document.info.description = `${document.info.description ?? ''}\n\n${NOTE}`.trim();
  }
  return document;
}

/**
 * Error answers are sent as `application/problem+json` (RFC 9457), but the
 * generator files every response schema under `application/json`: every
 * error response is published under the media type it is sent with, so
 * generated clients see a typed Problem. The token endpoint's RFC 6749
 * errors and the registration endpoint's RFC 7591 ones keep their own
 * schemas, under the same media type (they are sent as problem documents
 * too; `npm run contract` compares the media type of every answer).
 */
function publishProblemMediaType(responses: Document): void {
  const isProblem = (media: Document | undefined) =>
    (media?.schema?.$ref ?? media?.schema?.allOf?.[0]?.$ref) === '#/components/schemas/Problem';
  for (const [status, response] of Object.entries<Document>(responses)) {
    if (!/^[45]/.test(status)) continue;
    const json = response?.content?.['application/json'];
    if (json) {
      const { 'application/json': _sent, ...others } = response.content;
      response.content = { 'application/problem+json': json, ...others };
      if (isProblem(json)) delete json.schema.description;
    }
    // The codes the `code` enum lists, as `x-codes` on the response (where a reader and the lint look).
    const problem = response?.content?.['application/problem+json'];
    const codes = isProblem(problem) ? problem.schema.allOf?.[1]?.properties?.code?.enum : undefined;
    if (Array.isArray(codes)) response['x-codes'] = codes;
  }
}
