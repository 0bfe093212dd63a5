import { TEXT } from '@caixue/contract';
import { badRequest } from '../errors';
import { isBlankHtml, sanitizeRichText } from './sanitize';

/**
 * A member's comment as stored (news, courses, viewpoints): trimmed, at most `max` characters
 * (code points, so an emoji counts once), sanitized like chat; nothing left after sanitizing is
 * 内容不能为空. Throws a 400 BizError with the module's own too-long text.
 */
export function commentHtml(raw: string, max: number, tooLong: string): string {
  const text = raw.trim();
  if (text.length === 0) throw badRequest(TEXT.emptyContent);
  if (Array.from(text).length > max) throw badRequest(tooLong);
  const content = sanitizeRichText(text);
  if (isBlankHtml(content)) throw badRequest(TEXT.emptyContent);
  return content;
}
