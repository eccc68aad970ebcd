// Every success answer of both documents says what it is. The route schemas
// declare bodies, not sentences, so the generator writes "Default Response"
// (and the back office's undeclared successes read "Success"): here, at the
// document's build, each such description becomes a real one: the override
// below for the operations whose answer needs more than its name, otherwise
// one read from the answer itself ("A page of orders.", "The order.",
// "Created: the division.", "Accepted: the delivery is queued."), so a route
// added later gets one without writing anything (test/docs/reference-fields
// fails on any "Default Response" left).
type Json = Record<string, any>;

/** Descriptions that say more than the answer's name, by `METHOD path status`. */
const OVERRIDES: Record<string, string> = {
  'POST /oauth2/token 200': 'The bearer token: use it as `Authorization: Bearer <access_token>` until it expires.',
  'POST /oauth2/register 201': 'Registered: the new public client (RFC 7591), to start the sign-in with.',
  'GET /.well-known/jwks.json 200': 'The public keys that verify the bearer tokens this service issues (a JWK set).',
  'GET /.well-known/oauth-protected-resource 200': 'The protected-resource metadata of the API (RFC 9728).',
  'GET /.well-known/oauth-protected-resource/v1/mcp 200': 'The protected-resource metadata of the MCP endpoint (RFC 9728).',
  'GET /.well-known/oauth-authorization-server 200': 'The authorization-server metadata (RFC 8414).',
  'GET /v1/ping 200': 'The service is up: its status and clock.',
  'GET /v1/me 200': 'The caller: its partner, how it authenticated, the granted sites and scopes.',
  'POST /v1/orders 200':
    'The submission this `partnerOrderId` already made (the same body again), at whatever stage it has reached: never a second order.',
  'POST /v1/orders 201':
    'Created: the submission, `completed` with its order, `failed` with its errors, or still `queued`/`processing` when the wait ended (then with `Location` and `Retry-After`: poll it).',
  'GET /v1/orders/submissions/{submissionId} 200': 'The submission, at the stage it has reached.',
  'POST /v1/products/{productId}/quote 200': 'The price of the product at that quantity.',
  'POST /v1/shipping/quote 200': 'The shipping options and their prices for that destination.',
  'POST /v1/orders/{orderNumber}/items/{itemNumber}/proof/approve 200': 'Approved: the line leaves review.',
  'POST /v1/orders/{orderNumber}/items/{itemNumber}/proof/decline 200': 'Declined: the line goes back to prepress with your reason.',
  'POST /v1/orders/{orderNumber}/items/{itemNumber}/artwork/upload-url 200':
    'Reserved: a signed URL to `PUT` the file to, and the reservation to attach it with.',
  'POST /v1/orders/{orderNumber}/items/{itemNumber}/artwork 200': 'Attached: the print file as stored, with its size and MD5.',
  'PATCH /v1/products/{productId}/images/{imageId} 200': "The product's images, as they now are.",
  'POST /admin/webhook-endpoints/{endpointId}/test 202': 'Accepted: the test ping is queued for delivery.',
  'POST /admin/webhook-deliveries/{deliveryId}/redeliver 202': 'Accepted: the redelivery is queued (same `eventId`).',
  'POST /admin/cli 200': "The command's exit code and output.",
  'POST /admin/workers/pause 200': "Paused: the workers' state.",
  'POST /admin/workers/resume 200': "Resumed: the workers' state.",
  'POST /admin/retention/run 200': 'What the pruning pass deleted.',
  'GET /admin/retention 200': 'The retention policy: each kind of data, its period, and the last pass.',
  'GET /admin/workers 200': "The workers' pause and how many jobs wait or are claimed.",
  'GET /admin/pricing-rules 200': 'The product discounts, user discounts and handling fees.',
  'GET /admin/partners/{partnerId}/usage 200': "The partner's usage per hour and per day.",
  'GET /admin/orders/{orderNumber}/timeline 200': 'The order and everything that happened to it, oldest first.',
  'PUT /admin/products/{productId}/segments 200': 'The product, with its new segments.',
  'PUT /admin/users/{userId}/segments 200': 'The user, with its new hand-assigned segments.',
  'PUT /admin/products/{productId}/price-tiers 200': 'The product, with its new price tiers.',
  'PUT /admin/products/{productId}/discount 200': "The product's discount.",
  'PUT /admin/products/{productId}/handling-fee 200': "The product's handling fee.",
  'PUT /admin/users/{userId}/discount 200': "The user's discount.",
  'PUT /admin/products/{productId}/fulfilment-centre 200': 'The product and the fulfilment centre it ships from.',
  'PUT /admin/template-documents 200': 'The template document, as stored.',
  'PUT /admin/orders/{orderNumber}/status 200': 'The order, with its new status.',
  'PUT /admin/orders/{orderNumber}/items/{itemNumber}/production-status 200': 'The line, with its new production status.',
  'PUT /admin/orders/{orderNumber}/items/{itemNumber}/proof-status 200': 'The line, with its new proof status.',
  'PUT /admin/orders/{orderNumber}/items/{itemNumber}/proof-visual 200': 'The line, with its new preview.',
  'PUT /admin/orders/{orderNumber}/items/{itemNumber}/denial-reasons 200': 'The line, with its new denial reasons.',
  'PUT /admin/partners/{partnerId}/sites/{siteId} 200': 'The partner, with the site granted.',
  'DELETE /admin/partners/{partnerId}/sites/{siteId} 200': 'The partner, without the site.',
  'DELETE /admin/clients/{clientId} 200': 'The revoked app client.',
  'POST /admin/partners/{partnerId}/staff 201': 'Created: the staff account.',
  'PATCH /admin/staff/{staffId} 200': 'The staff account, as it now is.',
  'POST /admin/staff/{staffId}/password 200': 'The staff account (its password is never shown).',
  'GET /admin/partners/{partnerId}/staff 200': "The partner's staff accounts.",
  'POST /admin/team 201': 'Created: the team member.',
  'GET /admin/team/{memberId} 200': 'The team member.',
  'PATCH /admin/team/{memberId} 200': 'The team member, as it now is.',
  'PUT /admin/team/{memberId}/password 200': 'The team member (the password is never shown).',
  'GET /admin/api-tokens/{tokenId} 200': 'The API token (never the token itself).',
  'DELETE /admin/api-tokens/{tokenId} 200': 'The revoked API token.',
  'GET /admin/me 200': 'The caller: the team member, role and kind of credential.',
  'POST /admin/team/{memberId}/sign-out-everywhere 200': 'How many console sessions ended.',
  'POST /admin/api-tokens 201': 'Created: the token, shown this once, with its record.',
  'POST /admin/partners/{partnerId}/clients 201': 'Issued: the app client, its secret shown this once.',
  'POST /admin/partners/{partnerId}/webhook-endpoints 201': 'Registered: the endpoint, its signing secret shown this once.',
  'POST /admin/webhook-endpoints/{endpointId}/secret 201': 'Rotated: the endpoint, its new signing secret shown this once.',
};

