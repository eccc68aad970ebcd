// Credentials never reach the logs (log-redaction.ts): the request line holds
// no header, errors and every other field of a line are censored by name at
// any depth, on the HTTP listeners' loggers and the components' alike.
// (A child logger's bindings are ids only: log-redaction.ts.)
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { serviceLogger } from '../../src/app/wiring/logging.ts';
import { createHttpApp } from '../../src/http/app.ts';
import { censor, CENSORED } from '../../src/http/log-redaction.ts';

const SECRETS = {
  bearer: 'S3CRET-bearer',
  cookie: 'S3CRET-cookie',
  admin: 'S3CRET-admin-token',
  bodySecret: 'S3CRET-body-client-secret',
  bodyToken: 'S3CRET-body-token',
  signing: 'S3CRET-signing',
  password: 'S3CRET-password',
  currentPassword: 'S3CRET-current-password',
  binding: 'S3CRET-binding',
};

function leaks(log: string): string[] {
  return Object.values(SECRETS).filter((secret) => log.includes(secret));
}

describe('the HTTP listener logs no credential', () => {
  test('headers, a body attached to an error, objects a route logs', async () => {
    const lines: string[] = [];
    // At debug, so the arrival lines (written only then) are searched too.
    const app = createHttpApp({ logLevel: 'debug', logStream: { write: (line: string) => void lines.push(line) } });
    app.post('/explode', async (request) => {
      throw Object.assign(new Error('handler failed'), { body: request.body, client_secret: SECRETS.bodySecret });
    });
    app.get('/refused', async () => {
      throw Object.assign(new Error('framework refusal'), { statusCode: 418, details: [{ access_token: SECRETS.bodyToken }] });
    });
    app.get('/talk', async (request) => {
      request.log.info(
        {
          endpoint: { url: 'https://hooks.example/x', signingSecret: SECRETS.signing },
          attempts: [{ password: SECRETS.password, currentPassword: SECRETS.currentPassword }],
        },
        'talking',
      );
      return { ok: true };
    });
    const headers = { authorization: `Bearer ${SECRETS.bearer}`, cookie: `session=${SECRETS.cookie}`, 'x-admin-token': SECRETS.admin };
    const exploded = await app.inject({
      method: 'POST',
      url: '/explode',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ client: { client_secret: SECRETS.bodySecret, name: 'shop' }, token: SECRETS.bodyToken }),
    });
    assert.equal(exploded.statusCode, 500);
    assert.equal((await app.inject({ method: 'GET', url: '/refused', headers })).statusCode, 400);
    assert.equal((await app.inject({ method: 'GET', url: '/talk', headers })).statusCode, 200);
    await app.close();

    const log = lines.join('');
    assert.deepEqual(leaks(log), []);
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, any>);
    const unexpected = parsed.find((l) => l.msg === 'unexpected error')!;
    // What is not a credential is still there: the error's message, type and stack, the body's other fields.
    assert.equal(unexpected.err.message, 'handler failed');
    assert.equal(unexpected.err.type, 'Error');
    assert.match(unexpected.err.stack, /handler failed/);
    assert.deepEqual(unexpected.err.body, { client: { client_secret: CENSORED, name: 'shop' }, token: CENSORED });
    assert.equal(unexpected.err.client_secret, CENSORED);
    assert.deepEqual(parsed.find((l) => l.msg === 'request refused by the framework')!.err.details, [{ access_token: CENSORED }]);
    const talking = parsed.find((l) => l.msg === 'talking')!;
    assert.deepEqual(talking.endpoint, { url: 'https://hooks.example/x', signingSecret: CENSORED });
    assert.deepEqual(talking.attempts, [{ password: CENSORED, currentPassword: CENSORED }]);
    // The request lines, at the end (and at debug on arrival): method, URL, host and source address; no header.
    const ends = parsed.filter((l) => l.msg === 'request completed');
    const arrivals = parsed.filter((l) => l.msg === 'incoming request');
    assert.equal(ends.length, 3);
    assert.equal(arrivals.length, 3);
    for (const l of [...ends, ...arrivals]) assert.deepEqual(Object.keys(l.req).sort(), ['host', 'method', 'remoteAddress', 'url']);
    assert.deepEqual(ends[0]!.res, { statusCode: 500 });
    assert.equal(ends[0]!.req.url, '/explode');
  });
});

describe("the components' loggers log no credential", () => {
  test("fields and errors of a worker or dispatcher line, a child's line too", () => {
    const lines: string[] = [];
    const log = serviceLogger('dispatcher', 'info', 'redaction-test', { write: (line: string) => void lines.push(line) });
    log.info({ endpoint: { id: 7, signingSecret: SECRETS.signing } }, 'endpoint loaded');
    log.error(Object.assign(new Error('send failed'), { request: { headers: { authorization: `Bearer ${SECRETS.bearer}` } } }));
    log.child({ jobId: 'job-1' }).warn({ password: SECRETS.password, secret: SECRETS.binding }, 'child');
    assert.deepEqual(leaks(lines.join('')), []);
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, any>);
    assert.deepEqual(parsed[0]!.endpoint, { id: 7, signingSecret: CENSORED });
    assert.equal(parsed[1]!.msg, 'send failed');
    assert.equal(parsed[1]!.err.request.headers.authorization, CENSORED);
    assert.equal(parsed[2]!.secret, CENSORED);
    assert.equal(parsed[2]!.password, CENSORED);
  });
});

describe('censor', () => {
  test("copies only what holds a credential, never changes the caller's object", () => {
    const shared = { name: 'shop' };
    const value = { client: { client_secret: 'x', shared }, list: [1, { cookie: 'c' }], none: null, empty: { token: null } };
    const censored = censor(value, 0) as typeof value;
    assert.deepEqual(censored, {
      client: { client_secret: CENSORED, shared },
      list: [1, { cookie: CENSORED }],
      none: null,
      empty: { token: null },
    });
    assert.equal(value.client.client_secret, 'x');
    assert.equal((value.list[1] as { cookie: string }).cookie, 'c');
    assert.equal(censored.client.shared, shared, 'what holds none is the same object');
    const clean = { a: { b: [1, 2] } };
    assert.equal(censor(clean, 0), clean);
  });

  test("another class's own fields are checked; a structure deeper than any logged is cut, never written unchecked", () => {
    class Endpoint {
      signingSecret = 'x';
      url = 'https://hooks.example';
    }
    assert.deepEqual(censor({ endpoint: new Endpoint() }, 0), { endpoint: { signingSecret: CENSORED, url: 'https://hooks.example' } });
    let deep: Record<string, unknown> = { token: 'x' };
    for (let i = 0; i < 20; i++) deep = { deeper: deep };
    assert.doesNotMatch(JSON.stringify(censor(deep, 0)), /"x"/);
    const bytes = Buffer.from('abc');
    assert.equal(censor(bytes, 0), bytes);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    assert.doesNotThrow(() => censor(cyclic, 0));
  });
});
