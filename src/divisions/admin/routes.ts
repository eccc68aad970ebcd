// Back-office routes for divisions (with their stored address). Marking a site
// as storing division addresses is PATCH /admin/sites/{id} {storesDivisionAddresses}.
import { actorOf } from '../../access/staff.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { idString, answer } from '../../http/schema-helpers.ts';
import { adminDocs } from '../../http/operations/docs.ts';
import * as Answer from './answers.ts';
import type { DivisionsAdminService } from './service.ts';
import type { AdminDivision } from './service.ts';
import { renderDivision } from '../schemas.ts';
import { DivisionPatchBody, NewDivisionBody } from './schemas.ts';
import * as EX from './examples.ts';
import { operation } from '../../http/operations/operation.ts';

const { read, write, resource } = adminDocs(['Divisions']);
const division = resource(Answer.AdminDivision, EX.divisionDetail);

const SiteIdParams = Type.Object({ siteId: idString('invalid_request') }, { additionalProperties: false });
const DivisionIdParams = Type.Object({ divisionId: idString('invalid_request') }, { additionalProperties: false });

/** Staff see the stored address (the partner API never does). */
function renderAdminDivision(d: AdminDivision) {
  return { ...renderDivision(d), countryCode: d.countryCode, address: d.address };
}

export const divisionsAdminRoutes: FastifyPluginAsyncTypebox<{ divisions: DivisionsAdminService }> = async (app, { divisions }) => {
  app.get(
    '/admin/sites/:siteId/divisions',
    operation(
      'divisionsList',
      read("The site's divisions", "The site's divisions, with their stored addresses.", {
        response: { 200: answer(Answer.AdminDivisionList, { divisions: [EX.division] }) },
        params: SiteIdParams,
      }),
    ),
    async (req) => ({ divisions: (await divisions.list(req.params.siteId)).map(renderDivision) }),
  );
  app.post(
    '/admin/sites/:siteId/divisions',
    operation(
      'divisionsCreate',
      division.create(
        'divisions.manage',
        'Create a division, with an address (required on sites that store division addresses)',
        'Creates a division with an address (required on sites that store division addresses).',
        { params: SiteIdParams, body: NewDivisionBody },
        'conflict',
      ),
    ),
    async (req, reply) => reply.code(201).send(renderAdminDivision(await divisions.create(req.params.siteId, req.body, actorOf(req)))),
  );
  app.get(
    '/admin/divisions/:divisionId',
    operation(
      'divisionsShow',
      division.read('One division with its stored address', 'One division with its stored address.', { params: DivisionIdParams }),
    ),
    async (req) => renderAdminDivision(await divisions.get(req.params.divisionId)),
  );
  app.patch(
    '/admin/divisions/:divisionId',
    operation(
      'divisionsUpdate',
      division.write(
        'divisions.manage',
        'Edit a division (only the named fields change; the address is not cleared)',
        'Edits a division: only the named fields change, and unlike the partner PATCH the address is not cleared.',
        { params: DivisionIdParams, body: DivisionPatchBody },
        'conflict',
      ),
    ),
    async (req) => renderAdminDivision(await divisions.update(req.params.divisionId, req.body, actorOf(req))),
  );
};
