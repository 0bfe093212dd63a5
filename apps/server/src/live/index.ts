import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { LiveHub } from './types';

export interface LiveSocketDeps {
  config: Config;
  db: Db;
  logger: FastifyBaseLogger;
  now: () => number;
}

/** WebSocket at /ws/live/:liveId plus the moderation route. (Being built: issue 3.) */
export async function registerLiveSocket(_app: FastifyInstance, _deps: LiveSocketDeps): Promise<LiveHub> {
  return { onlineCount: () => 0, publish: () => undefined };
}
