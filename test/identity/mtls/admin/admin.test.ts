// The back office of mutual TLS: the partner's machine method and its
// certificates, through the admin API and the CLI, audited.
import assert from 'node:assert/strict';
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { inProcessCli } from '../../../helpers/cli.ts';
import { createTestContext, type TestContext } from '../../../helpers/context.ts';
import { assertProblem } from '../../../helpers/problems.ts';
import { bundle, makeCert, makeChain } from '../certs.ts';

let ctx: TestContext;
let cli: ReturnType<typeof inProcessCli>;
before(async () => {
  ctx = await createTestContext();
  cli = inProcessCli(ctx.platform);
});
after(() => ctx.close());
const scratch = mkdtempSync(join(tmpdir(), 'mtls-cli-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

const json = async (...args: string[]) => {
  const res = await cli('--json', ...args);
  assert.equal(res.code, 0, res.stderr);
  return JSON.parse(res.stdout);
};
const createPartner = async (payload: Record<string, unknown>) => {
  const res = await ctx.adminCall({
    method: 'POST',
    url: '/admin/partners',
    payload: { name: 'P', siteIds: [await ctx.site()], ...payload },
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json() as { partnerId: number; authMethod: string };
};
const registerCert = (partnerId: number, pem: string, label?: string) =>
  ctx.adminCall({ method: 'POST', url: `/admin/partners/${partnerId}/certificates`, payload: { pem, ...(label && { label }) } });
const auditActions = async (partnerId: number) =>
  (await ctx.adminCall({ method: 'GET', url: `/admin/audit?targetType=partner&targetId=${partnerId}` })).json().entries as Array<{
    action: string;
    details: Record<string, unknown>;
  }>;

describe('admin API: onboarding method', () => {
  test('a partner is IDP_M2M unless staff choose MTLS; the back office shows it', async () => {
    assert.equal((await createPartner({})).authMethod, 'IDP_M2M');
    const mtls = await createPartner({ authMethod: 'MTLS' });
    assert.equal(mtls.authMethod, 'MTLS');
    assert.equal((await ctx.adminCall({ method: 'GET', url: `/admin/partners/${mtls.partnerId}` })).json().authMethod, 'MTLS');
    assertProblem(
      await ctx.adminCall({ method: 'POST', url: '/admin/partners', payload: { name: 'x', authMethod: 'SAML' } }),
      400,
      'invalid_request',
    );
  });

  test('an mTLS partner gets no app client; a bearer partner gets no certificate', async () => {
    const mtls = await createPartner({ authMethod: 'MTLS' });
    assertProblem(await ctx.adminCall({ method: 'POST', url: `/admin/partners/${mtls.partnerId}/clients`, payload: {} }), 409, 'conflict');
    const bearer = await createPartner({});
    const res = await registerCert(bearer.partnerId, (await makeCert()).certPem);
    assert.match(assertProblem(res, 409, 'conflict').detail as string, /IDP_M2M/);
  });

  test('the method moves only while the partner holds no credential of the old one', async () => {
    const partner = await ctx.partner();
    const move = (authMethod: string) =>
      ctx.adminCall({ method: 'PATCH', url: `/admin/partners/${partner.partnerId}`, payload: { authMethod } });
    assertProblem(await move('MTLS'), 409, 'conflict');
    await ctx.adminCall({ method: 'DELETE', url: `/admin/clients/${partner.clientId}` });
    assert.equal((await move('MTLS')).json().authMethod, 'MTLS');
    assert.deepEqual((await auditActions(partner.partnerId))[0], {
      ...(await auditActions(partner.partnerId))[0],
      action: 'partner.update',
      details: { authMethod: 'MTLS' },
    });
    // The old token died with its client.
    assertProblem(await ctx.call(partner.token, { method: 'GET', url: '/v1/me' }), 401, 'invalid_token');
    const certificateId = (await registerCert(partner.partnerId, (await makeCert()).certPem)).json().certificateId;
    assertProblem(await move('IDP_M2M'), 409, 'conflict');
    await ctx.adminCall({ method: 'POST', url: `/admin/certificates/${certificateId}/revoke` });
    assert.equal((await move('IDP_M2M')).json().authMethod, 'IDP_M2M');
  });
});

describe('admin API: certificates', () => {
  test('register records subject DN, serial, fingerprint and validity; list, disable, enable, revoke; all audited', async () => {
    const { partnerId } = await createPartner({ authMethod: 'MTLS' });
    const [leaf, ...rest] = await makeChain(3, 'rsa2048');
    const [intermediate, root] = rest;
    const res = await registerCert(partnerId, bundle([leaf!, intermediate!, root!]), 'prod');
    assert.equal(res.statusCode, 201, res.body);
    const node = new X509Certificate(leaf!.certPem);
    const cert = res.json();
    assert.deepEqual(
      {
        subjectDn: cert.subjectDn,
        serialNumber: cert.serialNumber,
        fingerprint: cert.fingerprint,
        notBefore: cert.notBefore,
        notAfter: cert.notAfter,
        status: cert.status,
        label: cert.label,
      },
      {
        subjectDn: node.subject,
        serialNumber: node.serialNumber,
        fingerprint: node.fingerprint256,
        notBefore: new Date(node.validFrom).toISOString(),
        notAfter: new Date(node.validTo).toISOString(),
        status: 'enabled',
        label: 'prod',
      },
    );
    const id = cert.certificateId as number;
    assert.equal(
      (await ctx.adminCall({ method: 'PATCH', url: `/admin/certificates/${id}`, payload: { enabled: false } })).json().status,
      'disabled',
    );
    assert.equal(
      (await ctx.adminCall({ method: 'PATCH', url: `/admin/certificates/${id}`, payload: { enabled: true } })).json().status,
      'enabled',
    );
    assert.equal((await ctx.adminCall({ method: 'POST', url: `/admin/certificates/${id}/revoke` })).json().status, 'revoked');
    assertProblem(await ctx.adminCall({ method: 'PATCH', url: `/admin/certificates/${id}`, payload: { enabled: true } }), 409, 'conflict');
    assertProblem(await ctx.adminCall({ method: 'POST', url: `/admin/certificates/${id}/revoke` }), 409, 'conflict');
    const listed = (await ctx.adminCall({ method: 'GET', url: `/admin/partners/${partnerId}/certificates` })).json().certificates;
    assert.deepEqual(
      listed.map((c: { certificateId: number; status: string }) => [c.certificateId, c.status]),
      [[id, 'revoked']],
    );
    const actions = (await auditActions(partnerId)).map((e) => e.action);
    assert.deepEqual(actions.slice(0, 4), ['certificate.revoke', 'certificate.enable', 'certificate.disable', 'certificate.register']);
  });

  test('two live certificates per partner; a revoked one frees its slot; the same certificate is registered once', async () => {
    const { partnerId } = await createPartner({ authMethod: 'MTLS' });
    const first = await makeCert();
    const firstId = (await registerCert(partnerId, first.certPem)).json().certificateId;
    assertProblem(await registerCert(partnerId, first.certPem), 409, 'conflict');
    assert.equal((await registerCert(partnerId, (await makeCert({ kind: 'p384', hash: 'SHA-384' })).certPem)).statusCode, 201);
    const third = (await makeCert()).certPem;
    assert.match(assertProblem(await registerCert(partnerId, third), 409, 'conflict').detail as string, /2 live certificates/);
    await ctx.adminCall({ method: 'POST', url: `/admin/certificates/${firstId}/revoke` });
    assert.equal((await registerCert(partnerId, third)).statusCode, 201);
  });

  test('30 parallel registrations for one partner: exactly two live, the rest 409, never a 500', async () => {
    const { partnerId } = await createPartner({ authMethod: 'MTLS' });
    const pems = await Promise.all(Array.from({ length: 30 }, () => makeCert().then((c) => c.certPem)));
    const statuses = (await Promise.all(pems.map((pem) => registerCert(partnerId, pem)))).map((r) => r.statusCode);
    assert.deepEqual([statuses.filter((s) => s === 201).length, statuses.filter((s) => s === 409).length], [2, 28]);
    const live = (await ctx.adminCall({ method: 'GET', url: `/admin/partners/${partnerId}/certificates` })).json().certificates;
    assert.equal(live.length, 2);
  });

  test('refuses expired, weak and over-long chains with 400 invalid_request; unknown ids are 404', async () => {
    const { partnerId } = await createPartner({ authMethod: 'MTLS' });
    const expired = await makeCert({ notBefore: new Date(Date.now() - 86_400_000 * 3), notAfter: new Date(Date.now() - 86_400_000) });
    assertProblem(await registerCert(partnerId, expired.certPem), 400, 'invalid_request');
    assertProblem(await registerCert(partnerId, (await makeCert({ kind: 'rsa2048', hash: 'SHA-1' })).certPem), 400, 'invalid_request');
    assertProblem(await registerCert(partnerId, (await makeCert({ kind: 'rsa1024' })).certPem), 400, 'invalid_request');
    assertProblem(await registerCert(partnerId, bundle(await makeChain(5))), 400, 'invalid_request');
    assertProblem(await registerCert(9999, (await makeCert()).certPem), 404, 'not_found');
    assertProblem(await ctx.adminCall({ method: 'GET', url: '/admin/partners/9999/certificates' }), 404, 'not_found');
    assertProblem(await ctx.adminCall({ method: 'POST', url: '/admin/certificates/9999/revoke' }), 404, 'not_found');
    assertProblem(await ctx.adminCall({ method: 'POST', url: '/admin/certificates/abc/revoke' }), 400, 'invalid_request');
    assert.deepEqual((await ctx.adminCall({ method: 'GET', url: `/admin/partners/${partnerId}/certificates` })).json().certificates, []);
  });
});

describe('CLI: onboarding method and certificates', () => {
  test('create an mTLS partner, register a PEM file, list, disable, enable, revoke, move the method back', async () => {
    const site = await ctx.site();
    const partner = await json('partners', 'create', '--name', 'CLI mTLS', '--auth-method', 'MTLS', '--sites', String(site));
    assert.equal(partner.authMethod, 'MTLS');
    const human = await cli('partners', 'show', String(partner.partnerId));
    assert.match(human.stdout, /MTLS/);
    const leaf = await makeCert({ kind: 'p256' });
    const file = join(scratch, 'partner.pem');
    writeFileSync(file, leaf.certPem);
    const registered = await json('certificates', 'register', '--partner', String(partner.partnerId), '--pem', file, '--label', 'laptop');
    assert.equal(registered.serialNumber, new X509Certificate(leaf.certPem).serialNumber);
    assert.equal(registered.label, 'laptop');
    const id = String(registered.certificateId);
    assert.equal((await json('certificates', 'list', '--partner', String(partner.partnerId))).length, 1);
    const listed = await cli('certificates', 'list', '--partner', String(partner.partnerId));
    assert.match(listed.stdout, /CN=partner-\d+, O=Test Partner/, 'the subject DN on one line, its attributes comma-separated');
    assert.equal((await json('certificates', 'disable', id)).status, 'disabled');
    assert.equal((await json('certificates', 'enable', id)).status, 'enabled');
    assert.equal((await json('certificates', 'revoke', id)).status, 'revoked');
    assert.equal((await json('partners', 'set-auth-method', String(partner.partnerId), '--method', 'IDP_M2M')).authMethod, 'IDP_M2M');
    const actions = (await auditActions(partner.partnerId)).map((e) => e.action);
    assert.deepEqual(actions.slice(0, 5), [
      'partner.update',
      'certificate.revoke',
      'certificate.enable',
      'certificate.disable',
      'certificate.register',
    ]);
  });

  test('a refused certificate or an unreadable file exits non-zero with the reason', async () => {
    const partner = await json('partners', 'create', '--name', 'CLI refused', '--auth-method', 'MTLS');
    const file = join(scratch, 'weak.pem');
    writeFileSync(file, (await makeCert({ kind: 'rsa1024' })).certPem);
    const weak = await cli('certificates', 'register', '--partner', String(partner.partnerId), '--pem', file);
    assert.notEqual(weak.code, 0);
    assert.match(weak.stderr, /2048/);
    const missing = await cli('certificates', 'register', '--partner', String(partner.partnerId), '--pem', '/nonexistent/x.pem');
    assert.notEqual(missing.code, 0);
    assert.match(missing.stderr, /Cannot read/);
  });
});
