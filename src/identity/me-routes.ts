import { Type } from 'typebox';
import { describedLiterals, oneOfLiterals, problems, ReadonlyArray, withExample, named } from '../http/schema-helpers.ts';
import { type PartnerApp } from '../http/operations/docs.ts';
import { callerOf } from '../access/tenancy.ts';
import { SCOPES, TIERS } from '../access/scopes.ts';
import { operation, READ_ONLY } from '../http/operations/operation.ts';

/** The caller's identity: GET /v1/me's answer, and the me tool's output. */
export const Me = named(
  'Me',
  withExample(
    Type.Object(
      {
        partnerId: Type.Integer({ description: "The partner's id." }),
        name: Type.String({ description: "The partner's name." }),
        tier: describedLiterals(TIERS, "The partner's rate-limit tier."),
        authMethod: describedLiterals(
          ['IDP_M2M', 'MTLS', 'IDP_USER'],
          'How the caller authenticated: IDP_M2M (bearer token), MTLS (client certificate) or IDP_USER (a signed-in staff account).',
        ),
        credentialId: Type.String({ description: 'The app client id (bearer) or certificate serial (mTLS) in use: confirms a rotation.' }),
        grantedSiteIds: Type.Array(Type.Integer(), { description: 'The bare ids of the granted sites.' }),
        scopes: ReadonlyArray(oneOfLiterals(SCOPES), { description: 'Effective scopes; authoritative.' }),
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
    },
  ),
);

export function meRoutes(app: PartnerApp): void {
  app.get(
    '/v1/me',
    operation(
      'me',
      {
        config: { scope: null },
        schema: {
          tags: ['Identity'],
          summary: 'The calling partner identity',
          description:
            'The identity the credential resolves to: `partnerId`, `authMethod`, `grantedSiteIds` (bare site ids) and `scopes` (the effective scopes). Needs no scope.',
          response: { 200: Me, ...problems() },
        },
      },
      {
        answers: { 200: 'The caller: its partner, how it authenticated, the granted sites and scopes.' },
        mcp: { words: 'The calling partner identity: tier, auth method, granted sites and effective scopes.', hints: READ_ONLY },
      },
    ),
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
}
