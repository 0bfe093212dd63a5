import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, waitFor } from '@testing-library/react';
import { AI_TEXT, API, ndjsonLine, type AiConversation, type AiInfo, type AiMessage, type AiStreamEvent } from '@caixue/contract';
import { taroMock } from '../../../../test/taro';
import { flush } from '../../../../test/flush';
import { data, table } from '../../../../test/replies';
import { AiScreen } from './AiScreen';

const INFO: AiInfo = {
  enabled: true,
  driver: 'dev',
  notice: '',
  dailyLimit: 50,
  remaining: 50,
  suggestions: ['什么是市盈率？', '新手如何开始学习投资？'],
  riskTip: '投资有风险，入市需谨慎',
};

const NDJSON = { 'Content-Type': 'application/x-ndjson; charset=utf-8' };

/** One scripted answer of POST /api/ai/chat/ollama: the test pushes events and closes it. */
interface ScriptedStream {
  body: unknown;
  signal: AbortSignal;
  push: (...events: AiStreamEvent[]) => void;
  close: () => void;
}

/** Stubs fetch: each chat request gets a stream the test drives (or the JSON answer given). */
function stubChat(json?: { status: number; body: unknown }) {
  const streams: ScriptedStream[] = [];
  const encoder = new TextEncoder();
  vi.stubGlobal('fetch', vi.fn((_url: string, init: RequestInit) => {
    if (json) {
      return Promise.resolve(new Response(JSON.stringify(json.body), { status: json.status, headers: { 'Content-Type': 'application/json' } }));
    }
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start(c) { controller = c; } });
    const signal = init.signal as AbortSignal;
    signal.addEventListener('abort', () => {
      try { controller.error(new DOMException('aborted', 'AbortError')); } catch { /* closed */ }
    });
    streams.push({
      body: JSON.parse(String(init.body)),
      signal,
      push: (...events) => {
        // Cut inside the characters: two chunks per push.
        const bytes = encoder.encode(events.map(ndjsonLine).join(''));
        const cut = Math.max(1, Math.floor(bytes.length / 2) + 1);
        controller.enqueue(bytes.slice(0, cut));
        controller.enqueue(bytes.slice(cut));
      },
      close: () => controller.close(),
    });
    return Promise.resolve(new Response(body, { status: 200, headers: NDJSON }));
  }));
  return streams;
}

const start = (conversationId = 7): AiStreamEvent => ({ type: 'start', conversationId, questionId: 11, answerId: 12 });
const done = (remaining = 49): AiStreamEvent => ({ type: 'done', answerId: 12, state: 'done', riskTip: INFO.riskTip, label: AI_TEXT.label, remaining });

function answers(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>('[data-role=assistant]')];
}

async function openScreen(info: AiInfo = INFO) {
  taroMock.server.on('GET', API.ai.info, data(info));
  const view = render(<AiScreen />);
  await flush(2);
  return view;
}

