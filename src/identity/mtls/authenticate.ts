// The mTLS host's authentication strategy. The handshake already refused any
// connection without a certificate that chains to the truststore; here the
// presented certificate is bound to its partner by subject DN and serial
// (and must be the very certificate registered: same SHA-256 fingerprint).
// Unregistered, disabled, revoked or belonging to a disabled partner: the
// same 401 as every other authentication failure.
import type { TLSSocket } from 'node:tls';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { Db } from '../../db/transaction.ts';
import { unauthenticated } from '../authenticate.ts';
import { intersectScopes, SCOPES, type Tier } from '../scopes.ts';
import { CertificatesRepo } from './certificates-repo.ts';

export function certificateAuthentication(db: Db): onRequestAsyncHookHandler {
  return async (request) => {
    const socket = request.raw.socket as TLSSocket;
    const presented = socket.authorized ? socket.getPeerX509Certificate() : undefined;
    if (!presented) throw unauthenticated();
    const row = await new CertificatesRepo(db).findBinding(presented.subject, presented.serialNumber);
    if (!row || row.fingerprint !== presented.fingerprint256 || row.site_ids.length === 0) throw unauthenticated();
    // No token narrows them: the effective scopes are the partner's capabilities.
    const scopes = intersectScopes(SCOPES, row.capabilities);
    if (scopes.length === 0) throw unauthenticated();
    request.caller = {
      partnerId: row.partner_id,
      partnerName: row.name,
      tier: row.tier as Tier,
      authMethod: 'MTLS',
      credentialId: presented.serialNumber,
      grantedSiteIds: row.site_ids,
      scopes,
    };
  };
}
