// LIKE patterns built from text a person typed: the text matched as itself.

/** `text` matched literally inside a LIKE/ILIKE pattern (backslash is PostgreSQL's default LIKE escape). */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
