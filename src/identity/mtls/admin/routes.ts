// Back-office routes for partners' client certificates: each handler calls
// one CertificatesService method and renders it.
import { actorOf } from '../../../access/staff.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { okExample } from '../../../http/schema-helpers.ts';
import type { CertificatesService } from './service.ts';
import * as S from './schemas.ts';
import { renderCertificate } from '../render.ts';

const tags = ['Certificates'];

export const certificatesAdminRoutes: FastifyPluginAsyncTypebox<{ certificates: CertificatesService }> = async (app, { certificates }) => {
  app.get(
    '/admin/partners/:partnerId/certificates',
    {
      schema: {
        tags,
        summary: "List a partner's client certificates (mTLS)",
        params: S.PartnerIdParams,
        response: { 200: okExample({ certificates: [S.certificateExample] }) },
      },
    },
    async (req) => ({ certificates: (await certificates.list(req.params.partnerId)).map(renderCertificate) }),
  );
  app.post(
    '/admin/partners/:partnerId/certificates',
    {
      config: { operation: 'certificates.manage' },
      schema: {
        tags,
        summary: 'Register a client certificate for an mTLS partner (two live at most)',
        params: S.PartnerIdParams,
        body: S.NewCertificateBody,
        response: { 201: okExample(S.certificateExample) },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(renderCertificate(await certificates.register(req.params.partnerId, req.body.pem, req.body.label ?? null, actorOf(req)))),
  );
  app.patch(
    '/admin/certificates/:certificateId',
    {
      config: { operation: 'certificates.manage' },
      schema: {
        tags,
        summary: 'Disable or enable a client certificate',
        params: S.CertificateIdParams,
        body: S.CertificatePatchBody,
        response: { 200: okExample({ ...S.certificateExample, status: 'disabled' }) },
      },
    },
    async (req) => renderCertificate(await certificates.setEnabled(req.params.certificateId, req.body.enabled, actorOf(req))),
  );
  app.post(
    '/admin/certificates/:certificateId/revoke',
    {
      config: { operation: 'certificates.manage' },
      schema: {
        tags,
        summary: 'Revoke a client certificate for good',
        params: S.CertificateIdParams,
        response: { 200: okExample({ ...S.certificateExample, status: 'revoked' }) },
      },
    },
    async (req) => renderCertificate(await certificates.revoke(req.params.certificateId, actorOf(req))),
  );
};
