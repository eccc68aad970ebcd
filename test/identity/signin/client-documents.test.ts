// Client ID Metadata Documents: a client id that is an https URL is described
// by the document it names (fetched on use; here by a stand-in fetcher, as the
// tests have no https server of their own).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { isDocumentClientId, readDocument } from '../../../src/identity/signin/client-documents.ts';
import { createTestContext, type TestContext } from '../../helpers/context.ts';
import { authorizeQuery, exchange, pkce, REDIRECT, signIn, staffAccount } from './helpers.ts';

const CLIENT = 'https://client.example/.well-known/mcp-client.json';
let ctx: TestContext;
const fetched: string[] = [];
let document: unknown = {
  client_id: CLIENT,
  client_name: 'Document Client',
  redirect_uris: [REDIRECT],
  token_endpoint_auth_method: 'none',
};
before(async () => {
  ctx = await createTestContext();
  ctx.platform.signin.fetchDocument = async (url) => {
    fetched.push(url);
    if (document instanceof Error) throw document;
    return document;
  };
});
after(() => ctx.close());

test('which client ids name a document: https URLs with a path and a host name', () => {
  assert.equal(isDocumentClientId(CLIENT), true);
  for (const id of [
    'http://client.example/doc.json',
    'https://client.example/',
    'https://127.0.0.1/doc.json',
    'https://[::1]/doc.json',
    'https://localhost/doc.json',
    'uuid-like-id',
  ]) {
    assert.equal(isDocumentClientId(id), false, id);
  }
  assert.equal(
    readDocument(CLIENT, { client_id: 'https://other.example/doc', redirect_uris: [REDIRECT] }),
    null,
    'the document must name itself',
  );
  assert.equal(readDocument(CLIENT, { client_id: CLIENT, redirect_uris: ['http://evil.example/cb'] }), null);
  assert.equal(readDocument(CLIENT, { client_id: CLIENT, redirect_uris: [REDIRECT], token_endpoint_auth_method: 'private_key_jwt' }), null);
});

test('a document client signs a staff member in without registering, and the token is IDP_USER', async () => {
  const partner = await ctx.partner({ scopes: ['partner-api/sites:read'] });
  const { email } = await staffAccount(ctx, partner.partnerId);
  const { verifier, challenge } = pkce();
  const form = await ctx.app.inject({ method: 'GET', url: '/oauth2/authorize', query: authorizeQuery(ctx, CLIENT, challenge) });
  assert.equal(form.statusCode, 200);
  assert.match(form.body, /Document Client/);
  assert.ok(fetched.includes(CLIENT));
  const { code } = await signIn(ctx, CLIENT, email, challenge);
  const token = await exchange(ctx, CLIENT, code, verifier);
  assert.equal(token.statusCode, 200, token.body);
  assert.equal((await ctx.call(token.json().access_token, { method: 'GET', url: '/v1/me' })).json().authMethod, 'IDP_USER');
});

test('a document that cannot be fetched, or lists another redirect URI, is an error page without a redirect', async () => {
  const { challenge } = pkce();
  for (const doc of [new Error('timeout'), { client_id: CLIENT, redirect_uris: ['https://elsewhere.example/cb'] }, { client_id: CLIENT }]) {
    document = doc;
    const res = await ctx.app.inject({ method: 'GET', url: '/oauth2/authorize', query: authorizeQuery(ctx, CLIENT, challenge) });
    assert.equal(res.statusCode, 400);
    assert.equal(res.headers.location, undefined);
  }
});

test('the authorization-server metadata advertises Client ID Metadata Documents', async () => {
  const meta = (await ctx.app.inject({ method: 'GET', url: '/.well-known/oauth-authorization-server' })).json();
  assert.equal(meta.client_id_metadata_document_supported, true);
});

test('a document whose client_name would mislead on the consent page keeps its redirect URIs and loses its name', () => {
  for (const client_name of ['two\nlines', 'gpj\u202Eexe', 'c1\u0085'])
    assert.deepEqual(readDocument(CLIENT, { client_id: CLIENT, redirect_uris: [REDIRECT], client_name }), {
      redirectUris: [REDIRECT],
      clientName: null,
    });
});
