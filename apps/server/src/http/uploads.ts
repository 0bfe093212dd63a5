import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API } from '@caixue/contract';

/**
 * Files under DATA_DIR/uploads (seeded pictures now, user uploads later). The CSP keeps an uploaded
 * SVG or HTML file from running script on our origin if someone opens it directly.
 */
export async function registerUploads(app: FastifyInstance, uploadsDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: `${API.files.uploads}/`,
    decorateReply: false,
    index: false,
    // Dotfiles and dot folders (.env, .git/, a/.hidden/b.png, also written %2e) answer 404 like a missing file.
    dotfiles: 'ignore',
    serveDotFiles: false,
    allowedPath: (pathname) => !pathname.endsWith('/'), // never list directories
    cacheControl: false,
    setHeaders: (reply) =>
      reply.headers({
        'cache-control': 'public, max-age=86400',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
      }),
  });
}
