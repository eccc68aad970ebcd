// The recorded examples of both documents (docs/examples/*.json, written by
// `npm run openapi`), read once. Missing files publish nothing.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RecordedExamples } from '../../http/openapi/examples.ts';

/** The repository's docs/ folder, from src/app/docs/ and from dist/app/docs/ alike. */
export const DOCS_DIR = join(import.meta.dirname, '..', '..', '..', 'docs');

const cache = new Map<string, RecordedExamples>();

export function recordedExamples(document: 'partner' | 'admin'): RecordedExamples {
  let loaded = cache.get(document);
  if (!loaded) {
    const file = join(DOCS_DIR, 'examples', `${document}.json`);
    loaded = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RecordedExamples) : {};
    cache.set(document, loaded);
  }
  return loaded;
}
