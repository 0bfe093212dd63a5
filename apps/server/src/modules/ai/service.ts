import {
  AI_RULES,
  AI_TEXT,
  CODE,
  type AiChatBody,
  type AiConversation,
  type AiInfo,
  type AiMessage,
  type AiMessageState,
  type AiStreamEvent,
} from '@caixue/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { BizError } from '../../errors';
import { AiUnreachableError, type AiDriver, type ChatTurn } from '../../integrations/ollama/driver';
import { paging, type Page, type Paged } from '../../paging';
import { riskTipText } from '../dict/service';
import { AdviceWatch } from './advice-check';
import {
  conversationMessages,
  conversationsPage,
  deleteConversation,
  findConversation,
  finishAnswer,
  giveBackQuestion,
  insertExchange,
  lastMessage,
  questionsUsed,
  recentMessages,
  takeQuestion,
  type MessageRow,
} from './repo';

/**
 * The AI assistant (issue 16): a member asks, the driver answers as a stream, everything is kept.
 * Before anything is streamed a question is checked (enabled, input, conversation ownership) and
 * takes one of the member's questions of the China day (AI_RULES.dailyLimit; atomic in the database,
 * so concurrent requests and other instances never exceed it). The answer then streams as events;
 * every delta passes the advice check (./advice-check): a buy/sell call or price target on a named
 * security replaces the whole answer with the refusal. The answer is stored as it ended: done,
 * filtered (the model's text kept in `original`), stopped by the member (partial) or error.
 */

/** Suggested questions of an empty chat. */
export const AI_SUGGESTIONS = ['什么是市盈率？', '基金定投适合什么样的人？', '如何看懂 K 线？', '新手投资有哪些常见误区？'] as const;

/** Tells the model who it is and what it must never do (the advice check catches what slips through). */
export const SYSTEM_PROMPT = [
  '你是「财学」投资者教育平台的 AI 助手，用简体中文回答，语气专业、友好、简洁，可以使用 Markdown（列表、表格、代码）。',
  '你的职责是解释投资知识、金融概念、市场规则和风险，帮助用户学习。',
  '合规要求（必须遵守）：',
  '1. 不得对任何具体证券（股票、基金、债券等，无论以代码还是名称提及）给出买入、卖出、持有、加仓、减仓、止损位、止盈位或目标价等建议，也不得预测其价格涨跌。',
  '2. 用户要求荐股、买卖点或目标价时，礼貌拒绝，说明你只能提供投资知识，并建议咨询持牌投资顾问。',
  '3. 不承诺收益，不夸大收益，适时提示投资风险。',
  '4. 不编造数据、新闻或政策；不确定时如实说明。',
].join('\n');

const CHINA_OFFSET_MS = 8 * 3600_000;
/** How long info trusts a reachability probe of the model. */
const REACHABLE_TTL_MS = 10_000;
/** An answer still 'streaming' this long after its time limit was left by a server that stopped. */
const STALE_MARGIN_MS = 60_000;

/**
 * The history as the member sees it: an answer followed by another answer was regenerated (重新生成 writes a new
 * answer to the same question); the older one stays stored for audit but is left out.
 */
function visible<T extends { role: string }>(rows: T[]): T[] {
  return rows.filter((row, i) => !(row.role === 'assistant' && rows[i + 1]?.role === 'assistant'));
}

