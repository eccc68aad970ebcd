// What the CLI prints reaches a staff member's terminal, and much of it is
// text outsiders chose: an OAuth client's name from the open registration,
// storefront user names, partner order ids, ship-to fields. A terminal acts on
// control characters (ESC starts sequences that clear the screen, recolour,
// set the title or write the clipboard; CR and LF forge lines) and on bidi
// controls (they reorder what is read), so human-readable output shows each
// such character escaped instead: `\u001b`, `\r`, `\n`. JSON output stays
// exact JSON: JSON.stringify escapes C0 itself, and the rest of the class is
// written as `\uXXXX` escapes, which parse back to the same characters.
// This module loads nothing else: the forwarding CLI (src/app/cli/forward.ts) uses it too.

/**
 * Characters a terminal must not receive raw: every C0 control, DEL, every C1
 * control (U+0080-U+009F, which some terminals read as 8-bit CSI or OSC) and
 * the bidi embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069).
 */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
/** UNSAFE but LF: in text the CLI composed itself, LF is its own line break. */
const UNSAFE_BUT_LF = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
/** UNSAFE but C0: inside JSON text, which has C0 only as its own layout (JSON.stringify escapes it in strings). */
const UNSAFE_IN_JSON = /[\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

const SHORT: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
const escape = (c: string): string => SHORT[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
const unicodeEscape = (c: string): string => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** One value as a terminal may show it: every unsafe character escaped, LF included. */
export function terminalText(text: string): string {
  return text.replace(UNSAFE, escape);
}

/** Text the CLI composed (its own line breaks kept): every other unsafe character escaped. */
export function terminalLines(text: string): string {
  return text.replace(UNSAFE_BUT_LF, escape);
}

/**
 * A copy of a command's result with every string in it (keys too) escaped for
 * the terminal: what the human-readable renderers receive, so no renderer
 * can print a stored value raw, however it lays it out.
 */
export function terminalSafe<T>(value: T): T {
  if (typeof value === 'string') return terminalText(value) as T;
  if (Array.isArray(value)) return value.map(terminalSafe) as T;
  if (value !== null && typeof value === 'object') {
    const prototype = Object.getPrototypeOf(value);
    // Dates and other instances print through their own methods: only plain records are copied.
    if (prototype !== Object.prototype && prototype !== null) return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [terminalText(k), terminalSafe(v)])) as T;
  }
  return value;
}

/** `JSON.stringify`, with the terminal-unsafe characters it leaves raw written as `\uXXXX`: the same JSON value. */
export function jsonText(value: unknown, indent?: number): string {
  // String(): a result of undefined prints as it always did, `undefined`.
  return String(JSON.stringify(value, null, indent)).replace(UNSAFE_IN_JSON, unicodeEscape);
}