describe('AI assistant screen', () => {
  beforeEach(() => {
    taroMock.storage.set('token', 't');
    taroMock.storage.set('memberId', 5);
  });
  afterEach(() => { vi.unstubAllGlobals(); });

  it('a visitor sees the login prompt and 去登录 opens the login page (no call is made)', async () => {
    taroMock.storage.delete('token');
    const { getByText, queryByTestId } = render(<AiScreen />);
    await flush();
    expect(getByText(AI_TEXT.loginRequired)).toBeTruthy();
    expect(queryByTestId('ai-input')).toBeNull();
    fireEvent.click(getByText(AI_TEXT.login));
    await flush();
    expect(taroMock.navigations.at(-1)?.url).toBe('/pages/login/index/index');
    expect(taroMock.server.requests.filter((r) => r.path.startsWith('/api/ai'))).toHaveLength(0);
  });

  it('an empty chat greets and suggests; a suggestion streams its answer in, then the risk tip, the label and the count', async () => {
    const streams = stubChat();
    const { container, getByText, getByTestId, queryByTestId } = await openScreen();
    expect(getByText(AI_TEXT.welcome)).toBeTruthy();
    expect(getByText(AI_TEXT.suggestionsTitle)).toBeTruthy();
    expect(getByTestId('ai-remaining').textContent).toBe(AI_TEXT.remaining(50));

    fireEvent.click(getByText('什么是市盈率？'));
    await flush();
    expect(streams).toHaveLength(1);
    expect(streams[0].body).toEqual({ content: '什么是市盈率？' });
    // The question on the right, the answer thinking on the left, 停止生成 offered.
    expect(container.querySelector('[data-role=user]')?.textContent).toBe('什么是市盈率？');
    expect(getByText(AI_TEXT.thinking)).toBeTruthy();
    expect(getByTestId('ai-stop')).toBeTruthy();
    expect(queryByTestId('ai-welcome')).toBeNull();

    streams[0].push(start(), { type: 'delta', content: '**市盈率**（PE）是' });
    await waitFor(() => expect(answers(container)[0].textContent).toContain('市盈率（PE）是'));
    expect(queryByTestId('ai-thinking')).toBeNull();
    expect(answers(container)[0].querySelector('.md-strong')?.textContent).toBe('市盈率');
    expect(queryByTestId('ai-risk')).toBeNull();

    streams[0].push({ type: 'delta', content: '股价除以每股收益。' });
    await waitFor(() => expect(answers(container)[0].textContent).toContain('股价除以每股收益。'));
    streams[0].push(done(49));
    streams[0].close();
    await waitFor(() => expect(getByTestId('ai-risk').textContent).toBe(INFO.riskTip));
    expect(getByTestId('ai-label').textContent).toBe(AI_TEXT.label);
    expect(getByTestId('ai-remaining').textContent).toBe(AI_TEXT.remaining(49));
    expect(queryByTestId('ai-stop')).toBeNull();

    // The next question goes into the same conversation.
    fireEvent.click(getByTestId('ai-regenerate'));
    await flush();
    expect(streams[1].body).toEqual({ conversationId: 7, content: '什么是市盈率？', retryOf: 12 });
    // Regenerate replaces the last pair instead of adding one.
    expect(container.querySelectorAll('[data-role=user]')).toHaveLength(1);
    expect(taroMock.storage.get('aiConversation')).toEqual({ memberId: 5, id: 7 });
  });

  it('停止生成 aborts the request and keeps the partial answer as stopped', async () => {
    const streams = stubChat();
    const { container, getByText, getByTestId } = await openScreen();
    fireEvent.click(getByText('新手如何开始学习投资？'));
    await flush();
    streams[0].push(start(), { type: 'delta', content: '第一步，' });
    await waitFor(() => expect(answers(container)[0].textContent).toContain('第一步，'));
    fireEvent.click(getByTestId('ai-stop'));
    await waitFor(() => expect(getByTestId('ai-stopped').textContent).toBe(AI_TEXT.stopped));
    expect(streams[0].signal.aborted).toBe(true);
    expect(answers(container)[0].dataset.state).toBe('stopped');
    expect(answers(container)[0].textContent).toContain('第一步，');
  });

  it('a replace event replaces the whole answer (the advice check)', async () => {
    const streams = stubChat();
    const { container, getByText } = await openScreen();
    fireEvent.click(getByText('什么是市盈率？'));
    await flush();
    streams[0].push(start(), { type: 'delta', content: '建议买入某股票，目标价 20 元' });
    await waitFor(() => expect(answers(container)[0].textContent).toContain('目标价'));
    streams[0].push({ type: 'replace', content: AI_TEXT.refusal }, { ...done(48), state: 'filtered' } as AiStreamEvent);
    streams[0].close();
    await waitFor(() => expect(answers(container)[0].dataset.state).toBe('filtered'));
    expect(answers(container)[0].textContent).toContain(AI_TEXT.refusal);
    expect(answers(container)[0].textContent).not.toContain('目标价 20');
  });

  it('an error shows in the bubble with 重新生成, which asks again', async () => {
    const streams = stubChat();
    const { container, getByText } = await openScreen();
    fireEvent.click(getByText('什么是市盈率？'));
    await flush();
    streams[0].push(start(), { type: 'error', answerId: 12, msg: AI_TEXT.unreachable });
    streams[0].close();
    await waitFor(() => expect(answers(container)[0].dataset.state).toBe('error'));
    expect(answers(container)[0].textContent).toContain(AI_TEXT.unreachable);
    fireEvent.click(getByText(AI_TEXT.retry));
    await flush();
    expect(streams).toHaveLength(2);
    expect(answers(container)).toHaveLength(1);
    expect(answers(container)[0].dataset.state).toBe('waiting');
  });

  it('a stream cut off without its end is an error, not an endless spinner', async () => {
    const streams = stubChat();
    const { container, getByText } = await openScreen();
    fireEvent.click(getByText('什么是市盈率？'));
    await flush();
    streams[0].push(start(), { type: 'delta', content: '半句' });
    streams[0].close();
    await waitFor(() => expect(answers(container)[0].dataset.state).toBe('error'));
    expect(answers(container)[0].textContent).toContain(AI_TEXT.failed);
  });

  it('the daily limit (an error envelope before streaming) shows in the bubble and closes the input', async () => {
    stubChat({ status: 200, body: { code: 500, msg: AI_TEXT.dailyLimit } });
    const { container, getByText, getByTestId } = await openScreen({ ...INFO, remaining: 1 });
    fireEvent.click(getByText('什么是市盈率？'));
    await waitFor(() => expect(answers(container)[0].dataset.state).toBe('error'));
    expect(answers(container)[0].textContent).toContain(AI_TEXT.dailyLimit);
    expect(getByTestId('ai-notice').textContent).toContain(AI_TEXT.dailyLimit);
    expect(getByTestId('ai-composer').className).toContain('ai-composer--off');
  });

  it('when the assistant is off: the notice, no suggestions, the input disabled and nothing is sent', async () => {
    const streams = stubChat();
    const { getByTestId, queryByText, queryAllByTestId } = await openScreen({ ...INFO, enabled: false, notice: AI_TEXT.disabled, suggestions: [] });
    expect(getByTestId('ai-notice').textContent).toContain(AI_TEXT.disabled);
    expect(queryAllByTestId('ai-suggestion')).toHaveLength(0);
    expect(getByTestId('ai-composer').className).toContain('ai-composer--off');
    fireEvent.click(getByTestId('ai-send'));
    await flush();
    expect(streams).toHaveLength(0);
    expect(queryByText(AI_TEXT.thinking)).toBeNull();
  });

  it('when the info cannot load: says the assistant is unreachable, with retry', async () => {
    taroMock.server.on('GET', API.ai.info, { fail: 'request:fail' });
    const { getByTestId, getByText } = render(<AiScreen />);
    await flush(2);
    expect(getByTestId('ai-notice').textContent).toContain(AI_TEXT.unreachable);
    taroMock.server.on('GET', API.ai.info, data(INFO));
    fireEvent.click(getByText('重试'));
    await flush(2);
    expect(getByText('什么是市盈率？')).toBeTruthy();
  });

  it('markdown is drawn safely: lists, tables, code; raw HTML stays text; in-app links navigate', async () => {
    const streams = stubChat();
    const { container, getByText } = await openScreen();
    fireEvent.click(getByText('什么是市盈率？'));
    await flush();
    const md = [
      '1. 第一点', '2. 第二点', '',
      '| 指标 | 含义 |', '|---|---|', '| PE | 市盈率 |', '',
      '```', 'pe = price / eps', '```', '',
      '<img src=x onerror="window.hacked=1"><script>window.hacked=2</script>', '',
      '看看[相关课程](/pages/course/list/view?id=3)',
    ].join('\n');
    streams[0].push(start(), { type: 'delta', content: md }, done());
    streams[0].close();
    await waitFor(() => expect(answers(container)[0].dataset.state).toBe('done'));
    const answer = answers(container)[0];
    expect(answer.querySelectorAll('.md-li')).toHaveLength(2);
    expect(answer.querySelectorAll('.md-tr')).toHaveLength(2);
    expect(answer.querySelector('.md-pre__code')?.textContent).toBe('pe = price / eps');
    expect(answer.querySelector('img')).toBeNull();
    expect(answer.querySelector('script')).toBeNull();
    expect(answer.textContent).toContain('<script>window.hacked=2</script>');
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
    fireEvent.click(answer.querySelector('.md-link')!);
    await flush();
    expect(taroMock.navigations.at(-1)?.url).toBe('/pages/course/list/view?id=3');
  });

  it('复制 puts the answer on the clipboard', async () => {
    const streams = stubChat();
    const { container, getByText, getByTestId } = await openScreen();
    fireEvent.click(getByText('什么是市盈率？'));
    await flush();
    streams[0].push(start(), { type: 'delta', content: '市盈率 = 股价 / 每股收益' }, done());
    streams[0].close();
    await waitFor(() => expect(answers(container)[0].dataset.state).toBe('done'));
    fireEvent.click(getByTestId('ai-copy'));
    await flush();
    const { default: Taro } = await import('@tarojs/taro');
    expect(Taro.setClipboardData).toHaveBeenCalledWith({ data: '市盈率 = 股价 / 每股收益' });
    expect(taroMock.toasts.at(-1)?.title).toBe(AI_TEXT.copied);
  });
});

