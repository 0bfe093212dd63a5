/** Typed calls of the AI assistant (paths in packages/contract API.ai; the stream's events in ai.ts). */
import { API, ENDPOINTS, type AiChatBody, type AiConversation, type AiInfo, type AiMessage, type AiStreamEvent } from '@caixue/contract';
import { http } from '@/shared/request/request';
import { postStream, type StreamHandle } from '@/shared/request/stream';

/** The page draws its own loading and error states. */
const QUIET = { noLoading: true, silent: true } as const;

export async function fetchAiInfo(): Promise<AiInfo> {
  const response = await http.get(ENDPOINTS.ai.info, undefined, QUIET);
  if (!response.data) throw new Error('AI 助手信息加载失败');
  return response.data;
}

export async function fetchConversations(pageNum: number, pageSize: number): Promise<{ rows: AiConversation[]; total: number }> {
  const response = await http.page(ENDPOINTS.ai.conversations, { pageNum, pageSize }, QUIET);
  return { rows: response.rows ?? [], total: response.total ?? 0 };
}

export async function fetchMessages(id: number): Promise<AiMessage[]> {
  const response = await http.get(ENDPOINTS.ai.messages(id), undefined, QUIET);
  return response.data ?? [];
}

export async function deleteConversation(id: number): Promise<void> {
  await http.post(ENDPOINTS.ai.deleteConversation, { id }, { noLoading: true });
}

/** Asks a question: the answer streams into onEvents until the handle's `done` settles. */
export function askQuestion(body: AiChatBody, onEvents: (events: AiStreamEvent[]) => void): StreamHandle {
  return postStream<AiStreamEvent>({ path: API.ai.chat, body, onEvents });
}
