// The certificates a PEM bundle holds, found before any of them is parsed: a
// bundle with none, or with more than MAX_CHAIN, is refused whatever the
// certificates and the clock say. Light (no X.509 library): the CLI checks a
// --pem file with it before it opens the database (src/cli/commands/partners/certificates.ts).
import { certificateErrors } from '../errors.ts';

export const MAX_CHAIN = 4;
const PEM_BLOCK = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

/** The bundle's PEM blocks, leaf first; refused when there are none or more than MAX_CHAIN. */
export function pemBlocks(text: string): string[] {
  const blocks = text.match(PEM_BLOCK) ?? [];
  if (blocks.length === 0) throw certificateErrors.noPem();
  if (blocks.length > MAX_CHAIN) throw certificateErrors.chainTooLong(blocks.length, MAX_CHAIN);
  return blocks;
}
