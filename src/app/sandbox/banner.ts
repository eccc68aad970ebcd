// What `npm start` prints about the sandbox host, after the production banner.
import type { SandboxHost } from './host.ts';

export function printSandboxBanner(sandbox: SandboxHost): void {
  const { config, demo } = sandbox;
  const api = config.publicBaseUrl;
  const lines = [
    'Sandbox environment (its own database, signing key, issuer and partners: tokens do not cross)',
    `  Partner API   ${api}/v1/`,
    `  Token URL     ${api}/oauth2/token`,
  ];
  if (sandbox.admin) lines.push(`  Admin API     http://localhost:${config.adminPort}/admin/   (same admin token)`);
  if (demo) {
    lines.push(
      `  Demo client   ${demo.clientId} / ${demo.clientSecret}`,
      `  TOKEN=$(curl -s ${api}/oauth2/token -d grant_type=client_credentials -u '${demo.clientId}:${demo.clientSecret}' | sed -E 's/.*"access_token":"([^"]+)".*/\\1/')`,
      `  curl -s ${api}/v1/me -H "Authorization: Bearer $TOKEN"   (the production host answers this token 401)`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}
