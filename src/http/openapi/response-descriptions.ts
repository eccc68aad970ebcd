// Every success answer of both documents says what it is. The route schemas
// declare bodies, not sentences, so the generator writes "Default Response"
// (and the back office's undeclared successes read "Success"): here, at the
// document's build, each such description becomes a real one: the words the
// route declares (`answers`, src/http/operations/operation.ts) where its answer needs
// more than its name, otherwise
// one read from the answer itself ("A page of orders.", "The order.",
// "Created: the division.", "Accepted: the delivery is queued."), so a route
// added later gets one without writing anything (test/docs/reference-fields
// fails on any "Default Response" left).
type Json = Record<string, any>;

/** The operation's key the swagger transform (openapi.ts) carries a route's declared `answers` under, removed here. */
export const X_ANSWERS = 'x-answers';

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
      const declared: Json = operation?.[X_ANSWERS] ?? {};
      if (operation) delete operation[X_ANSWERS];
      for (const [status, response] of Object.entries<Json>(operation?.responses ?? {})) {
        if (!response || !PLACEHOLDERS.has(response.description)) continue;
        for (const media of Object.values<Json>(response.content ?? {})) {
          if (PLACEHOLDERS.has(media.schema?.description)) delete media.schema.description;
        }
        const code = status === '2xx' ? (method === 'post' ? '201' : '200') : status;
        response.description = declared[code] ?? responseDescription(document, method.toUpperCase(), path, code, response);
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
