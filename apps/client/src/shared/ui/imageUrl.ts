import { ENV } from '@/shared/platform/env';

/**
 * Where an image from the API lives. Full addresses and bundled assets pass through; a path such as
 * '/uploads/a.png' is on the API origin (the page's own origin on H5, the server in the
 * mini-program); a bare file name is under the environment's picture host.
 */
export function imageUrl(src: string | null | undefined): string {
  if (!src) return '';
  if (/^(https?:|data:|blob:|wxfile:)/i.test(src)) return src;
  if (src.startsWith('//')) return `https:${src}`;
  if (src.startsWith('/')) return `${ENV.apiBase}${src}`;
  return `${ENV.picHost}${src}`;
}
