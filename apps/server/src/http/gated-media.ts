import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API } from '@caixue/contract';
import type { MediaUrls } from '../auth/media-urls';

export const MEDIA_LINK_EXPIRED = '播放链接已过期，请刷新页面';
export const MEDIA_LINK_INVALID = '无权访问该文件';

/**
 * Gated media (DATA_DIR/media) at /media/<path>?exp=…&sig=… (auth/media-urls.ts). The signature is
 * checked before the file is looked up, so without one a visitor learns nothing, not even whether a
 * file exists (HTTP 403 either way). With one, @fastify/static serves the file as under /uploads:
 * Range requests, content type by extension, no directory listing, no dotfiles, no path outside the
 * folder. `private`: a shared cache (CDN, proxy) never keeps a member's copy for others.
 */
export async function registerGatedMedia(app: FastifyInstance, mediaDir: string, mediaUrls: MediaUrls): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      const [rawPath] = request.url.split('?', 1);
      const query = request.query as Record<string, unknown>;
      const check = mediaUrls.check(rawPath, query.exp, query.sig);
      if (check === 'ok') return;
      return reply
        .code(403)
        .header('cache-control', 'no-store')
        .send({ code: 403, msg: check === 'expired' ? MEDIA_LINK_EXPIRED : MEDIA_LINK_INVALID });
    });
    await scope.register(fastifyStatic, {
      root: mediaDir,
      prefix: `${API.files.media}/`,
      decorateReply: false,
      index: false,
      dotfiles: 'ignore',
      serveDotFiles: false,
      allowedPath: (pathname) => !pathname.endsWith('/'),
      cacheControl: false,
      // Cached by the browser until the link expires, never by a shared cache.
      setHeaders: (reply) =>
        reply.headers({
          'cache-control': `private, max-age=${mediaUrls.secondsLeft((reply.request.query as { exp?: string }).exp)}`,
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'none'",
        }),
    });
  });
}
