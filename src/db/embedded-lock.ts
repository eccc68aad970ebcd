// The embedded database is one process's: PGlite cannot be opened by two
// processes at once. The server records itself beside the data directory so
// the CLI can refuse, with a useful message, instead of corrupting it.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface EmbeddedOwner {
  pid: number;
  adminUrl: string;
}

function lockPath(dataDir: string): string {
  return `${resolve(dataDir)}.server.json`;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The live server holding this data directory, if any. */
export function embeddedOwner(dataDir: string): EmbeddedOwner | null {
  const path = lockPath(dataDir);
  if (!existsSync(path)) return null;
  try {
    const owner = JSON.parse(readFileSync(path, 'utf8')) as EmbeddedOwner;
    return owner.pid !== process.pid && alive(owner.pid) ? owner : null;
  } catch {
    return null;
  }
}

export function claimEmbedded(dataDir: string, owner: EmbeddedOwner): () => void {
  const path = lockPath(dataDir);
  writeFileSync(path, JSON.stringify(owner), { mode: 0o600 });
  return () => rmSync(path, { force: true });
}
