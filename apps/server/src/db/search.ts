import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * Text search helpers every content repo shares (news, courses, live messages): a keyword is
 * always matched literally, and stored rich text is searched by its readable text, not its markup.
 */

/** LIKE pattern for a literal keyword: %, _ and the escape character match only themselves. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `column ilike '%keyword%'`, the keyword literal (backslash is PostgreSQL's default LIKE escape). */
export function contains(column: SQLWrapper, keyword: string): SQL {
  return sql`${column} ilike ${likePattern(keyword)} escape '\\'`;
}

/**
 * The readable text of sanitized rich text: tags removed (replaced by `tagsAs`) and the entities
 * the sanitizer writes decoded, so a search for "div" does not match markup and "A&B" matches the
 * stored "A&amp;B".
 */
export function plainText(column: SQLWrapper, tagsAs: '' | ' '): SQL {
  return sql`replace(replace(replace(replace(replace(replace(regexp_replace(${column}, '<[^>]*>', ${sql.raw(`'${tagsAs}'`)}, 'g'), '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&')`;
}
