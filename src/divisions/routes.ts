// Partner API: divisions. HTTP only: each handler calls one service method.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { problemResponses } from '../http/schema-helpers.ts';
import { callerOf } from '../access/tenancy.ts';
import * as S from './schemas.ts';
import type { DivisionsService } from './service.ts';

const READ = 'partner-api/divisions:read' as const;
const WRITE = 'partner-api/divisions:write' as const;
const tags = ['Divisions'];

export const divisionsRoutes: FastifyPluginAsyncTypebox<{ divisions: DivisionsService }> = async (app, { divisions }) => {
  app.get(
    '/v1/divisions',
    {
      config: { scope: READ },
      schema: {
        tags,
        summary: 'Divisions of the granted sites, flat with parent links',
        querystring: S.DivisionListQuery,
        response: { 200: S.DivisionList, ...problemResponses(400) },
      },
    },
    async (request) => {
      const page = await divisions.list(callerOf(request), request.query);
      return { divisions: page.items.map(S.renderDivision), nextCursor: page.nextCursor };
    },
  );

  app.get(
    '/v1/divisions/:divisionId',
    {
      config: { scope: READ },
      schema: { tags, summary: 'One division', params: S.DivisionIdParams, response: { 200: S.Division, ...problemResponses(400, 404) } },
    },
    async (request) => S.renderDivision(await divisions.get(callerOf(request), request.params.divisionId)),
  );

  app.post(
    '/v1/divisions',
    {
      config: { scope: WRITE },
      schema: {
        tags,
        summary: 'Create a division (always active)',
        body: S.NewDivisionBody,
        response: { 201: S.DivisionCreated, ...problemResponses(400, 409, 422) },
      },
    },
    async (request, reply) => {
      const divisionId = await divisions.create(callerOf(request), request.body);
      return reply.code(201).header('location', `/v1/divisions/${divisionId}`).send({ divisionId });
    },
  );

  app.patch(
    '/v1/divisions/:divisionId',
    {
      config: { scope: WRITE },
      schema: {
        tags,
        summary: 'Change a division; returns it re-read. On sites not using division addresses this clears the stored address',
        params: S.DivisionIdParams,
        body: S.DivisionPatchBody,
        response: { 200: S.Division, ...problemResponses(400, 404, 409, 422) },
      },
    },
    async (request) => S.renderDivision(await divisions.patch(callerOf(request), request.params.divisionId, request.body)),
  );
};
