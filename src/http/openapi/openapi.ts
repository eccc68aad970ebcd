// How the route schemas become the published OpenAPI documents. Everything
// here works at the generation level, so every route (including ones added
// later) gets it without writing anything: an operationId, its security
// requirement from `config.scope`, integer path ids, the refused parameters.
// What is a route's own (its operationId, its answers' words) it declares
// itself (src/http/operations/operation.ts).
import type { SwaggerOptions } from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import {
  CREDIT_READ,
  DIVISIONS_READ,
  DIVISIONS_WRITE,
  ORDERS_READ,
  ORDERS_WRITE,
  PRODUCTS_READ,
  PRODUCTS_WRITE,
  SITES_READ,
  USERS_READ,
  USERS_WRITE,
  type Scope,
} from '../../access/scopes.ts';
import { documentListenerRefusals } from './listener-refusals.ts';
import { hoistNamedSchemas } from './components.ts';
import { generatorFriendly } from './generator-friendly.ts';
import { documentLinks } from './links.ts';
import { documentTags } from './tags.ts';
import { isProblemEntry, publishedProblemSchema, X_CODES } from '../responses/problem-codes.ts';
import { X_ANSWERS } from './response-descriptions.ts';

/** `GET /v1/sites/{siteId}` → `getV1SitesBySiteId`: the fallback id of a route that names no operation (test/docs/vocabulary.test.ts refuses one). */
export function defaultOperationId(method: string, url: string): string {
  const words = url
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^[:{](\w+)}?$/.exec(segment);
      return param ? ['by', param[1]!] : segment.split(/[^A-Za-z0-9]+/).filter(Boolean);
    });
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

/** The back office's list answers whose items are not named components: the name of a page's item, by array key. */
const LIST_ITEMS: Record<string, string> = {
  endpoints: 'WebhookEndpoint',
  deliveries: 'WebhookDelivery',
  members: 'TeamMember',
  tokens: 'ApiToken',
};

const SCOPE_GRANTS: Record<Scope, string> = {
  [ORDERS_READ]: 'Read orders, their shipments, items and proof state',
  [ORDERS_WRITE]: 'Submit orders, read submissions, decide proofs, attach artwork',
  [PRODUCTS_READ]: 'Read products, images, templates, segments; product and shipping quotes',
  [PRODUCTS_WRITE]: 'Change products, variants, images and product segments',
  [USERS_READ]: 'Read users and their addresses',
  [USERS_WRITE]: 'Create and edit users, assign user segments',
  [DIVISIONS_READ]: 'Read divisions',
  [DIVISIONS_WRITE]: 'Create and change divisions',
  [CREDIT_READ]: 'Read credit accounts and their adjustments',
  [SITES_READ]: 'Read the granted sites',
};

type Document = Record<string, any>;

/**
 * An id validated as a string of digits (`idString`, `x-parse: int` with a
 * `^[1-9][0-9]{0,n}$` pattern) is, to a client, a positive integer with an
 * upper bound: publish it so, with a bound JSON holds exactly (a capped
 * `limit`, `^[1-9][0-9]*$`, with none).
 * Validation itself is unchanged.
 */
export function publishedIdSchema(schema: Document): Document | null {
  if (schema['x-parse'] !== 'int' || schema.type !== 'string') return null;
  // Any whole number from 1 (a capped `limit`): an integer with no upper bound.
  if (schema.pattern === '^[1-9][0-9]*$') {
    const { type: _type, pattern: _pattern, 'x-parse': _parse, ...rest } = schema;
    return { ...rest, type: 'integer', minimum: 1 };
  }
  const digits = /^\^\[1-9\]\[0-9\]\{0,(\d+)\}\$$/.exec(String(schema.pattern ?? ''));
  const maximum = typeof schema['x-maximum'] === 'number' ? schema['x-maximum'] : digits ? 10 ** (Number(digits[1]) + 1) - 1 : null;
  if (maximum === null) return null;
  const { type: _type, pattern: _pattern, 'x-parse': _parse, 'x-maximum': _max, ...rest } = schema;
  if (Number.isSafeInteger(maximum)) return { ...rest, type: 'integer', minimum: 1, maximum };
  // Past 2^53 a JSON number is no longer exact (10^18 - 1 reads back as
  // 10^18, which the service refuses): a bound of n digits is published as
  // `exclusiveMaximum: 10^n`, a power of ten JSON holds exactly.
  if (digits) return { ...rest, type: 'integer', minimum: 1, exclusiveMaximum: 10 ** (Number(digits[1]) + 1) };
  return { ...rest, type: 'string', pattern: schema.pattern };
}

/** Rewrites the parameters of every operation of a generated document. */
function polishParameters(document: Document): Document {
  for (const operations of Object.values<Document>(document.paths ?? {})) {
    for (const operation of Object.values<Document>(operations)) {
      for (const parameter of operation.parameters ?? []) {
        const id = parameter.schema && publishedIdSchema(parameter.schema);
        if (id) parameter.schema = id;
        if (parameter.schema?.['x-error-code'] === 'updated_since_not_supported') {
          parameter.deprecated = true;
          parameter.description = 'Refused: any value answers 400 `updated_since_not_supported`. No change-polling mechanism exists.';
        }
      }
    }
  }
  return document;
}

