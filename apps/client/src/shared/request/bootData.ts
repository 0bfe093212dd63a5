/**
 * Answers the server wrote into the H5 page for its first screen (issue 18): the home page's menu,
 * banners, popup advert and tab info, the footer tabs, … exactly the envelopes those GET calls
 * answer, the same for every caller (apps/server/src/http/boot-data.ts). The first call of each URL
 * takes its answer instead of a round trip; any later call (a reload, a retry) fetches. Answers are
 * only taken in the first seconds after the page loaded, never from an old tab. H5 only: the
 * mini-program has no such page, and the check below drops this code from its build.
 */
export const BOOT_DATA_ID = 'cx-boot-data';
/** After this long since the page loaded the answers are no longer used. */
export const BOOT_DATA_MAX_AGE_MS = 30_000;

let answers: Map<string, unknown> | undefined;

/** The path and its query with the parameters sorted: the key both sides use. */
export function bootDataKey(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const params = new URLSearchParams(url.slice(mark + 1));
  params.sort();
  const query = params.toString();
  return query ? `${url.slice(0, mark)}?${query}` : url.slice(0, mark);
}

function read(doc: Document): Map<string, unknown> {
  const found = new Map<string, unknown>();
  const node = doc.getElementById(BOOT_DATA_ID);
  if (!node) return found;
  node.remove();
  try {
    const parsed = JSON.parse(node.textContent ?? '') as { answers?: Record<string, unknown> };
    for (const [url, answer] of Object.entries(parsed.answers ?? {})) found.set(bootDataKey(url), answer);
  } catch {
    // Unreadable: every call fetches as usual.
  }
  return found;
}

/**
 * The server's answer for a GET of `url` (path and query, without the API origin), taken once; undefined
 * when there is none (the caller fetches).
 */
export function takeBootAnswer(url: string, now: number = typeof performance === 'undefined' ? Infinity : performance.now()): unknown {
  if (process.env.TARO_ENV !== 'h5' || typeof document === 'undefined') return undefined;
  answers ??= read(document);
  if (answers.size === 0) return undefined;
  if (now > BOOT_DATA_MAX_AGE_MS) {
    answers.clear();
    return undefined;
  }
  const key = bootDataKey(url);
  const answer = answers.get(key);
  answers.delete(key);
  return answer;
}

/** Tests: read the page again. */
export function resetBootData(): void {
  answers = undefined;
}
