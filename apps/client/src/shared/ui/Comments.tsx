import { useState, type ReactNode } from 'react';
import { Text, Textarea, View } from '@tarojs/components';
import type { PagedList } from '@/shared/request/pagedList';
import { PagedBody } from '@/shared/ui/PagedBody';
import { Skeleton } from '@/shared/ui/Skeleton';
import { toast } from '@/shared/ui/toast';
import './Comments.scss';
import { COMMENT_TEXT, CommentRow, type CommentLike } from './CommentRow';

/**
 * Comments of a content item (news, viewpoints): the paged list, one row, and the composer sheet.
 * The item's feature supplies the calls and its wording; the rows and the sheet look the same everywhere.
 */

/** The comments of an item, paged (the page's reach-bottom loads more). */
export function CommentSection<T extends CommentLike>({ list, total, title = COMMENT_TEXT.title, emptyText = COMMENT_TEXT.empty }: {
  list: PagedList<T>;
  total: number;
  title?: string;
  emptyText?: string;
}) {
  return (
    <View className='news-section news-comments'>
      <View className='news-section__head'>
        <Text className='news-section__title'>{title}</Text>
        {total > 0 ? <Text className='news-section__count'>{total}</Text> : null}
      </View>
      <PagedBody
        list={list}
        className='news-comments__list'
        emptyText={emptyText}
        skeleton={[0, 1].map((key) => <Skeleton key={key} avatar rows={1} title={false} />)}
      >
        {(rows) => rows.map((comment) => <CommentRow key={comment.id} comment={comment} />)}
      </PagedBody>
    </View>
  );
}

/**
 * The bottom sheet to write a comment. `check` refuses bad text with a toast before anything is sent;
 * `send` posts it (the request layer shows why a post failed, and the text stays for another try).
 */
export function CommentComposer<T>({ maxLength, check, send, onClose, onSent, placeholder = COMMENT_TEXT.placeholder, footer }: {
  maxLength: number;
  check: (text: string) => { ok: true; content: string } | { ok: false; reason: string };
  send: (content: string) => Promise<T | null>;
  onClose: () => void;
  onSent: (comment: T | null) => void;
  placeholder?: string;
  footer?: ReactNode;
}) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const submit = async () => {
    const checked = check(text);
    if (!checked.ok) { toast(checked.reason); return; }
    if (sending) return;
    setSending(true);
    try {
      const comment = await send(checked.content);
      toast(COMMENT_TEXT.sent);
      onSent(comment);
    } catch {
      // The request layer has shown why; the text stays for another try.
    } finally {
      setSending(false);
    }
  };
  const length = [...text.trim()].length;
  return (
    <View className='news-composer-mask' onClick={onClose}>
      <View className='news-composer' onClick={(event) => event.stopPropagation()}>
        <Textarea
          className='news-composer__text'
          value={text}
          focus
          maxlength={maxLength}
          placeholder={placeholder}
          onInput={(event) => setText(event.detail.value)}
        />
        <View className='news-composer__bar'>
          <Text className='news-composer__count'>{`${length}/${maxLength}`}</Text>
          <View className={`news-composer__send${length === 0 || sending ? ' news-composer__send--off' : ''}`} onClick={() => void submit()}>
            <Text>{COMMENT_TEXT.send}</Text>
          </View>
        </View>
        {footer}
      </View>
    </View>
  );
}
