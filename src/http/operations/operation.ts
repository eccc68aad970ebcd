// What a route declares about its operation, beside its schemas, so that
// every reader takes it from the route itself: the OpenAPI documents (the
// operationId, the success answers' words), the MCP tool registry (a partner
// route offered as a tool: its words for an agent and its hints), the
// console (whether staff confirm an admin write first) and the docs site
// (the SDK's call, where it does not take the operation's parts as they are).
// The operationId is also the SDK's method (`ordersApproveProof` is
// `orders.approveProof`, generated from the document) and, in snake_case,
// the MCP tool's name (`orders_approve_proof`).

/** MCP's tool annotations: what an agent may assume about calling the operation. */
export interface ToolHints {
  readOnlyHint: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
}

export const READ_ONLY: ToolHints = { readOnlyHint: true, idempotentHint: true };
export const WRITE: ToolHints = { readOnlyHint: false, destructiveHint: false, idempotentHint: false };
export const WRITE_IDEMPOTENT: ToolHints = { readOnlyHint: false, destructiveHint: false, idempotentHint: true };
/** Replaces a whole set (segments) or undoes work (declining a proof): the same call twice changes nothing more. */
export const DESTRUCTIVE_IDEMPOTENT: ToolHints = { ...WRITE_IDEMPOTENT, destructiveHint: true };
/** Cancels for good. */
export const DESTRUCTIVE: ToolHints = { readOnlyHint: false, destructiveHint: true, idempotentHint: false };

/** A partner route offered to agents as an MCP tool. */
export interface ToolWords {
  /** The tool's description: what the call does, in an agent's terms. */
  words: string;
  hints: ToolHints;
}

/**
 * When staff confirm an admin write in the console before it acts: always
 * (`true`), or only when the body sets each named field to the value given
 * (`{ enabled: false }`: disabling asks, enabling does not).
 */
export type Confirmation = true | Readonly<Record<string, string | number | boolean>>;

/**
 * Where the TypeScript SDK's call is not the operation's parts as they are
 * (path values, then the body, then the query), which the docs site's
 * sample is otherwise written from (src/docs-site/samples.ts).
 */
export type SdkShape =
  /** The call takes this one field of the body in the body's place: `quote(productId, quantity)`. */
  | { bodyField: string }
  /** The call in full, where it is no arrangement of the parts (the token, which the client fetches and caches itself). */
  | { sample: string };

export interface OperationFacts {
  /** The success answers' descriptions where the answer's name alone does not say enough, by status. */
  answers?: Readonly<Partial<Record<200 | 201 | 202 | 204, string>>>;
  /** Partner routes only: the MCP tool that calls it. */
  mcp?: ToolWords;
  /** Admin writes only: staff confirm first in the console. */
  confirm?: Confirmation;
  /** Partner routes only: the TypeScript SDK's call, where it is not the operation's parts as they are. */
  sdk?: SdkShape;
}

declare module 'fastify' {
  interface FastifyContextConfig extends OperationFacts {}
}

/**
 * A route's options with its operation named and described: `operationId`
 * goes on the schema (the documents publish it), the other facts on the
 * route's config (the documents, MCP and the console read them there).
 */
export function operation<O extends { config?: object; schema?: object }>(operationId: string, options: O, facts: OperationFacts = {}): O {
  const config = { ...options.config, ...facts };
  return { ...options, ...(Object.keys(config).length ? { config } : {}), schema: { ...options.schema, operationId } };
}

/** Whether an admin write with this body asks staff first, by its route's declaration. */
export function asksConfirmation(confirm: Confirmation | undefined, body: unknown): boolean {
  if (confirm === undefined) return false;
  if (confirm === true) return true;
  const given = (body ?? {}) as Record<string, unknown>;
  return Object.entries(confirm).every(([field, value]) => given[field] === value);
}

/** `ordersApproveProof` → `orders_approve_proof`: an operationId in MCP's convention. */
export function snakeCaseOf(operationId: string): string {
  return operationId.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}
