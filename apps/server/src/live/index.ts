import websocket from '@fastify/websocket';
import { CODE, LIVE_CLOSE, LIVE_SOCKET_PATH, TEXT } from '@caixue/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { failure } from '../http/envelope';
import type { LiveChat } from '../modules/live/chat';
import { MessageLog } from '../modules/live/log';
import { MemoryBus, RedisBus, type LiveBus } from './bus';
import { Hub } from './hub';
import type { MemberSockets } from './members';
import type { QuoteFeed } from './quotes';
import { LiveSockets } from './socket';

export interface LiveHubDeps {
  config: Config;
  db: Db;
  logger: FastifyBaseLogger;
  /** Prefix of the Redis channel and presence keys (tests give each server group its own). */
  redisKeyPrefix?: string;
}

/**
 * The hub (DESIGN "Real time"): per-room batching and ordering, and the bus between instances (Redis
 * pub/sub when REDIS_URL is set). app.ts hands it to modules/live as their LivePublisher.
 */
export async function createLiveHub(deps: LiveHubDeps): Promise<Hub> {
  const { config, db, logger } = deps;
  const bus: LiveBus = config.redisUrl ? await RedisBus.connect(config.redisUrl, deps.redisKeyPrefix ?? 'caixue:', logger) : new MemoryBus();
  return new Hub(new MessageLog(db), bus, logger);
}

export interface LiveSocketDeps {
  db: Db;
  hub: Hub;
  /** The message rules (modules/live), built with this hub as its publisher. */
  chat: LiveChat;
  logger: FastifyBaseLogger;
  now: () => number;
  /** Live sockets one client address may hold at once. */
  socketsPerAddress: number;
  /** Sockets by member, for personal events (price alerts). */
  members?: MemberSockets;
  /** Live quotes over the same sockets (issue 15). */
  quotes?: QuoteFeed;
}

/** Frames above this are refused by `ws` (close 1009): a chat message is at most a few KB. */
const MAX_FRAME_BYTES = 64 * 1024;

/** The WebSocket at /ws/live/:liveId; closing the app closes the sockets, then the hub. */
export async function registerLiveSocket(app: FastifyInstance, deps: LiveSocketDeps): Promise<void> {
  const { db, hub, chat, logger, now, socketsPerAddress, members, quotes } = deps;
  const sockets = new LiveSockets({ db, hub, chat, logger, now, socketsPerAddress, members, quotes });
  // Logout, password change and cancellation on any instance end the member's cached socket sessions.
  hub.onRevocation((memberId) => sockets.forget(memberId));

  await app.register(async (scope) => {
    await scope.register(websocket, {
      options: { maxPayload: MAX_FRAME_BYTES },
      // A protocol error (oversized frame, bad opcode, invalid UTF-8: ws codes WS_ERR_*) is the
      // client's doing: warn, not error. Either way the socket is dropped, like the plugin's default.
      errorHandler(error, socket, request) {
        const code = (error as { code?: unknown }).code;
        if (typeof code === 'string' && code.startsWith('WS_ERR_')) {
          request.log.warn({ err: { code, message: error.message } }, 'live socket frame refused');
        } else {
          request.log.error({ err: error }, 'live socket error');
        }
        socket.terminate();
      },
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
        // Not a number: no such room (-1); exactly 0 is the market socket (MARKET_SOCKET_ID).
        const liveId = /^\d{1,15}$/.test(request.params.liveId) ? Number(request.params.liveId) : -1;
        sockets.accept(socket, liveId, request.ip);
      },
    });
  });
  app.addHook('onClose', async () => {
    quotes?.close();
    sockets.close();
    await hub.close();
  });
}
