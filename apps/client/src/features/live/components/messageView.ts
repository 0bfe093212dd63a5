/** Pure view helpers for a chat message (who wrote it, how it is labelled). */
import type { LiveMessage } from '@caixue/contract';
import { authorName as modelAuthorName } from '../model';

type Authored = Pick<LiveMessage, 'teacher' | 'member'>;

/** The author's name as shown: the teacher's, else the member's nickname or name, else 游客. */
export function authorName(message: Authored): string {
  return modelAuthorName(message) || '游客';
}

export function authorAvatar(message: Authored): string {
  return message.teacher?.avatar || message.member?.avatar || '';
}

export function isTeacherMessage(message: Pick<LiveMessage, 'teacher'>): boolean {
  return Boolean(message.teacher);
}

/** Formats a count the Chinese way: 12,345 → 1.2万 above ten thousand. */
export function formatCount(count: number): string {
  if (count >= 10000) return `${(count / 10000).toFixed(count >= 100000 ? 0 : 1)}万`;
  return count.toLocaleString('en-US');
}

export function messageAnchorId(id: number): string {
  return `chat-msg-${id}`;
}
