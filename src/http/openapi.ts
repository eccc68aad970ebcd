import type { SwaggerOptions } from '@fastify/swagger';
import type { Config } from '../config.ts';

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
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
  };
}
