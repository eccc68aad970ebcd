// src/generated/resources.ts: one class per resource of the client
// (client.orders, client.creditAccounts, …) with a method per operation, so a
// route added to the document is a client method after `npm run generate -w sdk`.
// A method takes the path parameters (in path order), then the JSON body, then
// the query; a listing (an answer with `nextCursor` and one array) returns a
// PageIterator over every page. Types are the aliases of src/types.ts where one
// names the same schema, else Success<> / Body<> / ListQuery<> of the route.
// What is not mechanical (orders.submit's polling, the test helpers'
// SandboxOnlyError) is a hand-written subclass in src/resources/.

/** Safe to send twice although POSTs: the quotes only read (a price); a submission carries its own key (`partnerOrderId`). */
const IDEMPOTENT_POSTS = new Set(['productsQuote', 'shippingQuote', 'ordersSubmit']);

/**
 * The arguments the SDK's first hand-written methods took where they are not the mechanical ones: a body of one
 * field passed as that field (`quote(productId, 5)`), path parameters typed as numbers where the document says
 * string, and a one-array answer returned as its array. Kept so the published signatures do not change; a new
 * operation needs no entry.
 */
const SHIPPED_SIGNATURES = {
  productsQuote: { bodyField: 'quantity' },
  productsSetSegments: { bodyField: 'segmentIds' },
  productsUpdateVariant: { pathTypes: { variantId: 'number' } },
  productsUpdateImage: { pathTypes: { imageId: 'number' } },
  ordersAttachArtwork: { bodyField: 'reservationName' },
  testHelpersSetOrderStatus: { bodyField: 'status' },
  testHelpersSetProductionStatus: { bodyField: 'productionStatus' },
  sitesList: { answerField: 'sites' },
};

/** Resource's own members (src/resource.ts), which no operation's method may be named. */
const RESERVED = new Set(['constructor', 'core', 'request', 'call', 'pages']);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const ALIAS = /export type (\w+) =\s*(Success|Body)<\s*'([^']+)',\s*'(\w+)',?\s*>((?:\['\w+'\](?:\[number\])?)?);/g;

const pascal = (name) => name[0].toUpperCase() + name.slice(1);
const jsonSchema = (container) => container?.content?.['application/json']?.schema;
const answerSchema = (op) => jsonSchema(op.responses?.['200'] ?? op.responses?.['201']);

