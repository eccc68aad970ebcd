// The caller's identity and its granted sites as MCP tools.
import { Me } from '../../identity/me-routes.ts';
import { renderSite, Site, SiteList, SiteParams } from '../../sites/schemas.ts';
import { READ_ONLY, type McpToolDefinition } from '../tool.ts';
import { SITES_READ } from '../../access/scopes.ts';

export const identityTools: McpToolDefinition[] = [
  {
    route: 'GET /v1/me',
    output: Me,
    description: 'The calling partner identity: tier, auth method, granted sites and effective scopes.',
    scope: null,
    annotations: READ_ONLY,
    run: async (_p, caller) => ({
      partnerId: caller.partnerId,
      name: caller.partnerName,
      tier: caller.tier,
      authMethod: caller.authMethod,
      credentialId: caller.credentialId,
      grantedSiteIds: caller.grantedSiteIds,
      scopes: caller.scopes,
    }),
  },
  {
    route: 'GET /v1/sites',
    output: SiteList,
    description: 'The sites granted to the partner.',
    scope: SITES_READ,
    annotations: READ_ONLY,
    run: async (p, caller) => ({ sites: (await p.sites.listGranted(caller)).map(renderSite) }),
  },
  {
    route: 'GET /v1/sites/{siteId}',
    output: Site,
    description: 'One granted site.',
    scope: SITES_READ,
    annotations: READ_ONLY,
    params: SiteParams,
    run: async (p, caller, { params }) => renderSite(await p.sites.getGranted(caller, params.siteId)),
  },
];
