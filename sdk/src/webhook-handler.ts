// A ready-made receiver for node:http (or anything with the same request and
// response shapes: Express, Fastify's raw objects): it reads the raw bytes,
// verifies the signature, answers 204 at once (the platform gives up after
// 5 seconds), drops the test ping and repeated event ids, and only then hands
// the event to your code, so slow work never costs a delivery.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { requireSecret } from './webhook-secret.ts';
import { isTestPing, verifyWebhook, type WebhookEvent, WebhookVerificationError } from './webhooks.ts';

export interface WebhookHandlerOptions {
  /** The endpoint's signing secret. */
  secret: string;
  /** Each new, verified event, after the answer was sent. Re-read what it names; never rebuild state from arrival order. */
  onEvent: (event: WebhookEvent) => void | Promise<void>;
  /** A verified test ping (default: dropped). */
  onTestPing?: (event: WebhookEvent) => void;
  /** A refused delivery (bad signature, stale timestamp…) or an error thrown by onEvent. */
  onError?: (error: unknown) => void;
  /** How many recent event ids are remembered to drop repeats (delivery is at least once); default 10,000, 0 disables. */
  dedupe?: number;
  /** Largest body read (default 64 KiB; real payloads are a few hundred bytes). */
  maxBodyBytes?: number;
  toleranceSeconds?: number;
  /** The receiver's clock (default now). */
  now?: () => Date;
}

export type WebhookRequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

export function webhookHandler(options: WebhookHandlerOptions): WebhookRequestHandler {
  // At start-up, not at the first delivery: a receiver without its secret should not start.
  requireSecret(options.secret);
  const limit = options.maxBodyBytes ?? 65_536;
  const capacity = options.dedupe ?? 10_000;
  const seen = new Set<string>();
  const remember = (id: string): boolean => {
    if (capacity === 0) return true;
    if (seen.has(id)) return false;
    seen.add(id);
    // A Set iterates in insertion order: the oldest id goes first.
    if (seen.size > capacity) seen.delete(seen.values().next().value as string);
    return true;
  };
  const fail = (error: unknown) => options.onError?.(error);

  return (req, res) => {
    if (req.method !== 'POST') {
      res.writeHead(405, { allow: 'POST' }).end();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit && !refused) {
        refused = true;
        res.writeHead(413).end();
        req.destroy();
        fail(new WebhookVerificationError('malformed_payload', `the body is over ${limit} bytes`));
      } else if (!refused) chunks.push(chunk);
    });
    req.on('error', fail);
    req.on('end', () => {
      if (refused) return;
      let event: WebhookEvent;
      try {
        event = verifyWebhook({
          secret: options.secret,
          rawBody: Buffer.concat(chunks),
          headers: req.headers,
          now: options.now?.(),
          toleranceSeconds: options.toleranceSeconds,
        });
      } catch (error) {
        res
          .writeHead(error instanceof WebhookVerificationError ? 400 : 500, { 'content-type': 'text/plain' })
          .end(error instanceof WebhookVerificationError ? error.reason : 'error');
        fail(error);
        return;
      }
      res.writeHead(204).end();
      if (isTestPing(event)) {
        options.onTestPing?.(event);
        return;
      }
      if (!remember(event.eventId)) return;
      Promise.resolve()
        .then(() => options.onEvent(event))
        .catch(fail);
    });
  };
}
