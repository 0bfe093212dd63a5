import { useState } from 'react';
import { useReachBottom } from '@tarojs/taro';
import { usePagedList, type FetchPage, type PagedList } from '@/shared/request/pagedList';

/**
 * The comments under a content item (news, viewpoints): the paged list (the page's reach-bottom loads
 * more), the member's own new comments on top at once, and whether the composer is open.
 */
export interface CommentFeed<T> {
  list: PagedList<T>;
  /** The count to show: the item's count, or more when the list already holds more. */
  totalWith: (itemCount: number) => number;
  composing: boolean;
  openComposer: () => void;
  closeComposer: () => void;
  /** After a post: the new comment on top, or (when the answer had none) the list again. */
  onSent: (sent: T | null) => void;
}

export function useCommentFeed<T extends { id: number }, P extends object>(fetchPage: FetchPage<T, P>, params: P): CommentFeed<T> {
  const comments = usePagedList(fetchPage, params);
  const [posted, setPosted] = useState<T[]>([]);
  const [composing, setComposing] = useState(false);
  useReachBottom(() => comments.loadMore());
  const list = { ...comments, rows: [...posted.filter((p) => !comments.rows.some((r) => r.id === p.id)), ...comments.rows] };
  return {
    list,
    totalWith: (itemCount) => Math.max(itemCount, list.rows.length),
    composing,
    openComposer: () => setComposing(true),
    closeComposer: () => setComposing(false),
    onSent: (sent) => {
      setComposing(false);
      if (sent) setPosted((rows) => [sent, ...rows]);
      else comments.reload();
    },
  };
}
