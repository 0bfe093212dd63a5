import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/client';

export interface MediaRoutesOptions {
  db: Db;
  uploadsDir: string;
  now: () => number;
}

/** Chat image upload and server-rendered screenshots. (Being built: issue 3.) */
export const mediaRoutes: FastifyPluginAsyncTypebox<MediaRoutesOptions> = async () => {};
