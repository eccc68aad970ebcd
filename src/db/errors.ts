// PostgreSQL error classification, used by repositories (domain conflicts)
// and by the error handler (transient failures answer 503).

interface PgLikeError {
  code?: string;
  constraint?: string;
  message?: string;
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as PgLikeError;
  return e?.code === '23505' && (constraint === undefined || e.constraint === constraint);
}

export function isForeignKeyViolation(error: unknown): boolean {
  return (error as PgLikeError)?.code === '23503';
}

// 57014: query_canceled, i.e. the statement timeout fired.
const TRANSIENT_SQLSTATE = /^(08|53|57P0[1-3]|57014|40001|40P01)/;
const TRANSIENT_NODE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** The database could not be reached or dropped the session: retrying later may work. */
export function isTransientDatabaseError(error: unknown): boolean {
  const e = error as PgLikeError;
  if (!e || typeof e !== 'object') return false;
  if (typeof e.code === 'string' && (TRANSIENT_NODE.has(e.code) || TRANSIENT_SQLSTATE.test(e.code))) return true;
  const message = e.message ?? '';
  return /timeout exceeded when trying to connect|Query read timeout|Connection terminated|connection.*(closed|ended)|Client has encountered a connection error/i.test(
    message,
  );
}
