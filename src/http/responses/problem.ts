import { STATUS_CODES } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '../../errors/catalogue.ts';
import { extended } from '../../objects.ts';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

export interface ProblemBody {
  type: 'about:blank';
  title: string;
  status: number;
  code: string;
  detail: string;
  requestId: string;
  [extra: string]: unknown;
}

export function problemBody(status: number, code: string, detail: string, requestId: string): ProblemBody {
  return { type: 'about:blank', title: STATUS_CODES[status] ?? 'Error', status, code, detail, requestId };
}

export function sendProblem(request: FastifyRequest, reply: FastifyReply, error: ApiError): FastifyReply {
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  return reply
    .header('x-request-id', request.id)
    .code(error.status)
    .type(PROBLEM_CONTENT_TYPE)
    .serializer(JSON.stringify)
    .send(
      error.errors?.length
        ? extended(problemBody(error.status, error.code, error.detail, request.id), { errors: error.errors })
        : problemBody(error.status, error.code, error.detail, request.id),
    );
}
