import websocket from '@fastify/websocket';
import { CODE, LIVE_CLOSE, LIVE_SOCKET_PATH, TEXT } from '@caixue/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { failure } from '../http/envelope';
import { MemoryBus, RedisBus, type LiveBus } from './bus';
import { Hub } from './hub';
import { moderationRoutes } from './moderation-routes';
import { RoomDirectory } from './rooms';
import { LiveSockets } from './socket';
import { RoomWriters } from './writer';
import type { LiveHub } from './types';

export interface LiveSocketDeps {
  config: Config;
  db: Db;
  logger: FastifyBaseLogger;
  now: () => number;
  /** Prefix of the Redis channel and presence keys (tests give each server group its own). */
  redisKeyPrefix?: string;
}

/** Frames above this are refused by `ws` (close 1009): a chat message is at most a few KB. */
const MAX_FRAME_BYTES = 64 * 1024;

/**
 * The live hub (DESIGN "Real time"): WebSocket at /ws/live/:liveId, the per-room batching and
 * ordering hub, the bus between instances (Redis pub/sub when REDIS_URL is set) and the moderation
 * route. Returns the hub the HTTP modules use to publish and to read online counts.
 */
export async function registerLiveSocket(app: FastifyInstance, deps: LiveSocketDeps): Promise<LiveHub> {
  const { config, db, logger, now } = deps;
  const bus: LiveBus = config.redisUrl ? await RedisBus.connect(config.redisUrl, deps.redisKeyPrefix ?? 'caixue:', logger) : new MemoryBus();
  const hub = new Hub(db, bus, logger);
  const rooms = new RoomDirectory(db);
  const writers = new RoomWriters(db, hub, logger);
  const sockets = new LiveSockets({ db, hub, rooms, writers, logger, now });

  await app.register(async (scope) => {
    await scope.register(websocket, {
      options: { maxPayload: MAX_FRAME_BYTES },
      // Replaces the plugin's default (close without a code): queued frames go out, then 1001.
      preClose(done) {
        sockets.close();
        hub.closeSockets();
        for (const client of this.websocketServer.clients) client.close(LIVE_CLOSE.shuttingDown, 'server shutting down');
        this.websocketServer.close();
        done();
      },
    });
    scope.route<{ Params: { liveId: string } }>({
      method: 'GET',
      url: `${LIVE_SOCKET_PATH}:liveId`,
      schema: { hide: true },
      // A plain GET (no upgrade) is answered like any unknown non-API path.
      handler: (_request, reply) => reply.status(404).send(failure(CODE.notFound, TEXT.notFound)),
      wsHandler: (socket, request) => {
        const liveId = /^\d{1,15}$/.test(request.params.liveId) ? Number(request.params.liveId) : 0;
        sockets.accept(socket, liveId);
      },
    });
  });
  await app.register(moderationRoutes, { db, hub });
  app.addHook('onClose', async () => {
    sockets.close();
    await hub.close();
  });
  return hub;
}
