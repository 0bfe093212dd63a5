import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, CODE, ndjsonLine, TEXT, type AiStreamEvent } from '@caixue/contract';
import { taroMock } from '../../../test/taro';
import { setItem } from '../platform/storage';
import { postStream, type StreamOutcome } from './stream';

const bytes = (s: string) => new TextEncoder().encode(s);
const NDJSON = { 'Content-Type': 'application/x-ndjson; charset=utf-8' };

const EVENTS: AiStreamEvent[] = [
  { type: 'start', conversationId: 7, questionId: 11, answerId: 12 },
  { type: 'delta', content: '**市盈率**（PE）' },
  { type: 'delta', content: '= 股价 ÷ 每股收益📈' },
  { type: 'done', answerId: 12, state: 'done', riskTip: '投资有风险', label: 'AI 生成', remaining: 49 },
];

/** The stream's bytes cut into pieces of `size` bytes: most cuts fall inside a character or a line. */
function pieces(text: string, size: number): Uint8Array[] {
  const all = bytes(text);
  const out: Uint8Array[] = [];
  for (let i = 0; i < all.length; i += size) out.push(all.slice(i, i + size));
  return out;
}

const streamText = EVENTS.map(ndjsonLine).join('');

/** A fetch answer whose body the test feeds chunk by chunk. */
function fetchStream(chunks: Uint8Array[], { hold = false, headers = NDJSON as Record<string, string>, status = 200 } = {}) {
  let cancelled = false;
  let stream: ReadableStreamDefaultController<Uint8Array> | null = null;
  const body = new ReadableStream<Uint8Array>({
    start(controller) { stream = controller; },
    async pull(controller) {
      await new Promise((r) => setTimeout(r, 0));
      const next = chunks.shift();
      if (next) controller.enqueue(next);
      else if (!hold) controller.close();
    },
    cancel() { cancelled = true; },
  });
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchMock = vi.fn((url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Promise<Response>((resolve, reject) => {
      // Like a browser: an abort rejects the pending fetch and errors the body being read.
      init.signal?.addEventListener('abort', () => {
        const error = new DOMException('The user aborted a request.', 'AbortError');
        reject(error);
        try { stream?.error(error); } catch { /* already closed */ }
      });
      resolve(new Response(body, { status, headers }));
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, get cancelled() { return cancelled; } };
}

function collect(): { events: AiStreamEvent[]; onEvents: (e: AiStreamEvent[]) => void } {
  const events: AiStreamEvent[] = [];
  return { events, onEvents: (e) => events.push(...e) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('postStream on H5 (fetch + stream reader)', () => {
  it('delivers the events in order from chunks cut inside characters, with the identity and signature headers', async () => {
    setItem('token', 'tok-1');
    const server = fetchStream(pieces(streamText, 5));
    const sink = collect();
    const handle = postStream({ path: API.ai.chat, body: { content: '什么是市盈率？' }, onEvents: sink.onEvents });
    expect(await handle.done).toEqual({ kind: 'ended' });
    expect(sink.events).toEqual(EVENTS);
    const { url, init } = server.calls[0];
    expect(url).toBe(API.ai.chat);
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ content: '什么是市盈率？' }));
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok-1');
    expect(headers.deviceId).toBeTruthy();
    expect(headers.sign).toMatch(/\w+/);
    expect(headers['Content-Type']).toBe('application/json');
  });

  it('delivers text as it arrives, before the stream ends', async () => {
    fetchStream(pieces(ndjsonLine(EVENTS[0]) + ndjsonLine(EVENTS[1]), 1000), { hold: true });
    const sink = collect();
    const handle = postStream({ path: API.ai.chat, body: { content: 'q' }, onEvents: sink.onEvents });
    await vi.waitFor(() => expect(sink.events).toHaveLength(2));
    handle.stop();
    expect(await handle.done).toEqual({ kind: 'stopped' });
  });

  it('stop aborts the request (the server sees the connection close)', async () => {
    const server = fetchStream(pieces(ndjsonLine(EVENTS[0]), 1000), { hold: true });
    const sink = collect();
    const handle = postStream({ path: API.ai.chat, body: { content: 'q' }, onEvents: sink.onEvents });
    await vi.waitFor(() => expect(sink.events).toHaveLength(1));
    handle.stop();
    expect(await handle.done).toEqual({ kind: 'stopped' });
    expect((server.calls[0].init.signal as AbortSignal).aborted).toBe(true);
  });

  it('a JSON error envelope before the stream is refused with its message', async () => {
    fetchStream([bytes(JSON.stringify({ code: 500, msg: '今日提问次数已用完' }))], { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
    const sink = collect();
    const outcome = await postStream({ path: API.ai.chat, body: { content: 'q' }, onEvents: sink.onEvents }).done;
    expect(outcome).toEqual<StreamOutcome>({ kind: 'refused', code: 500, message: '今日提问次数已用完' });
    expect(sink.events).toEqual([]);
    expect(taroMock.toasts).toEqual([]);
  });

  it('a 401 envelope clears the login like any call', async () => {
    setItem('token', 'old');
    fetchStream([bytes(JSON.stringify({ code: CODE.unauthorized, msg: '认证失败' }))], { status: 401, headers: { 'Content-Type': 'application/json' } });
    const outcome = await postStream({ path: API.ai.chat, body: { content: 'q' }, onEvents: () => undefined }).done;
    expect(outcome.kind).toBe('refused');
    expect(taroMock.storage.get('token') ?? '').toBe('');
  });

  it('a connection failure and a broken line fail with a message', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await postStream({ path: API.ai.chat, body: {}, onEvents: () => undefined }).done)
      .toEqual({ kind: 'failed', message: TEXT.backendConnectionError, timedOut: false });
    fetchStream([bytes(ndjsonLine(EVENTS[0])), bytes('<html>oops\n')]);
    const sink = collect();
    const outcome = await postStream({ path: API.ai.chat, body: {}, onEvents: sink.onEvents }).done;
    expect(outcome.kind).toBe('failed');
    expect(sink.events).toEqual([EVENTS[0]]);
  });

  it('times out after the limit', async () => {
    fetchStream([], { hold: true });
    const outcome = await postStream({ path: API.ai.chat, body: {}, onEvents: () => undefined, timeoutMs: 30 }).done;
    expect(outcome).toEqual({ kind: 'failed', message: TEXT.timeout, timedOut: true });
  });
});

describe('postStream in the mini-program (Taro.request enableChunked + onChunkReceived)', () => {
  it('delivers the events from ArrayBuffer chunks cut inside characters, even without TextDecoder', async () => {
    taroMock.setEnv('WEAPP');
    vi.stubGlobal('TextDecoder', undefined);
    setItem('token', 'tok-2');
    taroMock.server.on('POST', API.ai.chat, { chunked: { header: NDJSON, chunks: pieces(streamText, 4) } });
    const sink = collect();
    const batches: number[] = [];
    const handle = postStream({ path: API.ai.chat, body: { conversationId: 7, content: '什么是市盈率？' }, onEvents: (e: AiStreamEvent[]) => { batches.push(e.length); sink.onEvents(e); } });
    expect(await handle.done).toEqual({ kind: 'ended' });
    expect(sink.events).toEqual(EVENTS);
    expect(batches.length).toBeGreaterThan(1);
    const req = taroMock.server.lastRequest()!;
    expect(req.enableChunked).toBe(true);
    expect(req.method).toBe('POST');
    expect(req.header.Authorization).toBe('Bearer tok-2');
    expect(req.data).toBe(JSON.stringify({ conversationId: 7, content: '什么是市盈率？' }));
    expect(req.timeout).toBe(600_000);
  });

  it('stop calls requestTask.abort()', async () => {
    taroMock.setEnv('WEAPP');
    taroMock.server.on('POST', API.ai.chat, { chunked: { header: NDJSON, chunks: [bytes(ndjsonLine(EVENTS[0]) + ndjsonLine(EVENTS[1]))], hold: true } });
    const sink = collect();
    const handle = postStream({ path: API.ai.chat, body: { content: 'q' }, onEvents: sink.onEvents });
    await vi.waitFor(() => expect(sink.events).toHaveLength(2));
    handle.stop();
    expect(await handle.done).toEqual({ kind: 'stopped' });
    const { default: Taro } = await import('@tarojs/taro');
    const task = vi.mocked(Taro.request).mock.results[0].value as { abort: ReturnType<typeof vi.fn> };
    expect(task.abort).toHaveBeenCalled();
  });

  it('a JSON error envelope (in chunks too) is refused with its message', async () => {
    taroMock.setEnv('WEAPP');
    const envelope = JSON.stringify({ code: 500, msg: 'AI 助手暂未开通，敬请期待' });
    taroMock.server.on('POST', API.ai.chat, { chunked: { header: { 'content-type': 'application/json' }, chunks: pieces(envelope, 7) } });
    const outcome = await postStream({ path: API.ai.chat, body: { content: 'q' }, onEvents: () => undefined }).done;
    expect(outcome).toEqual({ kind: 'refused', code: 500, message: 'AI 助手暂未开通，敬请期待' });
  });

  it('a transport failure fails with the spec wording', async () => {
    taroMock.setEnv('WEAPP');
    taroMock.server.on('POST', API.ai.chat, { fail: 'request:fail timeout' });
    expect(await postStream({ path: API.ai.chat, body: {}, onEvents: () => undefined }).done)
      .toEqual({ kind: 'failed', message: TEXT.timeout, timedOut: true });
  });
});
