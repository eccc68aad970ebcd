// CORS of the endpoints a browser-based MCP client calls itself while it
// signs a person in: registration (POST /oauth2/register, JSON, so a browser
// asks first) and the code exchange (POST /oauth2/token, PKCE, no secret).
// Only the origins allowed to call the MCP endpoint: no other page has a use
// for them. The authorization endpoint is a page the browser navigates to,
// which needs none.
import type { CorsPolicy } from '../../http/cors/policy.ts';

/** The policy for the origins `isAllowed` names (the MCP endpoint's, src/mcp/origin.ts). */
export function signinCorsPolicy(isAllowed: (origin: string) => boolean): CorsPolicy {
  return {
    origins: isAllowed,
    methods: ['POST'],
    // A public client sends its body and Accept; a client secret (Authorization: Basic) has no place in a page.
    requestHeaders: ['content-type', 'accept'],
    exposedHeaders: ['retry-after', 'x-request-id'],
  };
}
