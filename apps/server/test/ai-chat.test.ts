import { AI_RULES, AI_STREAM_CONTENT_TYPE, AI_TEXT, API, CODE, type AiConversation, type AiInfo, type AiMessage } from '@caixue/contract';
import { and, asc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { aiDailyUsage, aiMessages } from '../src/db/schema';
import { chinaDay } from '../src/modules/ai/service';
import { chat } from './support/ai';
import { freshMember } from './support/content';
import { describeServer, startTestServer, usesRedis, useTestServer } from './support/test-server';

/** The AI assistant with the development driver (issue 16): streams, conversations, limits, ownership. */
describeServer('AI assistant (development driver)', () => {
  const server = useTestServer({ env: { AI_DEV_DELAY_MS: '1' } });

  it('answers a visitor with the login envelope, not a stream', async () => {
    const { answer, events } = await chat(server(), undefined, { content: '什么是市盈率？' });
    expect(answer.body.code).toBe(CODE.unauthorized);
    expect(String(answer.headers['content-type'])).toContain('application/json');
    expect(events).toEqual([]);
    expect((await server().get(API.ai.info)).body.code).toBe(CODE.unauthorized);
  });

  it('tells a member it is on, how many questions are left, suggestions and the risk tip', async () => {
    const member = await freshMember(server(), '问答');
    const info = (await server().get(API.ai.info, { token: member.token })).body.data as AiInfo;
    expect(info).toMatchObject({ enabled: true, driver: 'dev', notice: '', dailyLimit: AI_RULES.dailyLimit, remaining: AI_RULES.dailyLimit });
    expect(info.suggestions.length).toBeGreaterThan(0);
    expect(info.riskTip).toContain('投资有风险');
  });

  it('streams an answer with links to matching courses and news, in several deltas, and keeps the conversation', async () => {
    const member = await freshMember(server(), '定投');
    const { answer, events, text } = await chat(server(), member.token, { content: '基金定投适合什么样的人？' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe(AI_STREAM_CONTENT_TYPE);
    expect(events[0]).toMatchObject({ type: 'start' });
    const deltas = events.filter((e) => e.type === 'delta');
    expect(deltas.length).toBeGreaterThan(3);
    expect(text).toMatch(/\[基金定投入门[^\]]*\]\(\/pages\/course\/list\/view\?id=\d+\)/);
    const done = events.at(-1)!;
    expect(done).toMatchObject({ type: 'done', state: 'done', label: AI_TEXT.label, remaining: AI_RULES.dailyLimit - 1 });
    expect(done.type === 'done' && done.riskTip).toContain('投资有风险');

    const start = events[0]!.type === 'start' ? events[0] : null;
    const list = await server().get(API.ai.conversations, { token: member.token });
    const rows = list.body.rows as AiConversation[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: start!.conversationId, title: '基金定投适合什么样的人？' });
    expect(rows[0]!.preview.length).toBeGreaterThan(0);

    const messages = (await server().get(API.ai.messages(start!.conversationId), { token: member.token })).body.data as AiMessage[];
    expect(messages.map((m) => [m.role, m.state])).toEqual([['user', 'done'], ['assistant', 'done']]);
    expect(messages[1]).toMatchObject({ id: start!.answerId, content: text });
    expect(messages[1]!.riskTip).toContain('投资有风险');
    expect(messages[0]!.riskTip).toBeNull();
  });

  it('continues a conversation: the answer is added to it', async () => {
    const member = await freshMember(server(), '续问');
    const first = await chat(server(), member.token, { content: '股票投资入门' });
    const start = first.events[0]!;
    if (start.type !== 'start') throw new Error('no start');
    const second = await chat(server(), member.token, { content: '讲讲K线', conversationId: start.conversationId });
    expect(second.events[0]).toMatchObject({ type: 'start', conversationId: start.conversationId });
    expect(second.events.at(-1)).toMatchObject({ type: 'done', remaining: AI_RULES.dailyLimit - 2 });
    const messages = (await server().get(API.ai.messages(start.conversationId), { token: member.token })).body.data as AiMessage[];
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(messages[2]!.content).toBe('讲讲K线');
    const rows = (await server().get(API.ai.conversations, { token: member.token })).body.rows as AiConversation[];
    expect(rows).toHaveLength(1);
  });

  it('重新生成 asks the last question again without storing it twice: the history shows it once, with the new answer', async () => {
    const member = await freshMember(server(), '重新生成');
    const first = await chat(server(), member.token, { content: '什么是市盈率？' });
    const start = first.events[0]!;
    if (start.type !== 'start') throw new Error('no start');
    const again = await chat(server(), member.token, { content: '什么是市盈率？', conversationId: start.conversationId, retryOf: start.answerId });
    const restart = again.events[0]!;
    expect(restart).toMatchObject({ type: 'start', conversationId: start.conversationId, questionId: start.questionId });
    expect(again.events.at(-1)).toMatchObject({ type: 'done', remaining: AI_RULES.dailyLimit - 2 });
    const messages = (await server().get(API.ai.messages(start.conversationId), { token: member.token })).body.data as AiMessage[];
    expect(messages.map((m) => [m.role, m.content === '什么是市盈率？'])).toEqual([['user', true], ['assistant', false]]);
    expect(messages[1]!.id).toBe(restart.type === 'start' ? restart.answerId : 0);
    // Both answers stay stored for audit.
    const stored = await server().database.db.select().from(aiMessages).where(eq(aiMessages.conversationId, start.conversationId)).orderBy(asc(aiMessages.id));
    expect(stored.map((m) => m.role)).toEqual(['user', 'assistant', 'assistant']);
    // A follow-up question sees one question and one answer before it.
    await chat(server(), member.token, { content: '讲讲K线', conversationId: start.conversationId });
    const after = (await server().get(API.ai.messages(start.conversationId), { token: member.token })).body.data as AiMessage[];
    expect(after.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    // Only the last answer may be regenerated, and only in its own conversation.
    const stale = await chat(server(), member.token, { content: '什么是市盈率？', conversationId: start.conversationId, retryOf: messages[1]!.id });
    expect(stale.answer.body).toMatchObject({ code: CODE.badRequest, msg: AI_TEXT.retryInvalid });
    const lost = await chat(server(), member.token, { content: '什么是市盈率？', retryOf: messages[1]!.id });
    expect(lost.answer.body).toMatchObject({ code: CODE.badRequest, msg: AI_TEXT.retryInvalid });
  });

  it('never shows one member’s conversation to another, and deletes only the owner’s', async () => {
    const owner = await freshMember(server(), '本人');
    const other = await freshMember(server(), '他人');
    const { events } = await chat(server(), owner.token, { content: '量价关系' });
    const start = events[0]!;
    if (start.type !== 'start') throw new Error('no start');
    const id = start.conversationId;

    const peek = await server().get(API.ai.messages(id), { token: other.token });
    expect(peek.body).toMatchObject({ code: CODE.notFound, msg: AI_TEXT.conversationNotFound });
    expect(peek.body.data).toBeUndefined();
    const intrude = await chat(server(), other.token, { content: '继续', conversationId: id });
    expect(intrude.answer.body).toMatchObject({ code: CODE.notFound, msg: AI_TEXT.conversationNotFound });
    expect(intrude.events).toEqual([]);
    expect((await server().get(API.ai.conversations, { token: other.token })).body.rows).toEqual([]);
    expect((await server().post(API.ai.deleteConversation, { id }, { token: other.token })).body.code).toBe(CODE.notFound);

    expect((await server().post(API.ai.deleteConversation, { id }, { token: owner.token })).body.code).toBe(CODE.ok);
    expect((await server().get(API.ai.conversations, { token: owner.token })).body.rows).toEqual([]);
    expect((await server().get(API.ai.messages(id), { token: owner.token })).body.code).toBe(CODE.notFound);
    // Kept for audit.
    const kept = await server().database.db.select().from(aiMessages).where(eq(aiMessages.conversationId, id));
    expect(kept).toHaveLength(2);
  });

  it('refuses bad input before streaming', async () => {
    const member = await freshMember(server(), '输入');
    const blank = await chat(server(), member.token, { content: '   ' });
    expect(blank.answer.body).toMatchObject({ code: CODE.badRequest, msg: AI_TEXT.questionEmpty });
    const long = await chat(server(), member.token, { content: '长'.repeat(AI_RULES.questionMax + 1) });
    expect(long.answer.body.code).toBe(CODE.badRequest);
    expect(long.events).toEqual([]);
    const info = (await server().get(API.ai.info, { token: member.token })).body.data as AiInfo;
    expect(info.remaining).toBe(AI_RULES.dailyLimit);
  });

  it('holds the daily limit per China day, also for concurrent questions', async () => {
    const member = await freshMember(server(), '限额');
    const db = server().database.db;
    const day = chinaDay(server().clock.now());
    await db.insert(aiDailyUsage).values({ memberId: member.id!, day, used: AI_RULES.dailyLimit - 2 });

    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => chat(server(), member.token, { content: `并发问题 ${i} 市盈率` })));
    const streamed = answers.filter((a) => a.events.length > 0);
    const refused = answers.filter((a) => a.answer.body.code === CODE.tooMany);
    expect(streamed).toHaveLength(2);
    expect(refused).toHaveLength(4);
    expect(refused[0]!.answer.body.msg).toBe(AI_TEXT.dailyLimit);
    const [usage] = await db.select().from(aiDailyUsage).where(and(eq(aiDailyUsage.memberId, member.id!), eq(aiDailyUsage.day, day)));
    expect(usage!.used).toBe(AI_RULES.dailyLimit);
    expect((await server().get(API.ai.info, { token: member.token })).body.data).toMatchObject({ remaining: 0 });
    const questions = await db.select().from(aiMessages).where(and(eq(aiMessages.memberId, member.id!), eq(aiMessages.role, 'user')));
    expect(questions).toHaveLength(2);

    // The next China day (00:00 Asia/Shanghai) the member may ask again.
    const now = server().clock.now();
    const nextMidnight = Date.parse(`${day}T00:00:00+08:00`) + 24 * 3600_000;
    server().clock.advance(nextMidnight - now + 1000);
    const tomorrow = await chat(server(), member.token, { content: '市盈率' });
    expect(tomorrow.events.at(-1)).toMatchObject({ type: 'done', remaining: AI_RULES.dailyLimit - 1 });
  });
});

