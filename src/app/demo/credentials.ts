// The embedded demo world's credentials, kept inside the data directory so
// `npm start` can print them on every start (the secret itself is only
// stored hashed in the database). Only for the local embedded database.
// Inside, not beside: data directories sharing a parent folder must not
// read and overwrite one another's file.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isPostgresUrl } from '../../db/url.ts';
import type { DemoWorld } from './world.ts';

export function credentialsPath(databaseUrl: string): string | null {
  if (isPostgresUrl(databaseUrl) || databaseUrl.startsWith('memory://')) return null;
  return join(databaseUrl, 'demo-credentials.json');
}

export function saveDemoCredentials(databaseUrl: string, world: DemoWorld): void {
  const path = credentialsPath(databaseUrl);
  if (!path) return;
  mkdirSync(databaseUrl, { recursive: true });
  writeFileSync(path, JSON.stringify(world, null, 2), { mode: 0o600 });
}

export function loadDemoCredentials(databaseUrl: string): DemoWorld | null {
  const path = credentialsPath(databaseUrl);
  if (!path || !existsSync(path)) return null;
  return JSON.parse(readFileSync(path, 'utf8')) as DemoWorld;
}
