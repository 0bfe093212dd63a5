import { TEXT } from '@caixue/contract';

/** A comment as it may be sent: trimmed, not empty, at most `max` characters (code points); else the reason. */
export function checkCommentText(text: string, max: number, tooLong: string): { ok: true; content: string } | { ok: false; reason: string } {
  const content = text.trim();
  if (!content) return { ok: false, reason: TEXT.emptyContent };
  if ([...content].length > max) return { ok: false, reason: tooLong };
  return { ok: true, content };
}