export function resourcesFile(document, { header, clientMethodOf, typesSource }) {
  const lookup = (ref) =>
    ref
      .slice(2)
      .split('/')
      .reduce((node, part) => node[part], document);
  const deref = (schema) => (schema?.$ref ? deref(lookup(schema.$ref)) : schema);
  // A schema's identity: its $ref, or (inline) its text.
  const identity = (schema) => schema?.$ref ?? JSON.stringify(schema);

  // types.ts's aliases by the schema they name: `Order` for #/components/schemas/Order, `OrderItem` for the items of `items`.
  const aliases = new Map();
  const routeAliases = new Map();
  // An alias of a whole answer or body (`Order`) is preferred to one of a part (`OrderSummary`, an element of `orders`).
  const found = [...typesSource.matchAll(ALIAS)].sort((a, b) => Number(a[5] !== '') - Number(b[5] !== ''));
  for (const [, name, kind, path, method, index] of found) {
    const op = document.paths[path]?.[method];
    if (!op) throw new Error(`src/types.ts: ${name} names ${method} ${path}, which the document does not have`);
    let schema = kind === 'Success' ? answerSchema(op) : jsonSchema(op.requestBody);
    for (const [, key, element] of index.matchAll(/\['(\w+)'\](\[number\])?/g)) {
      schema = deref(schema).properties[key];
      if (element) schema = deref(schema).items;
    }
    if (!aliases.has(identity(schema))) aliases.set(identity(schema), name);
    routeAliases.set(`${kind}<'${path}', '${method}'>${index}`, name);
  }
  const used = new Set();
  // The alias of the route itself first (`OrderSummary` for the elements of GET /v1/orders), else one of the same schema.
  const typeOf = (schema, fallback) => {
    const name = routeAliases.get(fallback) ?? aliases.get(identity(schema));
    if (name) {
      used.add(name);
      return name;
    }
    const bare = deref(schema);
    const element = bare?.type === 'array' && (aliases.get(identity(bare.items)) ?? scalar(bare.items));
    if (element) return `${typeOf(bare.items, element)}[]`;
    if (scalar(bare)) return scalar(bare);
    if (/^[A-Z]/.test(fallback)) used.add(fallback.match(/^\w+/)[0]);
    return fallback;
  };
  // A plain number or string (no enum, no format) is spelled as the TypeScript type itself.
  const scalar = (schema) => {
    const bare = deref(schema);
    if (bare?.type === 'integer' || bare?.type === 'number') return 'number';
    if (bare?.type === 'string' && !bare.enum && !bare.format) return 'string';
    return null;
  };

  const classes = new Map();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      const call = op?.operationId && clientMethodOf(op.operationId);
      if (!call?.includes('.')) continue; // the client's own calls (me, ping, accessToken) are client.ts's
      const [resource, name] = call.split('.');
      if (RESERVED.has(name)) throw new Error(`${op.operationId}: ${call} would hide Resource.${name} (src/resource.ts); rename one`);
      if (!classes.has(resource)) classes.set(resource, []);
      classes.get(resource).push(methodOf(path, method, op, name));
    }
  }

  function methodOf(path, method, op, name) {
    const shipped = SHIPPED_SIGNATURES[op.operationId] ?? {};
    const route = `'${path}', '${method}'`;
    const params = [];
    const options = [];
    for (const [, wire] of path.matchAll(/{(\w+)}/g)) {
      const declared = op.parameters?.find((p) => p.in === 'path' && p.name === wire);
      params.push(`${wire}: ${shipped.pathTypes?.[wire] ?? typeOf(declared?.schema ?? { type: 'string' }, 'string')}`);
    }
    const urlPath = path.includes('{') ? `\`${path.replace(/{(\w+)}/g, '${id($1)}')}\`` : `'${path}'`;

    const body = deref(jsonSchema(op.requestBody));
    if (shipped.bodyField) {
      const field = shipped.bodyField;
      params.push(`${field}: ${typeOf(body.properties[field], `Body<${route}>['${field}']`)}`);
      options.push(`body: { ${field} }`);
    } else if (body && Object.keys(body.properties ?? {}).length === 0 && body.additionalProperties === false) {
      options.push('body: {}'); // a body of no fields: the SDK sends {}
    } else if (body) {
      // A patch names what changes, so it is always given; a POST or PUT that requires nothing defaults to {}.
      const argument = method === 'patch' ? 'patch' : 'body';
      const optional = method !== 'patch' && !body.required?.length;
      params.push(`${argument}: ${typeOf(jsonSchema(op.requestBody), `Body<${route}>`)}${optional ? ' = {}' : ''}`);
      options.push(argument === 'body' ? 'body' : `body: ${argument}`);
    }
    if (op.operationId && method === 'post' && IDEMPOTENT_POSTS.has(op.operationId)) options.push('idempotent: true');

    const answer = deref(answerSchema(op));
    const arrays = Object.entries(answer?.properties ?? {}).filter(([, s]) => deref(s)?.type === 'array');
    const listing = method === 'get' && answer?.properties?.nextCursor && arrays.length === 1;
    const hasQuery = op.parameters?.some((p) => p.in === 'query' && p.name !== 'cursor');
    const doc = op.summary ? `  /** ${op.summary.replaceAll('*/', '*\\/')}. */\n` : '';

    if (listing) {
      const [key, array] = arrays[0];
      params.push(`query: ListQuery<'${path}'> = {}`);
      used.add('ListQuery');
      const element = typeOf(deref(array).items, `Success<${route}>['${key}'][number]`);
      return `${doc}  ${name}(${params.join(', ')}): PageIterator<${element}> {\n    return this.pages(${urlPath}, '${key}', query);\n  }`;
    }
    if (hasQuery) {
      params.push(`query: Query<${route}> = {}`);
      used.add('Query');
      options.push('query: { ...query }');
    }
    const requestOptions = options.length ? `, { ${options.join(', ')} }` : '';
    const verb = `'${method.toUpperCase()}'`;
    if (shipped.answerField) {
      const field = shipped.answerField;
      const type = typeOf(answer.properties[field], `Success<${route}>['${field}']`);
      used.add('Success');
      return `${doc}  async ${name}(${params.join(', ')}): Promise<${type}> {\n    return (await this.call<Success<${route}>>(${verb}, ${urlPath}${requestOptions})).${field};\n  }`;
    }
    const type = typeOf(answerSchema(op), `Success<${route}>`);
    return `${doc}  ${name}(${params.join(', ')}): Promise<${type}> {\n    return this.call(${verb}, ${urlPath}${requestOptions});\n  }`;
  }

  const body = [...classes]
    .map(([resource, methods]) => `export class ${pascal(resource)} extends Resource {\n${methods.join('\n\n')}\n}\n`)
    .join('\n');
  return `${header}
// The client's resources, one method per operation of docs/openapi-sandbox.json (see sdk/scripts/resources.mjs).
// Orders and TestHelpers are extended by hand in src/resources/ for what is not mechanical.
import type { PageIterator } from '../pagination.ts';
import { id, Resource } from '../resource.ts';
import type { ${[...used].sort().join(', ')} } from '../types.ts';

${body}`;
}
