import type { Command } from 'commander';
import { pemBlocks } from '../../../identity/mtls/pem-blocks.ts';
import { renderCertificate } from '../../../identity/mtls/render.ts';
import { NewCertificateBody } from '../../../identity/mtls/admin/schemas.ts';
import {
  enableCommands,
  CliError,
  heldTo,
  type GlobalOptions,
  positiveInt,
  readInput,
  run,
  runner,
  table,
  listCommand,
  actingAs,
} from '../../runtime.ts';

/** Client certificates of mTLS partners (the partner keeps the private key; staff register the PEM). */
export function certificateCommands(program: Command, globals: () => GlobalOptions): void {
  const { actor } = actingAs(globals);
  const exec = runner(globals);
  const certificates = program.command('certificates').description('Client certificates of mutual-TLS partners');
  const columns = ['certificateId', 'status', 'serialNumber', 'notAfter', 'subjectDn', 'label'];
  // A subject DN has one attribute a line; the renderers see it escaped for the terminal (`\n`): one line, comma-separated.
  const oneLine = <C extends { subjectDn: string }>(c: C): C => ({ ...c, subjectDn: c.subjectDn.replace(/\\n/g, ', ') });
  const show = (c: ReturnType<typeof renderCertificate>) => table([oneLine(c)], columns);
  const id = positiveInt('certificateId');

  listCommand(
    certificates,
    exec,
    'partner',
    "List a partner's certificates",
    async (p, partnerId) => (await p.admin.certificates.list(partnerId)).map(renderCertificate),
    (rows) => table(rows.map(oneLine), columns),
  );

  certificates
    .command('register')
    .requiredOption('--partner <partnerId>', 'partner id', positiveInt('--partner'))
    .requiredOption('--pem <file>', 'PEM file: the certificate, optionally followed by its chain')
    .option('--label <label>')
    .description('Register a certificate for an mTLS partner (refused when expired, weak or with a chain longer than 4)')
    .action((o: { partner: number; pem: string; label?: string }) => {
      const g = globals();
      return run(
        g,
        async (p, pem) => {
          const body = heldTo(NewCertificateBody, { pem, ...(o.label !== undefined && { label: o.label }) });
          return renderCertificate(await p.admin.certificates.register(o.partner, body.pem, body.label ?? null, actor()));
        },
        show,
        // Before the database opens: a file that cannot be read, or that holds no certificate (or too many), answers at once.
        () => {
          let pem: string;
          try {
            pem = readInput(g.io, o.pem).toString('utf8');
          } catch (error) {
            throw new CliError(`Cannot read ${o.pem}: ${(error as Error).message}`);
          }
          pemBlocks(pem);
          return pem;
        },
      );
    });

  enableCommands(
    certificates,
    '<certificateId>',
    (enable) => `${enable ? 'Enable' : 'Disable'} a certificate (the truststore follows within seconds)`,
    (certificateId, enabled) =>
      exec(async (p) => renderCertificate(await p.admin.certificates.setEnabled(id(certificateId), enabled, actor())), show),
  );

  certificates
    .command('revoke <certificateId>')
    .description('Revoke a certificate for good')
    .action((certificateId: string) =>
      exec(async (p) => renderCertificate(await p.admin.certificates.revoke(id(certificateId), actor())), show),
    );
}
