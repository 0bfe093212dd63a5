import { PassThrough } from 'node:stream';
import { AI_RULES, AI_STREAM_CONTENT_TYPE, API, ndjsonLine, type AiStreamEvent } from '@caixue/contract';
import { AiChatBodySchema, AiConversationIdBodySchema, AiConversationParamsSchema, AiConversationSchema, AiInfoSchema, AiMessageSchema } from '@caixue/contract/schemas/ai';
import { EnvelopeSchema, MessageEnvelopeSchema, PageQuerySchema, TableEnvelopeSchema } from '@caixue/contract/schemas/common';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { memberId } from '../../http/auth';
import { ok, okMessage, table } from '../../http/envelope';
import type { AiService } from './service';

export interface AiRoutesOptions {
  ai: AiService;
}

const tags = ['ai'];

/** An idle stream gets a blank line after this long. */
const HEARTBEAT_MS = 15_000;

const CHAT_DESCRIPTION = [
  `AiChatBody（content 最多 ${AI_RULES.questionMax} 字；无 conversationId 时新建对话）。`,
  '未登录、今日次数用完、输入有误、助手未开通：application/json 错误信封 {code, msg}。',
  `否则 ${AI_STREAM_CONTENT_TYPE}：每行一个 AiStreamEvent（start、delta…、至多一个 replace，最后 done 或 error）。`,
  `整段回答 ${AI_RULES.timeoutMs / 1000} 秒内结束；客户端断开即停止生成（部分回答以 stopped 保存）。`,
].join('\n');

/**
 * The AI assistant (issue 16). Every route needs a token and answers the caller's own data. The chat
 * answer is a stream: a PassThrough Fastify pipes to the socket (its hooks, headers and request id
 * still apply; compression is off for it, gzip would hold the deltas back). The response's 'close'
 * before it finished means the member stopped or left: the answer is aborted upstream.
 */
export const aiRoutes: FastifyPluginAsyncTypebox<AiRoutesOptions> = async (app, { ai }) => {
  app.post(
    API.ai.chat,
    { compress: false, schema: { tags, summary: 'AI 助手：提问，流式回答（NDJSON）', description: CHAT_DESCRIPTION, body: AiChatBodySchema } },
    async (request, reply) => {
      const chat = await ai.start(memberId(request), request.body);
      const stop = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) stop.abort(new Error('client closed'));
      });
      const out = new PassThrough();
      let lastWrite = Date.now();
      const write = (text: string) => {
        if (out.destroyed || out.writableEnded) return;
        out.write(text);
        lastWrite = Date.now();
      };
      const emit = (event: AiStreamEvent) => write(ndjsonLine(event));
      // While the model loads or thinks, an empty line now and then (readers skip blank lines) keeps
      // proxies with a read timeout (nginx: 60 s) from cutting the stream.
      const heartbeat = setInterval(() => {
        if (Date.now() - lastWrite >= HEARTBEAT_MS) write('\n');
      }, HEARTBEAT_MS / 3);
      void ai.run(chat, stop.signal, emit).finally(() => {
        clearInterval(heartbeat);
        out.end();
      });
      reply
        .header('content-type', AI_STREAM_CONTENT_TYPE)
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no');
      return reply.send(out);
    },
  );

  app.get(
    API.ai.info,
    { schema: { tags, summary: 'AI 助手：是否可用、今日剩余次数、推荐问题、风险提示', response: { 200: EnvelopeSchema(AiInfoSchema) } } },
    async (request) => ok(await ai.info(memberId(request))),
  );

  app.get(
    API.ai.conversations,
    { schema: { tags, summary: 'AI 助手：我的历史对话，新的在前，分页', querystring: PageQuerySchema, response: { 200: TableEnvelopeSchema(AiConversationSchema) } } },
    async (request) => table(await ai.conversations(memberId(request), request.query)),
  );

  app.get(
    API.ai.messages(':id'),
    {
      schema: {
        tags,
        summary: 'AI 助手：一段对话的消息，旧的在前（他人的对话 404）',
        params: AiConversationParamsSchema,
        response: { 200: EnvelopeSchema(Type.Array(AiMessageSchema)) },
      },
    },
    async (request) => ok(await ai.messages(memberId(request), request.params.id)),
  );

  app.post(
    API.ai.deleteConversation,
    { schema: { tags, summary: 'AI 助手：删除一段对话（审计记录保留）', body: AiConversationIdBodySchema, response: { 200: MessageEnvelopeSchema } } },
    async (request) => {
      await ai.delete(memberId(request), request.body.id);
      return okMessage();
    },
  );
};
