// The mTLS host: the partner app itself (same routes, rules, tenancy and
// gateway limits as the bearer host) with the certificate strategy in place
// of bearer tokens, served over TLS that demands a client certificate.
import type { Server as TlsServer } from 'node:tls';
import type { FastifyInstance } from 'fastify';
import { buildPartnerApp } from './partner.ts';
import type { Platform } from '../platform.ts';
import { certificateAuthentication } from '../../identity/mtls/authenticate.ts';
import type { ServerIdentity } from '../../identity/mtls/server-identity.ts';
import { loadServerIdentity } from './mtls-server-identity.ts';
import { Truststore } from '../../identity/mtls/truststore.ts';

/** How long a connection may take to finish its TLS handshake before it is closed. */
export const MTLS_HANDSHAKE_TIMEOUT_MS = 10_000;

export async function buildMtlsApp(platform: Platform, identity?: ServerIdentity): Promise<FastifyInstance> {
  const truststore = new Truststore(platform.db, identity ?? (await loadServerIdentity(platform.config)));
  const app = await buildPartnerApp(platform, {
    authentication: certificateAuthentication(platform.db, platform.clock),
    https: {
      ...(await truststore.context()),
      requestCert: true,
      rejectUnauthorized: true,
      minVersion: 'TLSv1.2',
      // A handshake takes milliseconds; Node's default of 120 s let sockets that never finish one pile up until the
      // process ran out of file descriptors (the port is passed through at layer 4: no balancer shields it).
      handshakeTimeout: MTLS_HANDSHAKE_TIMEOUT_MS,
    },
  });
  app.addHook('onReady', async () => {
    const { truststorePollMs } = platform.config.mtls;
    truststore.watch(
      app.server as unknown as TlsServer,
      truststorePollMs,
      app.log,
      platform.submissions.signals,
      platform.config.idlePollMaxMs,
    );
  });
  app.addHook('onClose', async () => truststore.stop());
  return app;
}
