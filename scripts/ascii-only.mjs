/**
 * The bundle with every non-ASCII character written as a \u escape. esbuild escapes them in strings but
 * leaves comments and regular expressions as they are, and one Chinese character anywhere makes Node read
 * the whole 7 MB file into a two-byte string: reading it took about 105 ms instead of 60-75, and V8 scans
 * and hashes twice the bytes (issue 18). A \u escape means the same character in a comment, a string, a
 * regular expression (a pair of them for a character beyond the BMP, with or without the u flag) and an
 * identifier; the bundle has no template literal whose raw text is read. Source-map columns after an
 * escape on the same line are a few characters off (127 lines, nearly all comments).
 */
export function asciiOnly(text) {
  return text.replace(/[\u0080-\uffff]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
