// Markdown for the docs sites, with marked loaded on the first page asked
// for rather than at start: a service that nobody reads the docs of never
// loads it (docs/decisions.md, "Operations").
type Parse = (text: string) => string;

let parse: Parse | null = null;
let parseInline: Parse | null = null;

/** Loads marked once; every page handler awaits it before rendering. */
export async function loadMarkdown(): Promise<void> {
  if (parse) return;
  const { marked } = await import('marked');
  parse = (text) => marked.parse(text, { async: false }) as string;
  parseInline = (text) => marked.parseInline(text, { async: false }) as string;
}

/** Markdown to HTML (after loadMarkdown()). */
export function markdown(text: string): string {
  if (!parse) throw new Error('markdown(): loadMarkdown() was not awaited');
  return parse(text);
}

/** One line of markdown (a summary, a heading) to HTML without a paragraph around it (after loadMarkdown()). */
export function inlineMarkdown(text: string): string {
  if (!parseInline) throw new Error('inlineMarkdown(): loadMarkdown() was not awaited');
  return parseInline(text);
}
