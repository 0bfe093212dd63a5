import { API } from '@caixue/contract';
import { TemplateListQuerySchema, TemplateMessageSchema, TemplateRoomSchema, TemplateRoomsQuerySchema } from '@caixue/contract/schemas/applets';
import { EnvelopeSchema, TableEnvelopeSchema } from '@caixue/contract/schemas/common';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/client';
import { callerId, memberId } from '../../http/auth';
import { ok, table } from '../../http/envelope';
import type { ChatPictures } from './chat-pictures';
import { TemplateService } from './template-service';

const tags = ['live'];
const TemplateTable = TableEnvelopeSchema(TemplateMessageSchema);

/**
 * The applet's template messages (issue 17, chosen paths). The list of every room needs a token
 * (its page is not public); the authorized list and the rooms are public (SPEC §2 lists
 * /pages/applets/template/authorized): a visitor gets teasers only.
 */
export const templateRoutes: FastifyPluginAsyncTypebox<{ db: Db; now: () => number; pictures: ChatPictures }> = async (app, { db, now, pictures }) => {
  const templates = new TemplateService({ db, now, pictures });

  app.get(
    API.applets.templates,
    {
      schema: {
        tags,
        summary: '模板消息（操作提示、研报解读、个股点评），按直播间和类型；未开通的只有摘要（locked，无正文）',
        querystring: TemplateListQuerySchema,
        response: { 200: TemplateTable },
      },
    },
    async (request) => table(await templates.list('all', memberId(request), request.query)),
  );

  app.get(
    API.applets.templatesAuthorized,
    {
      schema: {
        tags,
        summary: '调用者可查看的模板消息；访客只得到免费直播间的摘要（需登录）',
        querystring: TemplateListQuerySchema,
        response: { 200: TemplateTable },
      },
    },
    async (request) => table(await templates.list('authorized', callerId(request), request.query)),
  );

  app.get(
    API.applets.templateRooms,
    {
      schema: {
        tags,
        summary: '有模板消息的图文直播间及条数（authorized=1 只列调用者可查看的）',
        querystring: TemplateRoomsQuerySchema,
        response: { 200: EnvelopeSchema(Type.Array(TemplateRoomSchema)) },
      },
    },
    async (request) => ok(await templates.roomList(request.query.authorized === 1 ? 'authorized' : 'all', callerId(request))),
  );
};
