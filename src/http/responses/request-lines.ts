// One line per request in the log, at its end: `request completed` (or
// `request errored`, or `request abandoned` from request-client.ts) with the
// request's fields (`req`: method, URL, host, source address) beside the
// answer's (`res`: status) and its duration. Fastify's default writes a
// second line as each request arrives; that line was half of what logging
// cost a point read (a pino line, censored and written, about 4 % of its
// CPU) and half of the log's volume, and it told an operator nothing the
// end line does not, since every wait of a request is bounded and every
// request logs its end. It is written at `debug`: LOG_LEVEL=debug shows
// each arrival, for following a request that has not ended yet.
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** The fields of a request's end line: the request's, the answer's, the duration in milliseconds. */
export function endFields(request: FastifyRequest, reply: FastifyReply, responseTime = reply.elapsedTime) {
  return { req: request, res: reply, responseTime };
}

export class RequestLines extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'requestId' });
  }

  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ ...endFields(request, reply), err: error }, 'request errored');
    else reply.log.info(endFields(request, reply), 'request completed');
  }
}
