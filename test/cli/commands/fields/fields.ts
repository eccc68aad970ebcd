// The fields of an admin operation's body, read from the admin document, and
// the fields a case's body sets: what every-field.test.ts compares. A field is
// named by its path: `name`, `address.city`, `lines[].jobName`.
import { adminDocument, type AdminOperation } from '../admin-operations.ts';

interface Schema {
  $ref?: string;
  type?: string | string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  items?: Schema;
}

export interface BodyField {
  path: string;
  /** The field takes null (then null must be reachable too). */
  nullable: boolean;
}

/** What the cases name beyond the demo world (every-field.test.ts makes them). */
export interface Fixtures {
  /** A storefront user of site 1 with no credit account. */
  holderId: number;
  /** A partner holding no credential. */
  partnerId: number;
  /** An mTLS partner with one certificate (certificateId), and a PEM of another certificate. */
  mtlsPartnerId: number;
  certificateId: number;
  pem: string;
  /** Partner 1's webhook endpoint and staff account. */
  endpointId: number;
  staffId: number;
  /** A queued submission. */
  submissionId: string;
  /** A shipment of order 100002, not shipped. */
  shipmentNumber: number;
}

/** One case: the body sent to the route, and the CLI command line that must make the same service call. */
export interface FieldCase {
  op: string;
  /** The route's path parameters. */
  params?: Record<string, string | number>;
  body: Record<string, unknown>;
  cli: string[];
  /** Files the command line names, sent with it as the CLI beside a service sends them. */
  files?: Record<string, Buffer>;
}

const document = adminDocument();

function resolve(schema: Schema): Schema {
  let s = schema;
  while (s.$ref)
    s = s.$ref
      .replace('#/', '')
      .split('/')
      .reduce((node: Record<string, unknown>, key) => node[key] as never, document as never);
  return s;
}

/** The schema's alternatives (a nullable field is `anyOf: [T, {type: null}]`). */
const alternatives = (schema: Schema): Schema[] => {
  const s = resolve(schema);
  return (s.anyOf ?? s.oneOf ?? [s]).map(resolve);
};

function walk(schema: Schema, prefix: string, out: BodyField[]): void {
  for (const [name, property] of Object.entries(resolve(schema).properties ?? {})) {
    const options = alternatives(property);
    const path = `${prefix}${name}`;
    out.push({ path, nullable: options.some((o) => o.type === 'null' || (Array.isArray(o.type) && o.type.includes('null'))) });
    const object = options.find((o) => o.properties);
    if (object) walk(object, `${path}.`, out);
    const items = options.find((o) => o.items)?.items;
    if (items && resolve(items).properties) walk(items, `${path}[].`, out);
  }
}

/** Every field of the operation's JSON body (none without a body). */
export function bodyFields(op: AdminOperation): BodyField[] {
  const content = op.requestBody?.content['application/json'];
  if (!content) return [];
  const out: BodyField[] = [];
  walk(content.schema as Schema, '', out);
  return out;
}

/** The paths a body gives a value, and those it gives null. */
export function setPaths(body: unknown, prefix = '', out = { set: new Set<string>(), nulls: new Set<string>() }) {
  if (Array.isArray(body)) for (const item of body) setPaths(item, prefix.replace(/\.$/, '[].'), out);
  else if (body !== null && typeof body === 'object' && !Buffer.isBuffer(body))
    for (const [name, value] of Object.entries(body)) {
      if (value === undefined) continue;
      out.set.add(`${prefix}${name}`);
      if (value === null) out.nulls.add(`${prefix}${name}`);
      else setPaths(value, `${prefix}${name}.`, out);
    }
  return out;
}
