// The recorded examples of both documents (docs/examples/*.json, written by
// `npm run openapi`). Missing files publish nothing.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RecordedExamples } from '../http/openapi/examples.ts';

/** The repository's docs/ folder, from src/docs-site/ and from dist/docs-site/ alike. */
export const DOCS_DIR = join(import.meta.dirname, '..', '..', 'docs');

/** Read at each app's build: `npm run openapi` writes the files and then builds the apps in one process. */
export function recordedExamples(document: 'partner' | 'admin'): RecordedExamples {
  const file = join(DOCS_DIR, 'examples', `${document}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RecordedExamples) : {};
}
