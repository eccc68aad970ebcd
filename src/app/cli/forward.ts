// The CLI beside a running service. PGlite's data directory is one
// process's: while `npm start` holds it, the CLI does not open it but sends
// its command line to the service (POST /admin/cli, src/app/cli/service-route.ts)
// with the per-start secret the service wrote beside the data directory, and
// prints the answer. Files the command names are read here, on the CLI's
// side. This module loads nothing of the platform: forwarding starts fast.
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { loadConfig } from '../config.ts';
import { embeddedOwner, type EmbeddedOwner } from '../../db/embedded/lock.ts';
import { isPostgresUrl } from '../../db/url.ts';
import { terminalLines, terminalText } from '../../cli/terminal.ts';

/** Options whose value is a file on the caller's disk (test/cli/forward.test.ts checks every such option is listed). */
export const FILE_OPTIONS = ['--pem', '--file'];

/** The running service holding the embedded database the CLI would open, if it takes commands. */
export function runningService(env: Record<string, string | undefined>): { url: string; owner: EmbeddedOwner } | null {
  let url: string;
  try {
    url = loadConfig({ ...env, LOG_LEVEL: 'silent' }).databaseUrl;
  } catch {
    return null; // the command reports the configuration error itself
  }
  if (isPostgresUrl(url) || url.startsWith('memory://')) return null;
  const owner = embeddedOwner(url);
  return owner?.cli ? { url, owner } : null;
}

interface SentFile {
  path: string;
  contentBase64?: string;
  error?: string;
}

/** The files the command line names, read here (an unreadable one travels as its error, reported as a local run would). */
export function filesOf(args: string[]): SentFile[] {
  const paths = new Set<string>();
  args.forEach((arg, i) => {
    for (const option of FILE_OPTIONS) {
      if (arg === option && i + 1 < args.length) paths.add(args[i + 1]!);
      else if (arg.startsWith(`${option}=`)) paths.add(arg.slice(option.length + 1));
    }
  });
  return [...paths].map((path) => {
    try {
      return { path, contentBase64: readFileSync(path).toString('base64') };
    } catch (error) {
      return { path, error: (error as Error).message };
    }
  });
}

export interface Output {
  out(text: string): void;
  err(text: string): void;
}

/**
 * The team member's personal API token the command line (`--token <t>`,
 * `--token=<t>`) or PARTNER_API_STAFF_TOKEN names, and the command line
 * without it (the token never travels in the forwarded arguments).
 */
export function staffToken(args: string[], env: Record<string, string | undefined>): { token: string | null; args: string[] } {
  let token: string | null = env.PARTNER_API_STAFF_TOKEN || null;
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--') {
      rest.push(...args.slice(i));
      break;
    }
    if (arg === '--token' && i + 1 < args.length) token = args[++i]!;
    else if (arg.startsWith('--token=')) token = arg.slice('--token='.length);
    else rest.push(arg);
  }
  return { token, args: rest };
}

/** A service reached by its admin URL (PARTNER_API_ADMIN_URL): any engine, any machine, always with a team member's token. */
export function remoteService(env: Record<string, string | undefined>): string | null {
  const url = env.PARTNER_API_ADMIN_URL?.replace(/\/+$/, '');
  return url ? url : null;
}

/**
 * Sends the command line to the service; answers the exit code after
 * printing what the command printed. With a team member's `token` the command
 * runs as that member, held to their role; without one, beside the service,
 * with the per-start secret (whoever can read it can read the database:
 * an administrator).
 */
export async function forward(
  service: { url: string; owner: EmbeddedOwner },
  args: string[],
  output: Output,
  token: string | null = null,
): Promise<number> {
  const { cli, pid } = service.owner;
  const body = JSON.stringify({
    args,
    files: filesOf(args),
    helpWidth: {
      out: process.stdout.isTTY ? process.stdout.columns : undefined,
      err: process.stderr.isTTY ? process.stderr.columns : undefined,
    },
  });
  const refused = (why: string) => {
    // pid 0: a service named by PARTNER_API_ADMIN_URL, not the owner of an embedded database.
    const who =
      pid === 0
        ? `the service at ${service.url}`
        : `the embedded database ${service.url} is held by the running service (pid ${pid}), which`;
    output.err(`error: ${who} ${terminalText(why)}\n`);
    return 1;
  };
  let answer: { status: number; text: string };
  try {
    answer = await post(cli!.url, token ?? cli!.secret, body);
  } catch (error) {
    return refused(`did not answer at ${cli!.url}: ${(error as Error).message}`);
  }
  if (answer.status !== 200) return refused(`refused the command at ${cli!.url} (HTTP ${answer.status}): ${answer.text.slice(0, 500)}`);
  const result = JSON.parse(answer.text) as { exitCode: number; stdout: string; stderr: string };
  // The service escaped what it printed (src/cli/terminal.ts); a service of another version, or not the platform at
  // all behind PARTNER_API_ADMIN_URL, may not have: what reaches the terminal is held to the same rule here.
  if (result.stdout) output.out(terminalLines(result.stdout));
  if (result.stderr) output.err(terminalLines(result.stderr));
  return result.exitCode;
}

function post(url: string, secret: string, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${secret}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
