import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ConfigError, loadConfig } from '../../src/app/config.ts';

describe('configuration', () => {
  test('defaults run the embedded engine on local ports', () => {
    const c = loadConfig({});
    assert.equal(c.port, 3000);
    assert.equal(c.adminPort, 3001);
    assert.equal(c.storagePort, 3002);
    assert.equal(c.mtlsPort, 3443);
    assert.equal(c.databaseUrl, './data/pglite');
    assert.equal(c.redisUrl, null);
    assert.equal(c.adminToken, null);
    assert.equal(c.publicBaseUrl, 'http://localhost:3000');
    assert.equal(c.logLevel, 'info');
    assert.equal(c.tokenTtlSeconds, 3600);
    assert.equal(c.searchEnabled, true);
    assert.equal(c.templateVendorUrl, null);
  });

  test('idle safety polls back off to 10 s on PostgreSQL, 60 s on the embedded engine (in-process notifications), IDLE_POLL_MAX_MS either', () => {
    assert.equal(loadConfig({}).idlePollMaxMs, 60_000);
    assert.equal(loadConfig({ DATABASE_URL: 'memory://' }).idlePollMaxMs, 60_000);
    assert.equal(loadConfig({ DATABASE_URL: 'postgres://db/app' }).idlePollMaxMs, 10_000);
    assert.equal(loadConfig({ DATABASE_URL: 'postgres://db/app', IDLE_POLL_MAX_MS: '2500' }).idlePollMaxMs, 2_500);
  });

  test('a worker runs 8 submission jobs at once on PostgreSQL (at most the pool), 2 on the embedded engine, WORKER_CONCURRENCY either', () => {
    assert.equal(loadConfig({}).workerConcurrency, 2);
    assert.equal(loadConfig({ DATABASE_URL: 'memory://' }).workerConcurrency, 2);
    for (const url of ['postgres://db/app', 'postgresql://db/app', 'POSTGRES://db/app'])
      assert.equal(loadConfig({ DATABASE_URL: url }).workerConcurrency, 8, url);
    assert.equal(loadConfig({ DATABASE_URL: 'postgres://db/app', DATABASE_POOL_SIZE: '4' }).workerConcurrency, 4);
    assert.equal(loadConfig({ DATABASE_URL: 'postgres://db/app', DATABASE_POOL_SIZE: '40' }).workerConcurrency, 8);
    assert.equal(loadConfig({ DATABASE_URL: 'postgres://db/app', WORKER_CONCURRENCY: '3' }).workerConcurrency, 3);
    assert.equal(loadConfig({ WORKER_CONCURRENCY: '5' }).workerConcurrency, 5);
    assert.throws(() => loadConfig({ WORKER_CONCURRENCY: '0' }), /WORKER_CONCURRENCY must be a positive integer/);
  });

  test('the metrics listener: port 9464 on the admin interface by default; METRICS_PORT=0 a free port, off none; METRICS_HOST', () => {
    const d = loadConfig({ HOST: '0.0.0.0', ADMIN_HOST: '10.0.0.5' });
    assert.equal(d.metricsPort, 9464);
    assert.equal(d.metricsHost, '10.0.0.5');
    assert.equal(loadConfig({}).metricsHost, '127.0.0.1');
    assert.equal(loadConfig({ METRICS_PORT: '0' }).metricsPort, 0);
    assert.equal(loadConfig({ METRICS_PORT: 'off' }).metricsPort, null);
    assert.equal(loadConfig({ METRICS_HOST: '10.9.9.9', ADMIN_HOST: '10.0.0.5' }).metricsHost, '10.9.9.9');
    assert.throws(() => loadConfig({ METRICS_PORT: 'on' }), /METRICS_PORT must be a TCP port/);
  });

  test('every documented variable is read', () => {
    const c = loadConfig({
      PORT: '8080',
      ADMIN_PORT: '8081',
      STORAGE_PORT: '8082',
      MTLS_PORT: '8443',
      DATABASE_URL: 'postgres://u@db:5432/x',
      REDIS_URL: 'redis://cache:6379',
      ADMIN_TOKEN: 'a-long-enough-admin-token',
      PUBLIC_BASE_URL: 'https://api.example.com/',
      LOG_LEVEL: 'warn',
      TOKEN_TTL_SECONDS: '900',
      SEARCH_ENABLED: 'false',
      TEMPLATE_VENDOR_URL: 'https://templates.example.com/api/',
      MTLS_PUBLIC_URL: 'https://mtls.example.com/',
    });
    assert.equal(c.port, 8080);
    assert.equal(c.adminPort, 8081);
    assert.equal(c.storagePort, 8082);
    assert.equal(c.mtlsPort, 8443);
    assert.equal(c.databaseUrl, 'postgres://u@db:5432/x');
    assert.equal(c.redisUrl, 'redis://cache:6379');
    assert.equal(c.adminToken, 'a-long-enough-admin-token');
    assert.equal(c.publicBaseUrl, 'https://api.example.com');
    assert.equal(c.mtlsPublicUrl, 'https://mtls.example.com');
    assert.equal(loadConfig({ MTLS_PORT: '8443' }).mtlsPublicUrl, 'https://localhost:8443', 'derived from MTLS_PORT');
    assert.equal(c.logLevel, 'warn');
    assert.equal(c.tokenTtlSeconds, 900);
    assert.equal(c.searchEnabled, false);
    assert.equal(c.templateVendorUrl, 'https://templates.example.com/api');
  });

  test('bad values stop the process with a message naming the variable', () => {
    for (const [name, value] of [
      ['PORT', 'abc'],
      ['PORT', '70000'],
      ['DATABASE_URL', 'mysql://x'],
      ['REDIS_URL', 'http://x'],
      ['ADMIN_TOKEN', 'short'],
      ['PUBLIC_BASE_URL', 'not a url'],
      // Port 0 asks for a free port: as a published address no client can reach it.
      ['PUBLIC_BASE_URL', 'http://localhost:0'],
      ['PUBLIC_BASE_URL', 'https://api.example.com:0/'],
      ['SANDBOX_BASE_URL', 'http://localhost:0'],
      ['MTLS_PUBLIC_URL', 'https://localhost:0'],
      ['MTLS_PUBLIC_URL', 'ftp://mtls.example.com'],
      ['LOG_LEVEL', 'loud'],
      ['SEARCH_ENABLED', 'maybe'],
      ['TEMPLATE_VENDOR_URL', 'ftp://x'],
      ['TOKEN_TTL_SECONDS', '0'],
    ]) {
      assert.throws(
        () => loadConfig({ [name!]: value }),
        (e: unknown) => e instanceof ConfigError && e.message.includes(name!),
        `${name}=${value}`,
      );
    }
  });

  test('statement and listener timeouts: defaults, overrides, and a headers timeout longer than the request timeout or not above the keep-alive, or an idle timeout not above the request timeout, refused', () => {
    const d = loadConfig({});
    assert.equal(d.databaseStatementTimeoutMs, 5000);
    assert.deepEqual(d.http, {
      requestTimeoutMs: 90_000,
      headersTimeoutMs: 66_000,
      keepAliveTimeoutMs: 65_000,
      idleTimeoutMs: 100_000,
      sendStallMs: 30_000,
    });
    const c = loadConfig({
      DATABASE_STATEMENT_TIMEOUT_MS: '1500',
      HTTP_REQUEST_TIMEOUT_MS: '800',
      HTTP_HEADERS_TIMEOUT_MS: '400',
      HTTP_KEEP_ALIVE_TIMEOUT_MS: '300',
      HTTP_IDLE_TIMEOUT_MS: '900',
      HTTP_SEND_STALL_TIMEOUT_MS: '700',
    });
    assert.equal(c.databaseStatementTimeoutMs, 1500);
    assert.deepEqual(c.http, {
      requestTimeoutMs: 800,
      headersTimeoutMs: 400,
      keepAliveTimeoutMs: 300,
      idleTimeoutMs: 900,
      sendStallMs: 700,
    });
    assert.throws(() => loadConfig({ HTTP_REQUEST_TIMEOUT_MS: '1000', HTTP_HEADERS_TIMEOUT_MS: '2000' }), ConfigError);
    for (const keepAlive of ['66000', '120000'])
      assert.throws(
        () => loadConfig({ HTTP_KEEP_ALIVE_TIMEOUT_MS: keepAlive }),
        /HTTP_HEADERS_TIMEOUT_MS must exceed HTTP_KEEP_ALIVE_TIMEOUT_MS/,
      );
    // A client stalled mid-request is answered 408 before its socket's idle timeout could close it unanswered.
    for (const idle of ['60000', '90000'])
      assert.throws(() => loadConfig({ HTTP_IDLE_TIMEOUT_MS: idle }), /HTTP_IDLE_TIMEOUT_MS must exceed HTTP_REQUEST_TIMEOUT_MS/);
    for (const name of ['DATABASE_STATEMENT_TIMEOUT_MS', 'HTTP_REQUEST_TIMEOUT_MS', 'HTTP_IDLE_TIMEOUT_MS', 'HTTP_SEND_STALL_TIMEOUT_MS']) {
      assert.throws(
        () => loadConfig({ [name]: '0' }),
        (e: unknown) => e instanceof ConfigError && e.message.includes(name),
      );
    }
  });

  test('MCP_ALLOWED_ORIGINS: none by default; origins normalised as browsers send them; a URL with a path, a wildcard or another scheme refused', () => {
    assert.deepEqual(loadConfig({}).mcpAllowedOrigins, []);
    assert.deepEqual(
      loadConfig({ MCP_ALLOWED_ORIGINS: ' https://Console.Example.com , http://localhost:5173/,https://a.example:443,http://[::1]:8080' })
        .mcpAllowedOrigins,
      ['https://console.example.com', 'http://localhost:5173', 'https://a.example', 'http://[::1]:8080'],
    );
    for (const bad of [
      '*',
      'https://*.example.com',
      'console.example.com',
      'ftp://a.example',
      'https://a.example/app',
      'https://a.example?x=1',
      'https://user@a.example',
      'null',
    ]) {
      assert.throws(
        () => loadConfig({ MCP_ALLOWED_ORIGINS: `https://ok.example,${bad}` }),
        (e: unknown) => e instanceof ConfigError && e.message.includes('MCP_ALLOWED_ORIGINS'),
        bad,
      );
    }
  });

  test('DATABASE_NAMED_STATEMENTS: on by default, off with false', () => {
    assert.equal(loadConfig({}).databaseNamedStatements, true);
    assert.equal(loadConfig({ DATABASE_NAMED_STATEMENTS: 'false' }).databaseNamedStatements, false);
  });

  test('DATABASE_POOL_SIZE: default 10, an override, and 0, a non-number or more than 1000 refused', () => {
    assert.equal(loadConfig({}).databasePoolSize, 10);
    assert.equal(loadConfig({ DATABASE_POOL_SIZE: '4' }).databasePoolSize, 4);
    assert.equal(loadConfig({ DATABASE_POOL_SIZE: '1000' }).databasePoolSize, 1000);
    for (const value of ['0', 'ten', '-3', '1001']) {
      assert.throws(
        () => loadConfig({ DATABASE_POOL_SIZE: value }),
        (e: unknown) => e instanceof ConfigError && e.message.includes('DATABASE_POOL_SIZE'),
        value,
      );
    }
  });
});
