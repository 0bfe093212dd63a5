import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { AI_STREAM_CONTENT_TYPE, AI_TEXT, API, CODE, type AiInfo, type AiMessage, type AiStreamEvent } from '@caixue/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { aiMessages } from '../src/db/schema';
import { OLLAMA_AGENT_TIMEOUTS } from '../src/integrations/ollama/ollama-driver';
import { chat, chatOverHttp } from './support/ai';
import { freshMember } from './support/content';
import { answerWith, sleep, startFakeOllama, type FakeOllama } from './support/fake-ollama';
import { describeServer, startTestServer, type TestServer } from './support/test-server';

/**
 * The AI assistant against a local fake Ollama (issue 16): the real driver (the `ollama` client over
 * undici) and the whole stream path, over inject and over a real socket.
 */

async function until(check: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await sleep(25);
  }
}

function startOf(events: AiStreamEvent[]) {
  const start = events[0];
  if (start?.type !== 'start') throw new Error(`no start: ${JSON.stringify(events)}`);
  return start;
}

describeServer('AI assistant with Ollama (fake)', () => {
  let fake: FakeOllama;
  let server: TestServer;
  let baseUrl: string;
  /** Set by the last test, which closes the server itself. */
  let closed: Promise<void> | undefined;
  const TIMEOUT_MS = 4000;

  beforeAll(async () => {
    fake = await startFakeOllama();
    server = await startTestServer({ env: { OLLAMA_HOST: fake.url, OLLAMA_MODEL: 'test-model', AI_TIMEOUT_MS: String(TIMEOUT_MS) } });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await (closed ?? server?.close());
    await fake?.close();
  });

  const messagesOf = async (token: string | undefined, conversationId: number) =>
    (await server.get(API.ai.messages(conversationId), { token })).body.data as AiMessage[];

  it('is enabled when Ollama answers /api/tags', async () => {
    const member = await freshMember(server, '连接');
    const info = (await server.get(API.ai.info, { token: member.token })).body.data as AiInfo;
    expect(info).toMatchObject({ enabled: true, driver: 'ollama', notice: '' });
  });

  it('reads lines split across writes, even inside UTF-8 characters, and sends the prompt, model and question', async () => {
    const member = await freshMember(server, '分片');
    const parts = ['市盈率（P/E）', '是股价÷每股收益📈。', '\n\n| 指标 | 含义 |\n|---|---|\n| PE | 估值 |'];
    fake.script = answerWith(parts, { split: 5, gapMs: 2 });
    const { answer, events, text } = await chat(server, member.token, { content: '什么是市盈率？' });
    expect(answer.headers['content-type']).toBe(AI_STREAM_CONTENT_TYPE);
    expect(text).toBe(parts.join(''));
    expect(events.filter((e) => e.type === 'delta').map((e) => (e.type === 'delta' ? e.content : ''))).toEqual(parts);
    expect(events.at(-1)).toMatchObject({ type: 'done', state: 'done', label: AI_TEXT.label });
    const sent = fake.requests.at(-1)!;
    expect(sent).toMatchObject({ model: 'test-model', stream: true });
    expect(sent.messages[0]!.role).toBe('system');
    expect(sent.messages[0]!.content).toContain('目标价');
    expect(sent.messages.at(-1)).toEqual({ role: 'user', content: '什么是市盈率？' });

    // The next question of the conversation carries the history.
    const { conversationId } = startOf(events);
    fake.script = answerWith(['好的']);
    await chat(server, member.token, { content: '再举个例子', conversationId });
    expect(fake.requests.at(-1)!.messages.slice(1)).toEqual([
      { role: 'user', content: '什么是市盈率？' },
      { role: 'assistant', content: parts.join('') },
      { role: 'user', content: '再举个例子' },
    ]);
  });

  it('ends with a clear error on a mid-stream {"error"} line and keeps what was written', async () => {
    const member = await freshMember(server, '出错');
    fake.script = async (write) => {
      await write.delta('第一段');
      await write.line({ error: 'model runner has unexpectedly stopped' });
    };
    const { events } = await chat(server, member.token, { content: '讲讲K线' });
    const start = startOf(events);
    expect(events.slice(1)).toEqual([
      { type: 'delta', content: '第一段' },
      { type: 'error', answerId: start.answerId, msg: AI_TEXT.failed },
    ]);
    const messages = await messagesOf(member.token, start.conversationId);
    expect(messages[1]).toMatchObject({ role: 'assistant', state: 'error', content: '第一段' });
    const [row] = await server.database.db.select().from(aiMessages).where(eq(aiMessages.id, start.answerId));
    expect(row!.error).toContain('model runner has unexpectedly stopped');
  });

  it('streams a slow answer as it is written, over a real socket', async () => {
    const member = await freshMember(server, '慢速');
    fake.script = async (write) => {
      for (const part of ['第一句，', '第二句，', '第三句。']) {
        await write.delta(part);
        await sleep(600);
      }
      await write.done();
    };
    const arrivals: { type: string; at: number }[] = [];
    const result = await chatOverHttp(baseUrl, member.token, { content: '慢慢说' }, (event) => arrivals.push({ type: event.type, at: Date.now() }));
    expect(result.status).toBe(200);
    expect(result.contentType).toBe(AI_STREAM_CONTENT_TYPE);
    expect(result.events.map((e) => e.type)).toEqual(['start', 'delta', 'delta', 'delta', 'done']);
    const deltas = arrivals.filter((a) => a.type === 'delta');
    // Not held back until the end (no buffering, no gzip): the deltas arrive as the model writes them.
    expect(deltas[2]!.at - deltas[0]!.at).toBeGreaterThan(900);
  });

  it('stops the model when the member leaves: the fake sees its request closed, the partial answer is kept as stopped', async () => {
    const member = await freshMember(server, '停止');
    fake.script = async (write) => {
      for (let i = 0; !write.isClosed(); i++) {
        await write.delta(`第${i}段。`);
        await sleep(50);
      }
    };
    const closedBefore = fake.closed;
    let conversationId = 0;
    let deltas = 0;
    const result = await chatOverHttp(baseUrl, member.token, { content: '一直说' }, (event, response) => {
      if (event.type === 'start') conversationId = event.conversationId;
      if (event.type === 'delta' && ++deltas === 3) response.destroy();
    });
    expect(result.closedEarly).toBe(true);
    // Well before the answer's time limit (which would also close it).
    await until(() => fake.closed === closedBefore + 1, TIMEOUT_MS / 2);
    await until(async () => (await messagesOf(member.token, conversationId))[1]?.state === 'stopped');
    const [, answer] = await messagesOf(member.token, conversationId);
    expect(answer!.content).toMatch(/^第0段。第1段。第2段。/);
  });

  it('a conversation reopened while its answer is being written shows it as streaming, with the part written so far', async () => {
    const member = await freshMember(server, '重开');
    fake.script = async (write) => {
      for (let i = 0; !write.isClosed(); i++) {
        await write.delta(`第${i}段。`);
        await sleep(50);
      }
    };
    let conversationId = 0;
    let answerId = 0;
    let deltas = 0;
    let seen: AiMessage[] | undefined;
    let retried: { code: number; msg: string } | undefined;
    let release!: () => void;
    const reopened = new Promise<void>((resolve) => { release = resolve; });
    const result = chatOverHttp(baseUrl, member.token, { content: '一直说' }, (event, response) => {
      if (event.type === 'start') ({ conversationId, answerId } = event);
      if (event.type === 'delta' && ++deltas === 3) {
        // Another tab opens the conversation now, and tries 重新生成.
        void (async () => {
          seen = await messagesOf(member.token, conversationId);
          retried = (await chat(server, member.token, { content: '一直说', conversationId, retryOf: answerId })).answer.body as { code: number; msg: string };
          response.destroy();
          release();
        })();
      }
    });
    await reopened;
    await result;
    expect(seen!.map((m) => [m.role, m.state])).toEqual([['user', 'done'], ['assistant', 'streaming']]);
    expect(seen![1]!.content).toMatch(/^第0段。第1段。第2段。/);
    expect(retried).toMatchObject({ code: CODE.badRequest, msg: AI_TEXT.retryBusy });
    await until(async () => (await messagesOf(member.token, conversationId))[1]?.state === 'stopped');
  });

  it('ends an answer that runs past the limit with the timeout text and closes the upstream request', async () => {
    const member = await freshMember(server, '超时');
    fake.script = async (write) => {
      for (let i = 0; !write.isClosed(); i++) {
        await write.delta('。');
        await sleep(200);
      }
    };
    const closedBefore = fake.closed;
    const started = Date.now();
    const { events } = await chat(server, member.token, { content: '说不完' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
    expect(events.at(-1)).toMatchObject({ type: 'error', msg: AI_TEXT.timeout });
    await until(() => fake.closed === closedBefore + 1);
  });

  it('replaces an answer that names a security with a buy call or price target, and stops the model', async () => {
    const member = await freshMember(server, '荐股');
    fake.script = answerWith(['市盈率是估值指标。', '对于贵州茅台，', '建议逢低买入，', '目标价 2000 元。', '还有很多内容……'], { gapMs: 100 });
    const { events, text } = await chat(server, member.token, { content: '茅台能买吗？' });
    const start = startOf(events);
    const types = events.map((e) => e.type);
    expect(types.slice(-2)).toEqual(['replace', 'done']);
    expect(types.filter((t) => t === 'replace')).toHaveLength(1);
    expect(text).toBe(AI_TEXT.refusal);
    expect(events.at(-1)).toMatchObject({ type: 'done', state: 'filtered', label: AI_TEXT.label });
    const [, answer] = await messagesOf(member.token, start.conversationId);
    expect(answer).toMatchObject({ state: 'filtered', content: AI_TEXT.refusal });
    const [row] = await server.database.db.select().from(aiMessages).where(eq(aiMessages.id, start.answerId));
    expect(row!.original).toContain('建议逢低买入');
    expect(row!.original).not.toContain('还有很多内容');
  });

  it('gives the ollama client a fetch without undici’s 300 s headers and body timeouts', () => {
    expect(OLLAMA_AGENT_TIMEOUTS).toEqual({ headersTimeout: 0, bodyTimeout: 0 });
  });

  it('ends a running answer when the server closes, instead of holding the shutdown', async () => {
    const member = await freshMember(server, '关机');
    fake.script = async (write) => {
      for (let i = 0; !write.isClosed(); i++) {
        await write.delta('。');
        await sleep(50);
      }
    };
    let deltas = 0;
    const closing = chatOverHttp(baseUrl, member.token, { content: '一直说' }, (event) => {
      if (event.type === 'delta' && ++deltas === 2) closed = server.close();
    });
    const started = Date.now();
    const result = await closing;
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS);
    expect(result.events.at(-1)).toMatchObject({ type: 'error', msg: AI_TEXT.failed });
    await closed;
    expect(server.logs.filter((line) => line.level >= 50).map((line) => line.msg)).toEqual([]);
  });
});

describeServer('AI assistant with Ollama unreachable (connection refused)', () => {
  it('says so in info and answers a question at once with a clear error, giving the question back', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const server = await startTestServer({ env: { OLLAMA_HOST: `http://127.0.0.1:${port}` } });
    try {
      const member = await freshMember(server, '断开');
      const info = (await server.get(API.ai.info, { token: member.token })).body.data as AiInfo;
      expect(info).toMatchObject({ enabled: false, driver: 'ollama', notice: AI_TEXT.unreachable });
      const started = Date.now();
      const { answer, events } = await chat(server, member.token, { content: '什么是市盈率？' });
      expect(Date.now() - started).toBeLessThan(3000);
      expect(answer.body.code).toBeUndefined();
      expect(events.map((e) => e.type)).toEqual(['start', 'error']);
      expect(events[1]).toMatchObject({ msg: AI_TEXT.unreachable });
      const after = (await server.get(API.ai.info, { token: member.token })).body.data as AiInfo;
      expect(after.remaining).toBe(info.remaining);
      expect(answer.status).toBe(200);
      expect(CODE.ok).toBe(200);
    } finally {
      await server.close();
    }
  });
});
