// The shape of a JSON body, measured on the text itself before it is parsed:
// how deeply it nests, how many arrays, objects and values it holds, how many
// members one object has. A body beyond any of these limits is refused before
// JSON.parse, so no recursive walk (the unstorable-text check, Ajv, the MCP
// SDK, JSON.stringify in the audit log) ever meets a document deeper than the
// limit, and no body costs the event loop more than a few milliseconds
// (JSON.parse spends ~100 ns per array or object and far more per member of
// a huge object: bench/body-cost.ts, docs/decisions.md). One pass over the
// characters, no allocation: under a millisecond for a 256 KB body.

/**
 * Levels of arrays and objects a request body may nest. The API's deepest
 * documents (an order with lines, addresses and options; an MCP tools/call
 * around one) nest fewer than ten; 64 leaves room for any client's `_meta`
 * and stays far below what recursion can bear.
 */
export const MAX_JSON_DEPTH = 64;
/** Arrays and objects in one body: the largest real document (an order of 100 lines) has about 300. */
export const MAX_JSON_CONTAINERS = 10_000;
/** Members of one object: the largest map the API takes (template variables) has 50. */
export const MAX_JSON_MEMBERS = 256;
/**
 * Members of all objects of one body: a maximal order (100 lines of 50
 * template variables each) has about 5,600. Distinct member names are what
 * JSON.parse pays most for (a new hidden class each), so the total is capped
 * as well as each object's.
 */
export const MAX_JSON_MEMBERS_TOTAL = 8_000;
/**
 * Values in one body (counted by their separating commas): a maximal order
 * has about 6,000; the back office's longest list, 1,000 ids.
 */
export const MAX_JSON_VALUES = 12_000;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACKET = 0x5d;
const CLOSE_BRACE = 0x7d;
const COLON = 0x3a;
const COMMA = 0x2c;

// Members counted per open object, one slot per level (the depth is bounded).
const members = new Int32Array(MAX_JSON_DEPTH + 2);

/**
 * Why `text` is refused before parsing (a sentence for the problem's
 * detail), or null. Brackets inside strings are text; the text need not be
 * valid JSON (the parser judges that afterwards).
 */
export function jsonShapeRefusal(text: string): string | null {
  let depth = 0;
  let containers = 0;
  let commas = 0;
  let allMembers = 0;
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
      if (++depth > MAX_JSON_DEPTH) return `The request body nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep.`;
      if (++containers > MAX_JSON_CONTAINERS) return `The request body holds more than ${MAX_JSON_CONTAINERS} arrays and objects.`;
      members[depth] = 0;
    } else if (c === CLOSE_BRACKET || c === CLOSE_BRACE) {
      if (depth > 0) depth--;
    } else if (c === COMMA) {
      if (++commas >= MAX_JSON_VALUES) return `The request body holds more than ${MAX_JSON_VALUES} values.`;
    } else if (c === COLON && depth > 0) {
      // Outside strings a colon only separates an object's member name from its value.
      if (++members[depth]! > MAX_JSON_MEMBERS) return `An object in the request body has more than ${MAX_JSON_MEMBERS} members.`;
      if (++allMembers > MAX_JSON_MEMBERS_TOTAL)
        return `The objects of the request body have more than ${MAX_JSON_MEMBERS_TOTAL} members in all.`;
    }
  }
  return null;
}
