// Back-office routes for partners' client certificates: each handler calls
// one CertificatesService method and renders it.
import { actorOf } from '../../../access/staff.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { problems, answer } from '../../../http/schema-helpers.ts';
import { adminDocs } from '../../../http/operations/docs.ts';
import * as Answer from './answers.ts';
import type { CertificatesService } from './service.ts';
import * as S from './schemas.ts';
import { renderCertificate } from '../render.ts';
import { operation } from '../../../http/operations/operation.ts';

const { read, write } = adminDocs(['Certificates']);

export const certificatesAdminRoutes: FastifyPluginAsyncTypebox<{ certificates: CertificatesService }> = async (app, { certificates }) => {
  app.get(
    '/admin/partners/:partnerId/certificates',
    operation(
      'certificatesList',
      read("List a partner's client certificates (mTLS)", "The partner's client certificates for mutual TLS.", {
        params: S.PartnerIdParams,
        response: { 200: answer(Answer.AdminCertificateList, { certificates: [S.certificateExample] }), ...problems('not_found') },
      }),
    ),
    async (req) => ({ certificates: (await certificates.list(req.params.partnerId)).map(renderCertificate) }),
  );
  app.post(
    '/admin/partners/:partnerId/certificates',
    operation(
      'certificatesRegister',
      write(
        'certificates.manage',
        'Register a client certificate for an mTLS partner (two live at most)',
        'Registers a client certificate (PEM) for a partner onboarded to mutual TLS; two live certificates at most. The mTLS listener trusts it without a restart.',
        {
          params: S.PartnerIdParams,
          body: S.NewCertificateBody,
          response: { 201: answer(Answer.AdminCertificate, S.certificateExample), ...problems('conflict', 'not_found') },
        },
      ),
    ),
    async (req, reply) =>
      reply
        .code(201)
        .send(renderCertificate(await certificates.register(req.params.partnerId, req.body.pem, req.body.label ?? null, actorOf(req)))),
  );
  app.patch(
    '/admin/certificates/:certificateId',
    operation(
      'certificatesUpdate',
      write('certificates.manage', 'Disable or enable a client certificate', 'Disables or enables a client certificate.', {
        params: S.CertificateIdParams,
        body: S.CertificatePatchBody,
        response: { 200: answer(Answer.AdminCertificate, { ...S.certificateExample, status: 'disabled' }), ...problems('conflict') },
      }),
      { confirm: { enabled: false } },
    ),
    async (req) => renderCertificate(await certificates.setEnabled(req.params.certificateId, req.body.enabled, actorOf(req))),
  );
  app.post(
    '/admin/certificates/:certificateId/revoke',
    operation(
      'certificatesRevoke',
      write(
        'certificates.manage',
        'Revoke a client certificate for good',
        'Revokes a client certificate for good; register a new one instead.',
        {
          params: S.CertificateIdParams,
          response: {
            200: answer(Answer.AdminCertificate, { ...S.certificateExample, status: 'revoked' }),
            ...problems('conflict', 'not_found'),
          },
        },
      ),
      { confirm: true },
    ),
    async (req) => renderCertificate(await certificates.revoke(req.params.certificateId, actorOf(req))),
  );
};
