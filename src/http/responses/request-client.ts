// The client of each request, and the end of every request in the log.
// Fastify logs `request completed` when the response finishes; a client that
// closed its connection first never gets a finished response, so Fastify
// logged no end for it. Here such a request logs `request abandoned` once
// both have happened: the client went, and the service reached its answer
// (the status tells what became of the work: 2xx written, 503 dropped from
// the row queue before writing). And the handler runs with the request's
// client known to writers that queue in its turn (withRequestClient), so a
// writer whose client has gone leaves the queue before it writes.
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { withRequestClient, type RequestClient } from '../../db/row-queue.ts';
import { endFields } from './request-lines.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Whether the client is still there to hear the answer; null before the request's first hook. */
    client: ClientOfRequest | null;
  }
}

/**
 * Node 20 closes a request (`IncomingMessage`'s `close`, which Fastify's
 * `request.signal` follows) as soon as its body is read, so the response's
 * `close` before it finished is what says the client has gone.
 */
class ClientOfRequest implements RequestClient {
  gone = false;
  /** The service has reached its answer (onSend), whether or not the client hears it. */
  answered = false;
  #listeners: Array<() => void> = [];

  constructor(
    raw: ServerResponse,
    private readonly logEnd: () => void,
  ) {
    // A response's 'close' is emitted once: `on` spares the wrapper `once` builds and removes per request.
    raw.on('close', () => {
      if (raw.writableFinished) return;
      this.gone = true;
      const listeners = this.#listeners;
      this.#listeners = [];
      for (const listener of listeners) listener();
      if (this.answered) this.logEnd();
    });
  }

  onGone(listener: () => void): () => void {
    this.#listeners.push(listener);
    return () => {
      this.#listeners = this.#listeners.filter((l) => l !== listener);
    };
  }

  /** The service's answer is ready (onSend); logs the end when nobody is left to receive it. */
  answer(): void {
    if (this.answered) return;
    this.answered = true;
    if (this.gone) this.logEnd();
  }
}

function abandoned(request: FastifyRequest, reply: FastifyReply): () => void {
  return () => request.log.info({ ...endFields(request, reply), clientGone: true }, 'request abandoned');
}

/**
 * A request made in process (`app.inject`: the console's admin API calls): no
 * socket, no client to lose. Its response closes before it counts as
 * finished, so watching it would log a false `request abandoned` after its
 * `request completed`.
 */
const madeInProcess = (request: FastifyRequest) => '_lightMyRequest' in request.raw;

/** Watches every request's client, logs the end of those it loses, and gives route handlers their client. */
export function watchRequestClients(app: FastifyInstance): void {
  app.decorateRequest('client', null);
  app.addHook('onRequest', (request, reply, done) => {
    if (!madeInProcess(request)) request.client = new ClientOfRequest(reply.raw, abandoned(request, reply));
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    request.client?.answer();
    done(null, payload);
  });
  app.addHook('onRoute', (route) => {
    const handler = route.handler as RouteHandlerMethod;
    route.handler = function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      const client = request.client;
      return client ? withRequestClient(client, () => handler.call(this, request, reply)) : handler.call(this, request, reply);
    } as RouteHandlerMethod;
  });
}
