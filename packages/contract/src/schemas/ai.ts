import { Type, type Static } from '@sinclair/typebox';
import { IdDescribed, literalUnion, Nullable } from './common';
import { AI_MESSAGE_ROLES, AI_MESSAGE_STATES, AI_RULES, AI_TEXT } from '../ai';

/** The AI assistant's plain JSON endpoints and the chat body (issue 16). The stream's events are typed in ../ai. */

export const AiChatBodySchema = Type.Object({
  /** Absent: a new conversation (titled by this question). */
  conversationId: Type.Optional(IdDescribed('对话')),
  content: Type.String({ minLength: 1, maxLength: AI_RULES.questionMax, 'x-message': AI_TEXT.questionTooLong }),
  /**
   * 重新生成: the conversation's last answer, asked again. Its question is not stored twice: the new answer follows the
   * old one, which stays for audit but leaves the history (conversationId required).
   */
  retryOf: Type.Optional(IdDescribed('重新生成的回答')),
});
export type AiChatBody = Static<typeof AiChatBodySchema>;

export const AiInfoSchema = Type.Object({
  /** False: show AI_TEXT.disabled (Ollama configured but unreachable shows AI_TEXT.unreachable). */
  enabled: Type.Boolean(),
  /** 'ollama' or 'dev' (the development driver answering from the product's own content). */
  driver: Type.String(),
  /** The text to show when not enabled, else ''. */
  notice: Type.String(),
  dailyLimit: Type.Integer(),
  remaining: Type.Integer({ minimum: 0 }),
  suggestions: Type.Array(Type.String()),
  riskTip: Type.String({ description: '风险提示（risk_tip 字典）' }),
});
export type AiInfo = Static<typeof AiInfoSchema>;

export const AiConversationSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  /** The last answer's first characters. */
  preview: Type.String(),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type AiConversation = Static<typeof AiConversationSchema>;

export const AiMessageSchema = Type.Object({
  id: Type.Integer(),
  role: literalUnion(AI_MESSAGE_ROLES),
  /** Markdown (assistant) or plain text (user). */
  content: Type.String(),
  state: literalUnion(AI_MESSAGE_STATES),
  createdAt: Type.String({ format: 'date-time' }),
  /** Assistant answers: the risk tip shown beneath. */
  riskTip: Nullable(Type.String()),
});
export type AiMessage = Static<typeof AiMessageSchema>;

export const AiConversationIdBodySchema = Type.Object({ id: IdDescribed('对话') });
export type AiConversationIdBody = Static<typeof AiConversationIdBodySchema>;
export const AiConversationParamsSchema = Type.Object({ id: IdDescribed('对话') });
