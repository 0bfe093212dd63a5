import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/client';
import type { LiveHub } from '../../live/types';

export interface LiveRoutesOptions {
  db: Db;
  hub: LiveHub;
  now: () => number;
}

/** §7 "Live" HTTP endpoints of the text room. (Being built: issue 3.) */
export const liveRoutes: FastifyPluginAsyncTypebox<LiveRoutesOptions> = async () => {};
