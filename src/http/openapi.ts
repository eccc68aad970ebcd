import type { SwaggerOptions } from '@fastify/swagger';
import type { Config } from '../config.ts';

/** `GET /v1/sites/{siteId}` → `getV1SitesBySiteId`: a stable id for routes that declare none. */
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

export function openApiInfo(config: Config, title = 'Partner Commerce API'): SwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title,
        version: '1.0.0',
        description: 'HTTP/JSON API for partners of the print-and-fulfilment commerce platform. Errors are RFC 9457 problem documents; branch on `code`.',
      },
      servers: [{ url: config.publicBaseUrl }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: ({ schema, url, route }) => {
      if ((schema as { operationId?: string } | undefined)?.operationId) return { schema, url };
      const method = Array.isArray(route.method) ? route.method[0]! : route.method;
      return { schema: { ...(schema ?? {}), operationId: defaultOperationId(method, url) } as typeof schema, url };
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
  };
}
