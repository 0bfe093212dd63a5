/** Shared links carry the sharing member's id as parentMemberId (SPEC §6). */

/**
 * `url` with parentMemberId=<memberId> in its query: other parameters and the #hash are kept, an
 * existing parentMemberId is replaced. Without a member id (not logged in) the url is unchanged.
 */
export function withParentMemberId(url: string, memberId: number | undefined | null): string {
  if (!memberId) return url;
  const hashAt = url.indexOf('#');
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const query = queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '';
  const kept = query.split('&').filter((part) => part !== '' && part.split('=')[0] !== 'parentMemberId');
  kept.push(`parentMemberId=${encodeURIComponent(String(memberId))}`);
  return `${path}?${kept.join('&')}${hash}`;
}
