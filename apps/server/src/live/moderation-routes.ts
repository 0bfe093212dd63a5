import { API, CODE, LIVE_TEXT } from '@caixue/contract';
import { MessageEnvelopeSchema } from '@caixue/contract/schemas/common';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { liveMessages, liveRoomTeachers, teachers } from '../db/schema';
import { requireSession } from '../http/auth';
import { BizError } from '../errors';
import { failure, okMessage } from '../http/envelope';
import { loadLiveMessages } from '../modules/live/message-repo';
import type { LiveHub } from './types';

const StatusBodySchema = Type.Object({
  id: Type.Integer({ minimum: 1, description: '消息 id' }),
  status: Type.Union([Type.Literal(0), Type.Literal(1)], { description: '0 关闭（隐藏），1 打开' }),
});

/** True when the member is one of the room's teachers (teachers.memberId links the account). */
export async function isRoomTeacher(db: Db, liveId: number, memberId: number): Promise<boolean> {
  const rows = await db
    .select({ id: teachers.id })
    .from(liveRoomTeachers)
    .innerJoin(teachers, eq(teachers.id, liveRoomTeachers.teacherId))
    .where(and(eq(liveRoomTeachers.liveId, liveId), eq(teachers.memberId, memberId)))
    .limit(1);
  return rows.length > 0;
}

/** A teacher of the room closes (hides) or reopens a message; the room hears it as a close/open event. */
export const moderationRoutes: FastifyPluginAsyncTypebox<{ db: Db; hub: LiveHub }> = async (app, { db, hub }) => {
  app.post(
    API.live.status,
    {
      schema: {
        tags: ['live'],
        summary: '老师关闭或重新打开一条直播消息（推送 close / open 事件）',
        body: StatusBodySchema,
        response: { 200: MessageEnvelopeSchema },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const { id, status } = request.body;
      const [row] = await db
        .select({ liveId: liveMessages.liveId })
        .from(liveMessages)
        .where(eq(liveMessages.id, id))
        .limit(1);
      if (!row) return failure(CODE.notFound, LIVE_TEXT.messageNotFound);
      if (!(await isRoomTeacher(db, row.liveId, session.memberId))) throw new BizError(CODE.forbidden, LIVE_TEXT.notRoomTeacher);
      await db.update(liveMessages).set({ status }).where(eq(liveMessages.id, id));
      const [message] = await loadLiveMessages(db, [id]);
      if (message) {
        hub.publish(row.liveId, status === 0 ? { type: 'close', status: 0, data: message } : { type: 'open', status: 1, data: message });
      }
      return okMessage();
    },
  );
};