/** Descriptions the generator writes when a route gives none. */
const PLACEHOLDERS = new Set(['Default Response', 'Success']);

const words = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();

function singular(noun: string): string {
  if (/ies$/.test(noun)) return noun.replace(/ies$/, 'y');
  if (/(ss|ch|sh|x)es$/.test(noun)) return noun.replace(/es$/, '');
  if (/s$/.test(noun) && !/(ss|us)$/.test(noun)) return noun.replace(/s$/, '');
  return noun;
}

function resolve(document: Json, schema: Json | undefined): Json {
  if (!schema?.$ref) return schema ?? {};
  return String(schema.$ref)
    .replace(/^#\//, '')
    .split('/')
    .reduce<Json>((at, key) => at?.[key] ?? {}, document);
}

/** What the path names: its last word that is not a parameter, as a singular noun (`/admin/sites/{siteId}` → `site`). */
function resource(path: string): string {
  const segments = path.split('/').filter((s) => s && !s.startsWith('{'));
  return singular(words(segments.at(-1) ?? 'record'));
}

/** The thing an answer is, read from its schema (a component's name, a page's array) or its path. */
function noun(document: Json, method: string, path: string, response: Json): { noun: string; page: boolean } {
  const media = Object.values<Json>(response.content ?? {})[0];
  const schema = media?.schema;
  // An answer the route declares no schema for is read from its recorded example.
  const example = media?.example ?? Object.values<Json>(media?.examples ?? {})[0]?.value;
  const declared = resolve(document, schema);
  const plain =
    declared.properties || !example || typeof example !== 'object' || Array.isArray(example)
      ? declared
      : { properties: Object.fromEntries(Object.entries(example).map(([k, v]) => [k, { type: Array.isArray(v) ? 'array' : typeof v }])) };
  const arrays = Object.entries<Json>(plain.properties ?? {}).filter(([, s]) => resolve(document, s).type === 'array');
  if (arrays.length === 1 && (plain.properties.nextCursor || Object.keys(plain.properties).length === 1)) {
    return { noun: words(arrays[0]![0]), page: !!plain.properties.nextCursor };
  }
  if (schema?.$ref) return { noun: words(String(schema.$ref).split('/').pop()!).replace(/ detail$/, ''), page: false };
  const last = path.split('/').filter(Boolean).at(-1) ?? '';
  // An action (`…/{id}/cancel`) answers the record it acted on.
  if (method !== 'GET' && !last.startsWith('{') && /\/\{[^}]+\}\/[^/{]+$/.test(path) && !/s$/.test(last)) {
    return { noun: resource(path.replace(/\/[^/]+$/, '')), page: false };
  }
  return { noun: resource(path), page: false };
}

export function responseDescription(document: Json, method: string, path: string, status: string, response: Json): string {
  const override = OVERRIDES[`${method} ${path} ${status}`];
  if (override) return override;
  if (status === '204') return 'Done: no content.';
  const { noun: thing, page } = noun(document, method, path, response);
  if (page) return `A page of ${thing} (follow \`nextCursor\` for the next).`;
  if (method === 'GET' && !path.endsWith('}') && /s$/.test(thing)) return `The ${thing}.`;
  if (status === '201') return `Created: the ${thing}.`;
  if (status === '202') return `Accepted: the ${thing} is queued.`;
  if (method === 'GET') return `The ${thing}.`;
  return `Done: the ${thing}, as it now is.`;
}

/** Replaces every placeholder description of a success answer in a generated document. */
export function describeResponses<T extends Json>(document: T): T {
  for (const [path, item] of Object.entries<Json>(document.paths ?? {})) {
    for (const [method, operation] of Object.entries<Json>(item)) {
      for (const [status, response] of Object.entries<Json>(operation?.responses ?? {})) {
        if (!response || !PLACEHOLDERS.has(response.description)) continue;
        for (const media of Object.values<Json>(response.content ?? {})) {
          if (PLACEHOLDERS.has(media.schema?.description)) delete media.schema.description;
        }
        const code = status === '2xx' ? (method === 'post' ? '201' : '200') : status;
        response.description = responseDescription(document, method.toUpperCase(), path, code, response);
      }
    }
  }
  return document;
}

/** Swagger options whose document gets real response descriptions (describeResponses). */
export function withResponseDescriptions<T extends { transformObject?: (input: never) => unknown }>(options: T): T {
  const inner = options.transformObject as ((input: unknown) => unknown) | undefined;
  return {
    ...options,
    transformObject: (input: unknown) =>
      describeResponses((inner ? inner(input) : (input as { openapiObject: object }).openapiObject) as Json),
  } as T;
}
