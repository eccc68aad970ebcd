// Clients registered for interactive sign-in (RFC 7591): list them, newest
// first, and delete one with its codes.
import type { Command } from 'commander';
import { renderPage } from '../../../http/cursor.ts';
import { PAGES } from '../../../http/operations/pages.ts';
import { renderSigninClient } from '../../../identity/signin/clients/service.ts';
import { actingAs, type GlobalOptions, positiveInt, runner, table } from '../../runtime.ts';

const COLUMNS = ['clientId', 'clientName', 'createdAt', 'lastUsedAt', 'redirectUris'];

export function signinClientsCommands(program: Command, globals: () => GlobalOptions): void {
  const { actor } = actingAs(globals);
  const exec = runner(globals);
  const clients = program.command('signin-clients').description('Clients registered for interactive sign-in (MCP, RFC 7591)');

  clients
    .command('list')
    .description('List registered sign-in clients, newest first')
    .option('--limit <n>', `clients (default ${PAGES.signinClients.default}, at most ${PAGES.signinClients.max})`, positiveInt('--limit'))
    .option('--cursor <cursor>', 'the next page, as the previous page printed it')
    .action((o: { limit?: number; cursor?: string }) =>
      exec(
        async (p) => renderPage('clients', await p.admin.signinClients.page(o), renderSigninClient),
        (page) => [table(page.clients, COLUMNS), ...(page.nextCursor ? [`next page: --cursor ${page.nextCursor}`] : [])].join('\n'),
      ),
    );
  clients
    .command('delete <clientId>')
    .description('Delete a registered sign-in client and its codes not yet exchanged (tokens it obtained run until they expire)')
    .action((clientId: string) =>
      exec(
        async (p) => {
          await p.admin.signinClients.delete(clientId, actor());
          return { deleted: clientId };
        },
        () => `sign-in client ${clientId} deleted`,
      ),
    );
}