describe('历史对话', () => {
  const conversations: AiConversation[] = [
    { id: 7, title: '什么是市盈率？', preview: '市盈率（PE）是…', updatedAt: '2026-11-24T02:00:00Z' },
    { id: 8, title: '如何看财报', preview: '先看三张表', updatedAt: '2026-11-20T02:00:00Z' },
  ];
  const messages: AiMessage[] = [
    { id: 1, role: 'user', content: '如何看财报', state: 'done', createdAt: '2026-11-20T02:00:00Z', riskTip: null },
    { id: 2, role: 'assistant', content: '先看**三张表**', state: 'done', createdAt: '2026-11-20T02:00:01Z', riskTip: '投资有风险' },
    { id: 3, role: 'user', content: '然后呢', state: 'done', createdAt: '2026-11-20T02:01:00Z', riskTip: null },
    { id: 4, role: 'assistant', content: '再看', state: 'stopped', createdAt: '2026-11-20T02:01:01Z', riskTip: '投资有风险' },
  ];

  beforeEach(() => {
    taroMock.storage.set('token', 't');
    taroMock.storage.set('memberId', 5);
  });
  afterEach(() => { vi.unstubAllGlobals(); });

  it('lists the conversations; opening one loads its messages; the chat continues in it', async () => {
    const streams = stubChat();
    taroMock.server.on('GET', API.ai.conversations, table(conversations));
    taroMock.server.on('GET', API.ai.messages(8), data(messages));
    const { container, getByTestId, getAllByTestId, getByText, queryByTestId } = await openScreen();
    fireEvent.click(getByTestId('ai-history'));
    await flush(2);
    expect(getAllByTestId('ai-conversation').map((row) => row.querySelector('.ai-conv__title')?.textContent)).toEqual(['什么是市盈率？', '如何看财报']);
    fireEvent.click(getByText('如何看财报'));
    await flush(2);
    expect(queryByTestId('ai-drawer')).toBeNull();
    expect(container.querySelectorAll('[data-role=user]')).toHaveLength(2);
    expect(answers(container).map((a) => a.dataset.state)).toEqual(['done', 'stopped']);
    expect(answers(container)[0].querySelector('.md-strong')?.textContent).toBe('三张表');
    expect(answers(container)[0].textContent).toContain('投资有风险');
    expect(taroMock.storage.get('aiConversation')).toEqual({ memberId: 5, id: 8 });
    // Regenerate is on the last answer only; asking continues conversation 8.
    expect(container.querySelectorAll('[data-testid=ai-regenerate]')).toHaveLength(1);
    fireEvent.click(getByTestId('ai-regenerate'));
    await flush();
    // The server asks the stored question again (it is not stored twice).
    expect(streams[0].body).toEqual({ conversationId: 8, content: '然后呢', retryOf: 4 });
  });

  it('the page reopens the member\'s last conversation', async () => {
    taroMock.storage.set('aiConversation', { memberId: 5, id: 8 });
    taroMock.server.on('GET', API.ai.messages(8), data(messages));
    const { container } = await openScreen();
    expect(container.querySelectorAll('[data-role=user]')).toHaveLength(2);
    // Another member's remembered conversation is not opened.
    taroMock.storage.set('aiConversation', { memberId: 6, id: 8 });
    const other = render(<AiScreen />);
    await flush(2);
    expect(other.container.querySelectorAll('[data-role=user]')).toHaveLength(0);
  });

  it('a reopened conversation whose answer is still being written shows 正在生成… with the part so far, then the answer', async () => {
    taroMock.storage.set('aiConversation', { memberId: 5, id: 8 });
    const writing: AiMessage[] = [...messages.slice(0, 3), { id: 4, role: 'assistant', content: '再看**现金流**', state: 'streaming', createdAt: '2026-11-20T02:01:01Z', riskTip: null }];
    taroMock.server.on('GET', API.ai.messages(8), data(writing));
    const { container, queryByTestId } = await openScreen();
    expect(answers(container).map((a) => a.dataset.state)).toEqual(['done', 'streaming']);
    expect(answers(container)[1].querySelector('.md-strong')?.textContent).toBe('现金流');
    expect(queryByTestId('ai-writing')?.textContent).toContain(AI_TEXT.writing);
    // No actions on an answer not yet written.
    expect(queryByTestId('ai-regenerate')).toBeNull();
    taroMock.server.on('GET', API.ai.messages(8), data([...messages.slice(0, 3), { ...writing[3], content: '再看**现金流**量表。', state: 'done', riskTip: '投资有风险' }]));
    await waitFor(() => expect(answers(container)[1].dataset.state).toBe('done'), { timeout: 4000 });
    expect(queryByTestId('ai-writing')).toBeNull();
    expect(answers(container)[1].textContent).toContain('量表。');
    expect(queryByTestId('ai-regenerate')).not.toBeNull();
  });

  it('delete asks first, removes the row, and a deleted open conversation becomes a new chat', async () => {
    taroMock.storage.set('aiConversation', { memberId: 5, id: 7 });
    taroMock.server.on('GET', API.ai.messages(7), data(messages.slice(0, 2)));
    taroMock.server.on('GET', API.ai.conversations, table(conversations));
    taroMock.server.on('POST', API.ai.deleteConversation, data(null));
    const { container, getByTestId, getAllByTestId, queryByTestId } = await openScreen();
    expect(container.querySelectorAll('[data-role=user]')).toHaveLength(1);
    fireEvent.click(getByTestId('ai-history'));
    await flush(2);
    // Cancelled: nothing happens.
    taroMock.answerModals(false);
    fireEvent.click(getAllByTestId('ai-conversation-delete')[0]);
    await flush(2);
    expect(taroMock.modals.at(-1)?.content).toBe(AI_TEXT.deleteConfirm);
    expect(taroMock.server.requests.some((r) => r.path === API.ai.deleteConversation)).toBe(false);
    fireEvent.click(getAllByTestId('ai-conversation-delete')[0]);
    await flush(2);
    const request = taroMock.server.requests.find((r) => r.path === API.ai.deleteConversation);
    expect(JSON.parse(String(request?.data))).toEqual({ id: 7 });
    expect(getAllByTestId('ai-conversation')).toHaveLength(1);
    expect(taroMock.toasts.at(-1)?.title).toBe(AI_TEXT.deleted);
    expect(container.querySelectorAll('[data-role=user]')).toHaveLength(0);
    expect(queryByTestId('ai-welcome')).not.toBeNull();
    expect(taroMock.storage.has('aiConversation')).toBe(false);
  });

  it('no conversations: says so', async () => {
    taroMock.server.on('GET', API.ai.conversations, table([]));
    const { getByTestId } = await openScreen();
    fireEvent.click(getByTestId('ai-history'));
    await flush(2);
    expect(getByTestId('ai-conversations-empty').textContent).toBe(AI_TEXT.emptyConversations);
  });
});
