// Back-office audit log query.
import { Type } from 'typebox';

export const AuditQuery = Type.Object(
  {
    cursor: Type.Optional(Type.String({ minLength: 1, 'x-error-code': 'invalid_cursor' })),
    limit: Type.Optional(Type.Unsafe<number>({ type: 'string', pattern: '^[1-9][0-9]{0,8}$', 'x-parse': 'int' })),
    targetType: Type.Optional(Type.String({ maxLength: 50 })),
    targetId: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