/** The China (Asia/Shanghai) date of an instant: YYYY-MM-DD (the daily limit's day). */
export function chinaDay(ms: number): string {
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The conversation's title: the first question on one line, cut to AI_RULES.titleMax characters. */
export function titleOf(question: string): string {
  const chars = Array.from(question.replace(/\s+/g, ' ').trim());
  return chars.length > AI_RULES.titleMax ? `${chars.slice(0, AI_RULES.titleMax).join('')}…` : chars.join('');
}

/** A question checked, counted and stored: what the stream needs. */
export interface PreparedChat {
  memberId: number;
  day: string;
  conversationId: number;
  questionId: number;
  answerId: number;
  turns: ChatTurn[];
}

export interface AiServiceDeps {
  db: Db;
  /** null: the assistant is off (AI_DRIVER=off). */
  driver: AiDriver | null;
  /** Recorded with each answer (audit). */
  model: string;
  /** The whole answer must end within this (AI_RULES.timeoutMs unless configured). */
  timeoutMs: number;
  logger: FastifyBaseLogger;
  now: () => number;
}

export class AiService {
  private reach: { at: number; ok: boolean } | null = null;
  /** Aborted when the server closes: running answers end (as failed) instead of holding the shutdown for up to 600 s. */
  private readonly closing = new AbortController();
  /** The text written so far of the answers this instance is streaming (a reopened conversation shows it). */
  private readonly live = new Map<number, string>();

  constructor(private readonly deps: AiServiceDeps) {}

  private get db(): Db {
    return this.deps.db;
  }

  private async reachable(): Promise<boolean> {
    const driver = this.deps.driver;
    if (!driver) return false;
    const now = this.deps.now();
    if (this.reach && now - this.reach.at < REACHABLE_TTL_MS) return this.reach.ok;
    const ok = await driver.reachable();
    this.reach = { at: this.deps.now(), ok };
    return ok;
  }

  private async remaining(memberId: number): Promise<number> {
    const used = await questionsUsed(this.db, memberId, chinaDay(this.deps.now()));
    return Math.max(0, AI_RULES.dailyLimit - used);
  }

  async info(memberId: number): Promise<AiInfo> {
    const [enabled, remaining, riskTip] = await Promise.all([this.reachable(), this.remaining(memberId), riskTipText(this.db)]);
    const driver = this.deps.driver;
    return {
      enabled,
      driver: driver?.name ?? 'off',
      notice: enabled ? '' : driver ? AI_TEXT.unreachable : AI_TEXT.disabled,
      dailyLimit: AI_RULES.dailyLimit,
      remaining,
      suggestions: [...AI_SUGGESTIONS],
      riskTip,
    };
  }

  /** Everything that answers an error envelope instead of a stream; then the question is stored. */
  async start(memberId: number, body: AiChatBody): Promise<PreparedChat> {
    const driver = this.deps.driver;
    if (!driver) throw new BizError(CODE.expectationFailed, AI_TEXT.disabled);
    const question = body.content.trim();
    if (!question) throw new BizError(CODE.badRequest, AI_TEXT.questionEmpty);
    if (Array.from(question).length > AI_RULES.questionMax) throw new BizError(CODE.badRequest, AI_TEXT.questionTooLong);
    if (body.conversationId !== undefined && !(await findConversation(this.db, memberId, body.conversationId))) {
      throw new BizError(CODE.notFound, AI_TEXT.conversationNotFound);
    }
    const retry = body.retryOf === undefined ? null : await this.retryOf(body.conversationId, body.retryOf);
    const asked = retry?.question ?? question;
    const at = this.deps.now();
    const day = chinaDay(at);
    if ((await takeQuestion(this.db, memberId, day, AI_RULES.dailyLimit)) === null) throw new BizError(CODE.tooMany, AI_TEXT.dailyLimit);
    const ids = await insertExchange(this.db, {
      memberId,
      conversationId: body.conversationId,
      title: titleOf(asked),
      question: asked,
      driver: driver.name,
      model: driver.name === 'ollama' ? this.deps.model : '',
      at: new Date(at),
      ...(retry ? { questionId: retry.questionId } : {}),
    });
    const history = visible(await recentMessages(this.db, ids.conversationId, ids.questionId, AI_RULES.historyMessages));
    const turns: ChatTurn[] = [{ role: 'system', content: SYSTEM_PROMPT }];
    for (const m of history) {
      // Failed answers (and their questions' empty answers) and unfinished ones teach the model nothing.
      if (!m.content || (m.role === 'assistant' && (m.state === 'error' || m.state === 'streaming'))) continue;
      turns.push({ role: m.role === 'assistant' ? 'assistant' : 'user', content: m.content });
    }
    turns.push({ role: 'user', content: asked });
    return { memberId, day, ...ids, turns };
  }

  /**
   * 重新生成 of `answerId`: it must be the conversation's last message, an answer no longer being written; the
   * question it answered is asked again (not stored twice).
   */
  private async retryOf(conversationId: number | undefined, answerId: number): Promise<{ questionId: number; question: string }> {
    if (conversationId === undefined) throw new BizError(CODE.badRequest, AI_TEXT.retryInvalid);
    const last = await lastMessage(this.db, conversationId);
    if (!last || last.id !== answerId || last.role !== 'assistant') throw new BizError(CODE.badRequest, AI_TEXT.retryInvalid);
    if (last.state === 'streaming' && !this.stale(last)) throw new BizError(CODE.badRequest, AI_TEXT.retryBusy);
    const before = await recentMessages(this.db, conversationId, answerId, AI_RULES.historyMessages);
    const question = before.reverse().find((m) => m.role === 'user');
    if (!question) throw new BizError(CODE.badRequest, AI_TEXT.retryInvalid);
    return { questionId: question.id, question: question.content };
  }

  /** An answer left 'streaming' past the time limit (its server stopped): it failed. */
  private stale(row: { id: number; createdAt: Date }): boolean {
    return !this.live.has(row.id) && this.deps.now() - row.createdAt.getTime() > this.deps.timeoutMs + STALE_MARGIN_MS;
  }

  /**
   * Streams the answer to `emit` and stores it as it ended. `stop` aborts when the member stops or
   * leaves (the answer is kept as 'stopped'); the whole answer has timeoutMs. Never throws.
   */
  async run(chat: PreparedChat, stop: AbortSignal, emit: (event: AiStreamEvent) => void): Promise<void> {
    const driver = this.deps.driver!;
    const { answerId } = chat;
    emit({ type: 'start', conversationId: chat.conversationId, questionId: chat.questionId, answerId });
    const timeout = AbortSignal.timeout(this.deps.timeoutMs);
    const filter = new AbortController();
    const signal = AbortSignal.any([stop, timeout, filter.signal, this.closing.signal]);
    const watch = new AdviceWatch();
    let text = '';
    let state: AiMessageState = 'done';
    let failure: { msg: string; detail: string } | null = null;
    let unreachable = false;
    try {
      for await (const delta of driver.chat(chat.turns, signal)) {
        if (stop.aborted) break;
        text += delta;
        if (watch.push(delta)) {
          state = 'filtered';
          filter.abort();
          break;
        }
        emit({ type: 'delta', content: delta });
        this.live.set(answerId, text);
      }
      if (stop.aborted) state = 'stopped';
    } catch (error) {
      if (stop.aborted) state = 'stopped';
      else {
        state = 'error';
        const detail = this.closing.signal.aborted ? 'server closing' : error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        unreachable = !timeout.aborted && error instanceof AiUnreachableError;
        const msg = timeout.aborted ? AI_TEXT.timeout : unreachable ? AI_TEXT.unreachable : AI_TEXT.failed;
        failure = { msg, detail };
        this.deps.logger.warn({ answerId, driver: driver.name, detail }, 'ai answer failed');
      }
    }
    try {
      // The model was never reached: the member got nothing, the question is given back.
      if (unreachable && text === '') await giveBackQuestion(this.db, chat.memberId, chat.day);
      const riskTip = await riskTipText(this.db);
      const filtered = state === 'filtered';
      await finishAnswer(this.db, answerId, chat.conversationId, {
        content: filtered ? AI_TEXT.refusal : text,
        state,
        original: filtered ? text : null,
        riskTip,
        error: failure?.detail ?? '',
        at: new Date(this.deps.now()),
      });
      if (state === 'stopped') return;
      if (failure) return emit({ type: 'error', answerId, msg: failure.msg });
      if (filtered) emit({ type: 'replace', content: AI_TEXT.refusal });
      emit({ type: 'done', answerId, state: filtered ? 'filtered' : 'done', riskTip, label: AI_TEXT.label, remaining: await this.remaining(chat.memberId) });
    } catch (error) {
      this.deps.logger.error({ err: error, answerId }, 'ai answer not stored');
      if (state !== 'stopped') emit({ type: 'error', answerId, msg: AI_TEXT.failed });
    } finally {
      this.live.delete(answerId);
    }
  }

  /** The server is closing: every running answer ends now (stored as failed, the member sees 回答失败). */
  close(): void {
    this.closing.abort(new Error('server closing'));
  }

  async conversations(memberId: number, page: Page): Promise<Paged<AiConversation>> {
    const { rows, total } = await conversationsPage(this.db, memberId, paging(page));
    return {
      rows: rows.map((r) => ({ id: r.id, title: r.title, preview: Array.from(r.lastAnswer ?? '').slice(0, 60).join(''), updatedAt: r.updatedAt.toISOString() })),
      total,
    };
  }

  /** One conversation of the member, oldest first; another member's (or a deleted one) is not found. */
  async messages(memberId: number, conversationId: number): Promise<AiMessage[]> {
    if (!(await findConversation(this.db, memberId, conversationId))) throw new BizError(CODE.notFound, AI_TEXT.conversationNotFound);
    const rows = visible(await conversationMessages(this.db, conversationId));
    return rows.map((m) => {
      let state = m.state as AiMessageState;
      let content = m.content;
      if (state === 'streaming') {
        if (this.stale(m)) state = 'error';
        else content = this.live.get(m.id) ?? content;
      }
      return this.messageOf(m, state, content);
    });
  }

  private messageOf(m: MessageRow, state: AiMessageState, content: string): AiMessage {
    return {
      id: m.id,
      role: m.role === 'assistant' ? 'assistant' : 'user',
      content,
      state,
      createdAt: m.createdAt.toISOString(),
      riskTip: m.role === 'assistant' ? (m.riskTip ?? null) : null,
    };
  }

  async delete(memberId: number, conversationId: number): Promise<void> {
    if (!(await deleteConversation(this.db, memberId, conversationId, new Date(this.deps.now())))) {
      throw new BizError(CODE.notFound, AI_TEXT.conversationNotFound);
    }
  }
}
