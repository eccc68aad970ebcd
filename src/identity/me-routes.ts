import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { problemResponses, withExample } from '../http/schema-helpers.ts';
import { callerOf } from '../access/tenancy.ts';
import { SCOPES, TIERS } from '../access/scopes.ts';

const Me = withExample(
  Type.Object(
    {
      partnerId: Type.Integer(),
      name: Type.String(),
      tier: Type.Union(TIERS.map((t) => Type.Literal(t))),
      authMethod: Type.Union([Type.Literal('IDP_M2M'), Type.Literal('MTLS'), Type.Literal('IDP_USER')]),
      credentialId: Type.String({ description: 'The app client id (bearer) or certificate serial (mTLS) in use: confirms a rotation.' }),
      grantedSiteIds: Type.Array(Type.Integer()),
      scopes: Type.Array(Type.Union(SCOPES.map((s) => Type.Literal(s))), { description: 'Effective scopes; authoritative.' }),
    },
    { additionalProperties: false },
  ),
  {
    partnerId: 1,
    name: 'Demo Partner',
    tier: 'standard',
    authMethod: 'IDP_M2M',
    credentialId: 'ybjo21c4rb17vo4kvqacnvhzbd',
    grantedSiteIds: [1, 2],
    scopes: ['partner-api/products:read', 'partner-api/sites:read'],
    // Unions built by mapping a constant list are typed `never` by TypeBox; the example itself is checked by lint:openapi.
  } as never,
);

export const meRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/v1/me',
    {
      config: { scope: null },
      schema: { tags: ['Identity'], summary: 'The calling partner identity', response: { 200: Me, ...problemResponses(400) } },
    },
    async (request) => {
      const caller = callerOf(request);
      return {
        partnerId: caller.partnerId,
        name: caller.partnerName,
        tier: caller.tier,
        authMethod: caller.authMethod,
        credentialId: caller.credentialId,
        grantedSiteIds: caller.grantedSiteIds,
        scopes: caller.scopes,
      };
    },
  );
};
