// The embedded database is one process's: PGlite cannot be opened by two
// processes at once. The server records itself beside the data directory so
// the CLI can send its commands to the running service instead of opening
// the database (src/app/cli/forward.ts), or refuse with a useful message. The
// file holds a per-start secret: it is written with mode 0600 (readable only
// by the user the service runs as), atomically, and removed at shutdown.
import { chmodSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface EmbeddedOwner {
  pid: number;
  /** The admin listener's base URL; null when this process has no admin role. */
  adminUrl: string | null;
  /** Where the CLI sends commands (POST {url}) with `Authorization: Bearer {secret}`; absent without the admin role. */
  cli?: { url: string; secret: string } | null;
}

export function lockPath(dataDir: string): string {
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
  const temporary = `${path}.${process.pid}.tmp`;
  rmSync(temporary, { force: true });
  writeFileSync(temporary, JSON.stringify(owner), { mode: 0o600, flag: 'wx' });
  chmodSync(temporary, 0o600);
  renameSync(temporary, path);
  // Removed only while it is still this process's: a later owner's record (its data directory made anew) stays.
  return () => {
    try {
      if ((JSON.parse(readFileSync(path, 'utf8')) as EmbeddedOwner).pid !== process.pid) return;
    } catch {
      return;
    }
    rmSync(path, { force: true });
  };
}
