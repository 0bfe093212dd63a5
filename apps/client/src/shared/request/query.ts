/**
 * Query strings for API calls (SPEC §5): empty, null and undefined values are left out and nested
 * objects flatten to key[sub] (RuoYi's tansParams, one level deeper per level of nesting).
 */
export type QueryParams = Record<string, unknown>;

function isOmitted(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function collectPairs(prefix: string, value: unknown, pairs: [string, string][]): void {
  if (isOmitted(value)) return;
  if (typeof value === 'object' && !(value instanceof Date)) {
    for (const [key, sub] of Object.entries(value as Record<string, unknown>)) collectPairs(`${prefix}[${key}]`, sub, pairs);
    return;
  }
  pairs.push([prefix, value instanceof Date ? value.toISOString() : String(value)]);
}

/** 'a=1&b%5Bc%5D=2' for {a: 1, b: {c: 2}, d: ''}; '' when nothing is left. */
export function toQueryString(params: QueryParams | undefined): string {
  if (!params) return '';
  const pairs: [string, string][] = [];
  for (const [key, value] of Object.entries(params)) collectPairs(key, value, pairs);
  return pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');
}

export function appendQuery(url: string, params: QueryParams | undefined): string {
  const query = toQueryString(params);
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}
