// PostgreSQL error classification: the one table that turns a constraint the
// database enforced into the problem it means for the caller (applied by
// withTransaction, so services never inspect SQLSTATEs), and the transient
// failures the error handler answers with 503.
import { problem, type ErrorCode } from '../errors/catalogue.ts';

interface PgLikeError {
  code?: string;
  constraint?: string;
  message?: string;
}

/**
 * Constraint name → the problem its violation means. Unique indexes answer
 * the conflict they guard; the one foreign key a caller can name wrongly
 * answers 400. A violation not listed here is a bug and stays a 500.
 */
const CONSTRAINT_PROBLEMS: Record<string, readonly [ErrorCode, string]> = {
  users_site_username: ['user_already_exists', 'A user with this username already exists on the site.'],
  users_site_email: ['user_already_exists', 'Another user of the site already has this email.'],
  product_shares_product_id_site_id_key: ['conflict', 'The product is already shared into this site.'],
  products_fulfilment_centre: ['invalid_request', 'fulfilmentCentreId names no fulfilment centre.'],
  staff_accounts_email: ['conflict', 'A staff account with this email exists.'],
};

/** The problem a constraint violation means for the caller, or the error itself when it is not one of ours. */
export function translateDatabaseError(error: unknown): unknown {
  const e = error as PgLikeError;
  if (!e || typeof e !== 'object' || (e.code !== '23505' && e.code !== '23503') || !e.constraint) return error;
  const known = CONSTRAINT_PROBLEMS[e.constraint];
  return known ? problem(known[0], known[1]) : error;
}

/** Runs a statement or a transaction, turning a listed constraint violation into its problem. */
export async function translatingConstraints<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw translateDatabaseError(error);
  }
}

// 57014: query_canceled, i.e. the statement timeout fired; 57P05: idle_session_timeout.
const TRANSIENT_SQLSTATE = /^(08|53|57P0[1-35]|57014|40001|40P01)/;
// 55000 (object not in prerequisite state) is transient only as a database refusing connections (ALLOW_CONNECTIONS
// false during maintenance, a template being copied); elsewhere it is a bug in a statement of ours.
const REFUSING_CONNECTIONS = /is not currently accepting connections/;
const TRANSIENT_NODE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** The database could not be reached or dropped the session: retrying later may work. */
export function isTransientDatabaseError(error: unknown): boolean {
  const e = error as PgLikeError;
  if (!e || typeof e !== 'object') return false;
  if (typeof e.code === 'string' && (TRANSIENT_NODE.has(e.code) || TRANSIENT_SQLSTATE.test(e.code))) return true;
  const message = e.message ?? '';
  if (e.code === '55000' && REFUSING_CONNECTIONS.test(message)) return true;
  return /timeout exceeded when trying to connect|Query read timeout|Connection terminated|connection.*(closed|ended)|Client has encountered a connection error/i.test(
    message,
  );
}
