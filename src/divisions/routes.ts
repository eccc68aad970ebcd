// Partner API: divisions. HTTP only: each handler calls one service method.
import { renderPage } from '../http/cursor.ts';
import { problems, withHeaders } from '../http/schema-helpers.ts';
import { partnerDocs, type PartnerApp } from '../http/operations/docs.ts';
import { callerOf } from '../access/tenancy.ts';
import * as S from './schemas.ts';
import type { DivisionsService } from './service.ts';
import { DIVISIONS_READ, DIVISIONS_WRITE } from '../access/scopes.ts';
import { operation, READ_ONLY, WRITE, WRITE_IDEMPOTENT } from '../http/operations/operation.ts';

const { read, write } = partnerDocs(['Divisions'], { read: DIVISIONS_READ, write: DIVISIONS_WRITE });

export function divisionsRoutes(app: PartnerApp, { divisions }: { divisions: DivisionsService }): void {
  app.get(
    '/v1/divisions',
    operation(
      'divisionsList',
      read(
        'Divisions of the granted sites, flat with parent links',
        'The divisions of the granted sites, published flat with parent links, filtered by `siteId` and `parentId`. Inactive divisions stay listed.',
        {
          querystring: S.DivisionListQuery,
          response: { 200: S.DivisionList, ...problems() },
        },
      ),
      { mcp: { words: 'Divisions of the granted sites, flat with parent links.', hints: READ_ONLY } },
    ),
    async (request) => renderPage('divisions', await divisions.list(callerOf(request), request.query), S.renderDivision),
  );

  app.get(
    '/v1/divisions/:divisionId',
    operation(
      'divisionsGet',
      read('One division', 'One division. 404 `division_not_found`.', {
        params: S.DivisionIdParams,
        response: { 200: S.Division, ...problems('division_not_found') },
      }),
      { mcp: { words: 'One division.', hints: READ_ONLY } },
    ),
    async (request) => S.renderDivision(await divisions.get(callerOf(request), request.params.divisionId)),
  );

  app.post(
    '/v1/divisions',
    operation(
      'divisionsCreate',
      write(
        'Create a division (always active)',
        'Creates a division, always active, with `siteId` (granted), `name`, `code` (unique on the site, best-effort: 409 `division_code_conflict`) and an optional `parentId` on the same site (nesting at most 10 levels). Country and supplier come from the site. Returns 201 `{divisionId}` with a `Location` header.',
        {
          body: S.NewDivisionBody,
          response: {
            201: withHeaders(S.DivisionCreated, {
              Location: { type: 'string', description: 'The new division: /v1/divisions/{divisionId}.' },
            }),
            ...problems('division_code_conflict', 'division_create_requires_address', 'division_parent_invalid', 'parent_not_on_site'),
          },
        },
      ),
      { mcp: { words: 'Create a division (always active).', hints: WRITE } },
    ),
    async (request, reply) => {
      const divisionId = await divisions.create(callerOf(request), request.body);
      return reply.code(201).header('location', `/v1/divisions/${divisionId}`).send({ divisionId });
    },
  );

  app.patch(
    '/v1/divisions/:divisionId',
    operation(
      'divisionsUpdate',
      write(
        'Change a division; returns it re-read. On sites not using division addresses this clears the stored address',
        'Changes at least one of `name`, `code`, `parentId` (null makes the division a root) and `active`; omitted fields are unchanged. Warning: on sites not using division addresses every PATCH, even one that changes nothing, clears the nine stored address fields; every call is audited. Returns the division re-read.',
        {
          params: S.DivisionIdParams,
          body: S.DivisionPatchBody,
          response: {
            200: S.Division,
            ...problems(
              'audit_unavailable',
              'division_code_conflict',
              'division_not_found',
              'division_parent_invalid',
              'parent_is_self',
              'parent_not_on_site',
            ),
          },
        },
      ),
      { mcp: { words: 'Change a division; returns it re-read.', hints: WRITE_IDEMPOTENT } },
    ),
    async (request) => S.renderDivision(await divisions.patch(callerOf(request), request.params.divisionId, request.body)),
  );
}
