// The back office's document says who may call each operation: the staff
// operation a route declares (`config.operation`; a GET without one is
// `read`, as the admin host's guard reads it: src/team/staff-auth.ts) and the
// roles the permission matrix allows it (src/access/permissions.ts), as
// `x-staff-operation` and `x-staff-roles`. The docs site shows the roles in
// place of a scope.
import type { FastifyDynamicSwaggerOptions, SwaggerOptions } from '@fastify/swagger';
import { PERMISSIONS, isOperation } from '../../access/permissions.ts';

type Transform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;

/** Swagger options whose operations carry the staff operation and roles of their route. */
export function withStaffRoles(given: SwaggerOptions): SwaggerOptions {
  const options = given as FastifyDynamicSwaggerOptions;
  const inner = options.transform;
  const transform: Transform = (input) => {
    const out = inner ? inner(input) : { schema: input.schema, url: input.url };
    const config = (input.route.config ?? {}) as { public?: boolean; operation?: string };
    if (config.public) return out;
    const operation = config.operation ?? 'read';
    if (!isOperation(operation)) return out;
    return {
      ...out,
      schema: { ...out.schema, 'x-staff-operation': operation, 'x-staff-roles': [...PERMISSIONS[operation]] } as typeof out.schema,
    };
  };
  return { ...options, transform };
}
