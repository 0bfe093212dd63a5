/** The text with every non-ASCII character written as a \u escape (see ascii-only.mjs). */
export function asciiOnly(text: string): string;
