// OpenAPI `links` (3.1 §4.8.20), derived from the document itself so every
// route gets them without declaring any: a success answer links to each
// operation whose path parameters it can fill, by name, from its own body
// (`orderNumber` in a submission's `order`, `itemNumber` in a page of items)
// or from its request's path. Generators and stateful testers follow them:
// create → get, submission → its order, order → its items → proof, artwork.
//
// A link is published when the target
//   - reads what the answer named (a GET of `…/{name}` whose `name` the body
//     holds: an order → its site, a created user → GET that user), or
//   - acts below the answered path (GET …/items → POST …/items/{itemNumber}/artwork),
// and every one of its path parameters is filled with a value of its type.

type Json = Record<string, any>;

interface Operation {
  path: string;
  method: string;
  operation: Json;
  params: string[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const REF = '#/components/schemas/';

function resolve(document: Json, schema: Json | undefined, depth = 0): Json | undefined {
  if (!schema || depth > 10) return schema;
  if (typeof schema.$ref === 'string' && schema.$ref.startsWith(REF))
    return resolve(document, document.components?.schemas?.[schema.$ref.slice(REF.length)], depth + 1);
  // A nullable value (`anyOf: [X, null]`) links through X.
  const members = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (members) {
    const present = members.map((m) => resolve(document, m, depth + 1)).filter((m) => m && m.type !== 'null');
    if (present.length === 1) return present[0];
  }
  return schema;
}

/** The JSON type a link value carries: the scalar type of a property or a path parameter. */
function scalarType(schema: Json | undefined): 'integer' | 'string' | null {
  return schema?.type === 'integer' || schema?.type === 'string' ? schema.type : null;
}

/**
 * The scalar values an answer's body holds, by name, as JSON Pointers:
 * top-level properties first, then those of a nested object (`/order/orderNumber`),
 * then those of a list's first entry (`/items/0/itemNumber`).
 */
function bodyValues(document: Json, body: Json | undefined): Map<string, { pointer: string; type: string }> {
  const found = new Map<string, { pointer: string; type: string }>();
  const object = resolve(document, body);
  const add = (properties: Json | undefined, prefix: string) => {
    for (const [name, property] of Object.entries<Json>(properties ?? {})) {
      const type = scalarType(resolve(document, property));
      if (type && !found.has(name)) found.set(name, { pointer: `${prefix}/${name}`, type });
    }
  };
  add(object?.properties, '');
  for (const [name, property] of Object.entries<Json>(object?.properties ?? {})) {
    const nested = resolve(document, property);
    if (nested?.type === 'object') add(nested.properties, `/${name}`);
  }
  for (const [name, property] of Object.entries<Json>(object?.properties ?? {})) {
    const list = resolve(document, property);
    if (list?.type === 'array') add(resolve(document, list.items)?.properties, `/${name}/0`);
  }
  return found;
}

const pathParams = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

function operationsOf(document: Json): Operation[] {
  return Object.entries<Json>(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries<Json>(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ path, method, operation, params: pathParams(path) })),
  );
}

function paramType(target: Operation, name: string): string | null {
  const parameter = (target.operation.parameters as Json[] | undefined)?.find((p) => p.in === 'path' && p.name === name);
  return scalarType(parameter?.schema);
}

/** The link from `source`'s answer (its body's values) to `target`, or null when the target is not one to follow. */
function linkTo(source: Operation, values: ReturnType<typeof bodyValues>, target: Operation): Json | null {
  if (target === source || target.params.length === 0 || typeof target.operation.operationId !== 'string') return null;
  const below = target.path.startsWith(`${source.path}/`);
  // `…/{name}` itself, not what hangs below it (that is linked from its own answer).
  const names = target.method === 'get' && target.path.endsWith(`/{${target.params.at(-1)}}`) && values.has(target.params.at(-1)!);
  if (!below && !names) return null;
  const parameters: Record<string, string> = {};
  for (const name of target.params) {
    const type = paramType(target, name);
    // The request's own path first: below an answered path, its ids are the same resource's.
    if (source.params.includes(name) && paramType(source, name) === type) parameters[name] = `$request.path.${name}`;
    else if (values.get(name)?.type === type) parameters[name] = `$response.body#${values.get(name)!.pointer}`;
    else return null;
  }
  return { operationId: target.operation.operationId, parameters };
}

/** Adds `links` to every success answer with a JSON body that can fill another operation's path. */
export function documentLinks(document: Json): Json {
  const operations = operationsOf(document);
  for (const source of operations) {
    for (const [status, response] of Object.entries<Json>(source.operation.responses ?? {})) {
      const body = response.content?.['application/json']?.schema;
      if (!/^2\d\d$/.test(status) || !body) continue;
      const values = bodyValues(document, body);
      const links: Record<string, Json> = {};
      for (const target of operations) {
        const link = linkTo(source, values, target);
        if (link) links[link.operationId] = link;
      }
      if (Object.keys(links).length > 0) response.links = links;
    }
  }
  return document;
}
