import { API } from '@caixue/contract';
import { MessageEnvelopeSchema } from '@caixue/contract/schemas/common';
import { MessageStatusBodySchema } from '@caixue/contract/schemas/live';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/client';
import { requireSession } from '../../http/auth';
import { okMessage } from '../../http/envelope';
import { ModerationService } from './moderation';
import type { ChatPictures } from './chat-pictures';
import type { LivePublisher } from './publisher';

/** A teacher of the room closes (hides) or reopens a message; the room hears it as a close/open event. */
export const moderationRoutes: FastifyPluginAsyncTypebox<{ db: Db; publisher: LivePublisher; pictures: ChatPictures }> = async (app, { db, publisher, pictures }) => {
  const moderation = new ModerationService({ db, publisher, pictures });
  app.post(
    API.live.status,
    {
      schema: {
        tags: ['live'],
        summary: '老师关闭或重新打开一条直播消息（推送 close / open 事件）',
        body: MessageStatusBodySchema,
        response: { 200: MessageEnvelopeSchema },
      },
    },
    async (request) => {
      const session = requireSession(request);
      await moderation.setStatus(session.memberId, request.body.id, request.body.status);
      return okMessage();
    },
  );
};
