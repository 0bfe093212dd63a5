/**
 * A play, visit, like or follower count the way Chinese apps print it: 9876 -> '9876',
 * 12,345 -> '1.2万', 123,000,000 -> '1.2亿'. One decimal, cut (not rounded) so a count never
 * reads higher than it is; a trailing .0 is dropped; nothing, NaN or a negative reads '0'.
 */
export function formatCount(count: number | null | undefined): string {
  const value = Math.max(0, Math.floor(Number(count) || 0));
  const short = (x: number, unit: string) => `${(Math.floor(x * 10) / 10).toFixed(1).replace(/\.0$/, '')}${unit}`;
  if (value >= 1e8) return short(value / 1e8, '亿');
  if (value >= 1e4) return short(value / 1e4, '万');
  return String(value);
}

/** The play count of a video, playback or video section: 1.2万次播放. */
export function playCount(visits: number | null | undefined): string {
  return `${formatCount(visits)}次播放`;
}
