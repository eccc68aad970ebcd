// What `npm start` prints about the sandbox environment, after the production
// banner: its listeners, the lines a newcomer pastes into a shell (export
// SANDBOX_CLIENT_ID=…, exported so the programs the guide runs next, the
// SDK's script among them, read them too), a token and a call, and the
// one command that registers a webhook endpoint through the sandbox's admin API.
import type { DemoWorld } from '../demo/world.ts';
import type { Environment } from '../environment.ts';

/** `generatedAdminToken`: the admin token made for this run (none when ADMIN_TOKEN is set: the shell has it already). */
export function sandboxBanner(sandbox: Environment, demo: DemoWorld | null, generatedAdminToken: string | null): string {
  const { config, urls } = sandbox;
  const api = config.publicBaseUrl;
  const lines = [
    'Sandbox environment (its own database, signing key, issuer, partners and storage: tokens do not cross)',
    `  Partner API   ${api}/v1/   (OpenAPI: ${api}/v1/openapi.json)`,
    `  Token URL     ${api}/oauth2/token`,
  ];
  if (urls.admin) lines.push(`  Admin API     ${urls.admin}/admin/   (same admin token)`);
  if (urls.storage) lines.push(`  Storage host  ${urls.storage}   (signed links to the sandbox's proofs and artwork)`);
  if (urls.metrics) lines.push(`  Metrics       ${urls.metrics}/metrics   (health: /livez, /readyz)`);
  if (demo) {
    lines.push(
      '',
      `Sandbox demo partner (partnerId ${demo.partnerId}); paste into a shell:`,
      `  export SANDBOX_CLIENT_ID=${demo.clientId}`,
      `  export SANDBOX_CLIENT_SECRET=${demo.clientSecret}`,
      ...(generatedAdminToken && urls.admin ? [`  export ADMIN_TOKEN=${generatedAdminToken}`] : []),
      `  SB_TOKEN=$(curl -s ${api}/oauth2/token -d grant_type=client_credentials -u "$SANDBOX_CLIENT_ID:$SANDBOX_CLIENT_SECRET" | sed -E 's/.*"access_token":"([^"]+)".*/\\1/')`,
      `  curl -s ${api}/v1/me -H "Authorization: Bearer $SB_TOKEN"   # the production host answers this token 401`,
    );
    if (urls.admin) {
      lines.push(
        '',
        "Receive the sandbox's webhooks: register your endpoint (its URL in place of http://127.0.0.1:8080/hooks; the answer shows its signingSecret once):",
        `  curl -s -X POST ${urls.admin}/admin/partners/${demo.partnerId}/webhook-endpoints -H "Authorization: Bearer $ADMIN_TOKEN" -H 'content-type: application/json' -d '{"url":"http://127.0.0.1:8080/hooks"}'`,
      );
    }
  }
  return `${lines.join('\n')}\n\n`;
}

export function printSandboxBanner(sandbox: Environment, demo: DemoWorld | null, generatedAdminToken: string | null): void {
  process.stdout.write(sandboxBanner(sandbox, demo, generatedAdminToken));
}
