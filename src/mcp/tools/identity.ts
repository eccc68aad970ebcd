// The caller's identity and its granted sites as MCP tools.
import { renderSite, SiteParams } from '../../sites/schemas.ts';
import { READ_ONLY, type McpTool } from '../tool.ts';

export const identityTools: McpTool[] = [
  {
    name: 'get_me',
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
    name: 'list_sites',
    description: 'The sites granted to the partner.',
    scope: 'partner-api/sites:read',
    annotations: READ_ONLY,
    run: async (p, caller) => ({ sites: (await p.sites.listGranted(caller)).map(renderSite) }),
  },
  {
    name: 'get_site',
    description: 'One granted site.',
    scope: 'partner-api/sites:read',
    annotations: READ_ONLY,
    params: SiteParams,
    run: async (p, caller, { params }) => renderSite(await p.sites.getGranted(caller, params.siteId)),
  },
];
