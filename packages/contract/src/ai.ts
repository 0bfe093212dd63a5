/**
 * The AI assistant (issue 16; SPEC §2 ai/index, §7 POST /api/ai/chat/ollama, §9 600 s): rules, the
 * stream's event shapes and texts shared by the server and the client (TypeBox shapes of the plain
 * JSON endpoints are in ./schemas/ai).
 *
 * POST API.ai.chat with AiChatBody answers either
 * - an error envelope `{code, msg}` as `application/json` (not logged in, daily limit reached, bad
 *   input, assistant disabled) before anything is streamed, or
 * - `application/x-ndjson; charset=utf-8`: one AiStreamEvent JSON object per line ('\n'-terminated),
 *   in this order: `start`, any number of `delta` (and at most one `replace`), then exactly one of
 *   `done` or `error`. A reader must buffer: chunks split anywhere, even inside a UTF-8 character.
 * Closing the request (the member stops or leaves) aborts the upstream model; the partial answer is
 * kept with state `stopped`.
 */

export const AI_RULES = {
  /** Questions a member may ask per China day. */
  dailyLimit: 50,
  /** A question: at most this many characters. */
  questionMax: 2000,
  /** End to end: the whole answer must finish within this (SPEC §9). */
  timeoutMs: 600_000,
  /** The conversation title: the first question, cut to this many characters. */
  titleMax: 30,
  /** Earlier messages sent to the model with a new question. */
  historyMessages: 12,
} as const;

export const AI_MESSAGE_ROLES = ['user', 'assistant'] as const;
export type AiMessageRole = (typeof AI_MESSAGE_ROLES)[number];

/**
 * done: complete; stopped: the member stopped it (partial); error: failed (partial or empty); filtered: replaced by the
 * advice check; streaming: still being written (its content is the part written so far, as far as the server has it).
 */
export const AI_MESSAGE_STATES = ['done', 'stopped', 'error', 'filtered', 'streaming'] as const;
export type AiMessageState = (typeof AI_MESSAGE_STATES)[number];

/** The stream's events (one JSON object per line). */
export type AiStreamEvent =
  | { type: 'start'; conversationId: number; questionId: number; answerId: number }
  /** More text of the answer (markdown), in order. */
  | { type: 'delta'; content: string }
  /** The whole answer so far is replaced by this text (the advice check caught a buy/sell call or price target). */
  | { type: 'replace'; content: string }
  /** The end: the risk tip to show under the answer, the label, and how many questions are left today. */
  | { type: 'done'; answerId: number; state: 'done' | 'filtered'; riskTip: string; label: string; remaining: number }
  /** Failed after the start (model unreachable, mid-stream error, timeout): msg is for the member. */
  | { type: 'error'; answerId: number; msg: string };

export const AI_STREAM_CONTENT_TYPE = 'application/x-ndjson; charset=utf-8';

export const AI_TEXT = {
  title: 'AI 助手',
  label: 'AI 生成',
  placeholder: '输入您的问题，如：什么是市盈率？',
  send: '发送',
  stop: '停止生成',
  retry: '重新生成',
  copy: '复制',
  copied: '已复制',
  newChat: '新对话',
  conversations: '历史对话',
  emptyConversations: '暂无历史对话',
  deleteConfirm: '删除这段对话？',
  deleted: '已删除',
  welcome: '您好，我是财学 AI 助手，可以为您解释投资知识、查找平台的资讯和课程。',
  suggestionsTitle: '您可以这样问我',
  loginRequired: '登录后即可使用 AI 助手',
  login: '去登录',
  disabled: 'AI 助手暂未开通，敬请期待',
  unreachable: 'AI 助手暂时无法连接，请稍后再试',
  failed: '回答失败，请稍后再试',
  timeout: '回答超时，请稍后再试',
  stopped: '已停止生成',
  dailyLimit: `今日提问次数已用完（每天 ${AI_RULES.dailyLimit} 次），明天再来吧`,
  remaining: (n: number) => `今日还可提问 ${n} 次`,
  questionEmpty: '请输入问题',
  questionTooLong: `问题最多 ${AI_RULES.questionMax} 个字`,
  conversationNotFound: '对话不存在',
  /** The advice check's replacement (never a buy/sell call or a price target). */
  refusal: '抱歉，我不能对具体证券给出买入、卖出建议或目标价。投资决策请结合自身风险承受能力独立判断，如需投资建议请咨询持牌投资顾问。',
  thinking: '正在思考…',
  /** An answer still being written, seen from a reopened conversation. */
  writing: '正在生成…',
  retryInvalid: '只能重新生成最后一条回答，请刷新后重试',
  retryBusy: '回答仍在生成中，请稍后再试',
} as const;

export type { AiChatBody, AiConversation, AiInfo, AiMessage, AiConversationIdBody } from './schemas/ai';