describeServer('AI assistant on two instances (PostgreSQL)', () => {
  const server = useTestServer({ env: { AI_DEV_DELAY_MS: '1' } });

  it('holds the daily limit across instances sharing one database', async ({ skip }) => {
    if (!usesRedis) skip();
    const second = await startTestServer({ env: { AI_DEV_DELAY_MS: '1' }, sameDatabaseAs: server() });
    try {
      const member = await freshMember(server(), '双实例');
      const day = chinaDay(server().clock.now());
      await server().database.db.insert(aiDailyUsage).values({ memberId: member.id!, day, used: AI_RULES.dailyLimit - 3 });
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => chat(i % 2 === 0 ? server() : second, member.token, { content: `第 ${i} 个问题：市盈率` })),
      );
      expect(answers.filter((a) => a.events.at(-1)?.type === 'done')).toHaveLength(3);
      expect(answers.filter((a) => a.answer.body.code === CODE.tooMany)).toHaveLength(7);
    } finally {
      await second.close();
    }
  });
});

describeServer('AI assistant switched off (AI_DRIVER=off)', () => {
  it('says so in info and refuses questions with an envelope', async () => {
    const server = await startTestServer({ env: { AI_DRIVER: 'off' } });
    try {
      const member = await freshMember(server, '关闭');
      const info = (await server.get(API.ai.info, { token: member.token })).body.data as AiInfo;
      expect(info).toMatchObject({ enabled: false, driver: 'off', notice: AI_TEXT.disabled });
      const { answer, events } = await chat(server, member.token, { content: '什么是市盈率？' });
      expect(answer.body).toMatchObject({ code: CODE.expectationFailed, msg: AI_TEXT.disabled });
      expect(events).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