/** A route's Problem responses as published: the Problem schema with `code` narrowed to the declared codes. */
function publishedProblems(schema: Document): Document {
  if (!schema.response) return {};
  const response: Document = {};
  for (const [status, entry] of Object.entries<Document>(schema.response)) {
    response[status] = isProblemEntry(entry) ? { description: entry.description, ...publishedProblemSchema(entry[X_CODES]) } : entry;
  }
  return { response };
}

export interface OpenApiAudience {
  /** The back office document: admin bearer token, its own server. */
  admin?: boolean;
  /** The mTLS host's document: the client certificate on every path, no token, its own server. */
  mtls?: boolean;
}

/** The partner document's credential: a client-credentials token, or on the mTLS host the certificate alone. */
function partnerScheme(config: { publicBaseUrl: string }, mtls: boolean): Record<string, object> {
  if (mtls)
    return {
      mutualTLS: {
        type: 'mutualTLS',
        description:
          'The client certificate staff registered for the partner, presented in the TLS handshake, on every path (`/v1/ping` too): no token, no token endpoint, no `Authorization` header. The scopes listed per operation are capabilities the partner record must carry.',
      },
    };
  return {
    oauth2: {
      type: 'oauth2',
      description:
        'Client credentials (RFC 6749 §4.4). Scopes may be requested in full (`partner-api/sites:read`) or short (`sites:read`).',
      flows: { clientCredentials: { tokenUrl: `${config.publicBaseUrl}/oauth2/token`, scopes: SCOPE_GRANTS } },
    },
  };
}

export function openApiInfo(
  config: { publicBaseUrl: string; mtlsPublicUrl?: string },
  title = 'Partner Commerce API',
  audience: OpenApiAudience = {},
): SwaggerOptions {
  const securitySchemes = audience.admin
    ? {
        adminToken: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A team member’s personal API token (pcs_…, acting with the member’s role: docs/staff-roles.md; a refused operation is 403 staff_role_forbidden), or the ADMIN_TOKEN of the deployment (the bootstrap administrator).',
        },
      }
    : partnerScheme(config, audience.mtls === true);
  const schemeName = Object.keys(securitySchemes)[0]!;
  const server = audience.admin ? '/' : audience.mtls ? (config.mtlsPublicUrl ?? config.publicBaseUrl) : config.publicBaseUrl;
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title,
        version: '1.0.0',
        description: audience.admin
          ? 'Back office of the Partner Commerce API: sites, partners, app clients, catalog and shipping set-up. Every change is audited.'
          : 'HTTP/JSON API for partners of the print-and-fulfilment commerce platform. Errors are RFC 9457 problem documents; branch on `code`.',
        // The package is UNLICENSED (no SPDX identifier): the API is used under the partner agreement.
        license: { name: 'Proprietary: use under the partner agreement', identifier: 'LicenseRef-Proprietary' },
        contact: { name: 'Partner Commerce API support', url: audience.admin ? '/admin/docs' : `${config.publicBaseUrl}/docs` },
      },
      // The back office answers on its own listener, at the page's origin.
      servers: [{ url: server }],
      components: { securitySchemes } as never,
    },
    transform: ({ schema, url, route }) => {
      const method = Array.isArray(route.method) ? route.method[0]! : route.method;
      const given = (schema ?? {}) as Document;
      const config = (route.config ?? {}) as { public?: boolean; scope?: string | null; answers?: object };
      // Public routes need nothing (on the mTLS host the certificate still); a route with a scope needs that scope;
      // others (GET /v1/me) any valid credential.
      const security = config.public && !audience.mtls ? [] : [{ [schemeName]: config.scope ? [config.scope] : [] }];
      return {
        schema: {
          operationId: defaultOperationId(method, url),
          security,
          ...given,
          ...publishedProblems(given),
          // Read and removed by describeResponses (response-descriptions.ts): the route's words for its success answers.
          ...(config.answers && { [X_ANSWERS]: config.answers }),
        } as typeof schema,
        url,
      };
    },
    transformObject: (documentObject) =>
      documentTags(
        documentLinks(
          hoistNamedSchemas(
            generatorFriendly(documentListenerRefusals(polishParameters((documentObject as { openapiObject: Document }).openapiObject)), {
              listItems: LIST_ITEMS,
            }),
          ),
        ),
      ) as never,
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
  };
}

/**
 * Serves the listener's document at `url`: serialised once, on its first request, and sent as that one string.
 * It is hundreds of kilobytes on a public route: stringifying it per request cost milliseconds of CPU each, and a
 * connection pipelining requests for it held a copy per request.
 */
export function serveOpenApiDocument(app: FastifyInstance, url: string): void {
  let serialised: string | undefined;
  app.get(url, { config: { public: true }, schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send((serialised ??= JSON.stringify(app.swagger()))),
  );
}
