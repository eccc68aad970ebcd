// How deeply a JSON text nests, measured on the text itself before it is
// parsed, so no recursive walk (the unstorable-text check, Ajv, the MCP SDK,
// JSON.stringify in the audit log) ever meets a document deeper than the
// limit. One pass over the characters, no allocation: about a millisecond
// for a 256 KB body (bench/body-cost.ts).

/**
 * Levels of arrays and objects a request body may nest. The API's deepest
 * documents (an order with lines, addresses and options; an MCP tools/call
 * around one) nest fewer than ten; 64 leaves room for any client's `_meta`
 * and stays far below what recursion can bear (docs/decisions.md).
 */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACKET = 0x5d;
const CLOSE_BRACE = 0x7d;

/**
 * True when `text` opens more than `limit` arrays or objects inside one
 * another. Brackets inside strings are text; the text need not be valid
 * JSON (the parser judges that afterwards).
 */
export function nestsDeeperThan(text: string, limit: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      // Skip the string: to the next quote not escaped by a backslash.
      for (i++; i < length; i++) {
        const s = text.charCodeAt(i);
        if (s === BACKSLASH) i++;
        else if (s === QUOTE) break;
      }
    } else if (c === OPEN_BRACKET || c === OPEN_BRACE) {
      if (++depth > limit) return true;
    } else if (c === CLOSE_BRACKET || c === CLOSE_BRACE) {
      depth--;
    }
  }
  return false;
}
