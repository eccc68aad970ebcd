// An MCP client of the SDK over Streamable HTTP against the app listening on
// port 0, in either protocol revision: 2026-07-28 (pinned, stateless) or
// 2025-11-25 (initialize handshake).
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';

export type Revision = '2026-07-28' | '2025-11-25';

export async function mcpClient(address: string, token: string, revision: Revision): Promise<Client> {
  const client = new Client(
    { name: 'partner-api-test', version: '1.0.0' },
    revision === '2026-07-28' ? { versionNegotiation: { mode: { pin: '2026-07-28' } } } : {},
  );
  const transport = new StreamableHTTPClientTransport(new URL(`${address}/v1/mcp`), {
    requestInit: { headers: { authorization: `Bearer ${token}` } },
  });
  await client.connect(transport);
  return client;
}

/** The structured content of a tool result. */
export function structured(result: unknown): Record<string, unknown> {
  return (result as { structuredContent: Record<string, unknown> }).structuredContent;
}
