// The mTLS host's authentication strategy. The handshake already refused any
// connection without a certificate that chains to the truststore; here the
// presented certificate is bound to its partner by subject DN and serial
// (and must be the very certificate registered: same SHA-256 fingerprint).
// Unregistered, disabled, revoked, outside its validity period or belonging
// to a disabled partner: the same 401 as every other authentication failure.
// The handshake checks validity only when it runs in full: a kept-alive
// connection or a resumed TLS session carries a certificate past its
// notAfter, so each request checks it again.
import type { TLSSocket } from 'node:tls';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/transaction.ts';
import { callerFor } from '../../access/caller.ts';
import { accessErrors } from '../../access/errors.ts';
import { SCOPES } from '../../access/scopes.ts';
import { CertificatesRepo } from './certificates-repo.ts';

export function certificateAuthentication(db: Db, clock: Clock): onRequestAsyncHookHandler {
  return async (request) => {
    const socket = request.raw.socket as TLSSocket;
    const presented = socket.authorized ? socket.getPeerX509Certificate() : undefined;
    if (!presented) throw accessErrors.unauthenticated();
    const row = await new CertificatesRepo(db).findBinding(presented.subject, presented.serialNumber);
    // Bound by subject DN and serial, and it must be the very certificate registered, valid now.
    const now = clock.nowMs();
    const binding =
      row?.fingerprint === presented.fingerprint256 && row.not_before.getTime() <= now && now < row.not_after.getTime() ? row : undefined;
    // No token narrows them: the effective scopes are the partner's capabilities.
    const caller = callerFor(binding, 'MTLS', presented.serialNumber, SCOPES);
    if (!caller) throw accessErrors.unauthenticated();
    request.caller = caller;
  };
}
