import { useCallback, useEffect, useMemo, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { Comment, Fabulous, Share, Star, StarF } from '@nutui/icons-react-taro';
import { API, TEXT, TINT, type NewsComment, type NewsItem } from '@caixue/contract';
import { isLoggedIn } from '@/shared/session/auth';
import { navigateTo, sentToLogin } from '@/shared/navigation/navigation';
import { openNoPermission } from '@/shared/navigation/noPermission';
import type { FetchPage } from '@/shared/request/pagedList';
import { isH5 } from '@/shared/platform/platform';
import { toast } from '@/shared/ui/toast';
import { ErrorState } from '@/shared/ui/ErrorState';
import { ActionBar } from '@/shared/ui/ActionBar';
import { CommentComposer, CommentSection } from '@/shared/ui/Comments';
import { ShareSheet } from '@/shared/ui/ShareSheet';
import { imageUrl } from '@/shared/ui/imageUrl';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { useCommentFeed } from '@/shared/ui/useCommentFeed';
import { formatCount } from '@/shared/format/count';
import {
  fetchComments, fetchNews, fetchRelated, fetchTeacherFollowed, postComment, saveView, setTeacherFollow,
  toggleFavorite, toggleLike,
} from '../api';
import {
  checkComment, COMMENT_MAX_LENGTH, detailsUrl, NEWS_UI_TEXT, shareLink, thumbnails,
} from '../model';
import { useNewsShare } from '../hooks/useNewsShare';
import { NewsArticle, NewsArticleSkeleton } from './NewsArticle';
import { RelatedNews } from './RelatedNews';
import './NewsDetailScreen.scss';

const fetchCommentPage: FetchPage<NewsComment, { newsId: number }> = ({ newsId, ...page }) => fetchComments(newsId, page);

/** Opens the no-permission page for a locked item (the levels that open its module, the product link). */
export function openUnlock(item: NewsItem): void {
  void openNoPermission(item, TEXT.noPermissionToast, API.news.infoById(item.id));
}

function FollowButton({ teacherId }: { teacherId: number }) {
  const [followed, setFollowed] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let current = true;
    if (isLoggedIn()) void fetchTeacherFollowed(teacherId).then((value) => { if (current) setFollowed(value); });
    return () => { current = false; };
  }, [teacherId]);
  const toggle = async () => {
    if (sentToLogin()) return;
    if (busy) return;
    setBusy(true);
    try {
      const following = await setTeacherFollow(teacherId, !followed);
      setFollowed(following);
      toast(following ? NEWS_UI_TEXT.followDone : NEWS_UI_TEXT.unfollowDone);
    } catch {
      // The request layer has shown why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <View className={`news-follow${followed ? ' news-follow--on' : ''}`} onClick={() => void toggle()}>
      <Text>{followed ? NEWS_UI_TEXT.followed : `+ ${NEWS_UI_TEXT.follow}`}</Text>
    </View>
  );
}

interface Reactions {
  liked: boolean;
  likes: number;
  favorited: boolean;
}

/** /pages/news/details/index?id= : the article, reactions, share, related items and comments. */
export function NewsDetailScreen({ id }: { id: number }) {
  const load = useCallback(() => fetchNews(id), [id]);
  const { state, reload } = useAsyncData(load);
  const loadRelated = useCallback(() => fetchRelated(id), [id]);
  const related = useAsyncData(loadRelated).state.data ?? [];
  const commentParams = useMemo(() => ({ newsId: id }), [id]);
  const feed = useCommentFeed(fetchCommentPage, commentParams);
  const [reactions, setReactions] = useState<Reactions | null>(null);
  const [sharing, setSharing] = useState(false);

  useEffect(() => { void saveView(id); }, [id]);
  const item = state.data;
  useNewsShare(item);

  if (!item) {
    if (state.status === 'error') return <ErrorState message={state.message} onRetry={reload} />;
    return <NewsArticleSkeleton />;
  }
  const current = reactions ?? { liked: item.liked, likes: item.likes, favorited: item.favorited };

  const like = async () => {
    if (sentToLogin()) return;
    if (current.liked) { toast(NEWS_UI_TEXT.likedAlready); return; }
    try {
      const result = await toggleLike(item.id, current.liked);
      const likes = result.count ?? Math.max(0, current.likes + (result.active === current.liked ? 0 : result.active ? 1 : -1));
      setReactions({ ...current, liked: result.active, likes });
    } catch {
      // shown by the request layer
    }
  };
  const favorite = async () => {
    if (sentToLogin()) return;
    try {
      const result = await toggleFavorite(item.id, current.favorited);
      setReactions({ ...current, favorited: result.active });
      toast(result.active ? '收藏成功' : '已取消收藏');
    } catch {
      // shown by the request layer
    }
  };
  const comment = () => {
    if (sentToLogin()) return;
    feed.openComposer();
  };
  const total = feed.totalWith(item.comments);

  return (
    <View className='news-detail'>
      <NewsArticle
        item={item}
        teacherAction={item.teacher ? <FollowButton teacherId={item.teacher.id} /> : null}
        onUnlock={() => openUnlock(item)}
      />
      <RelatedNews rows={related} onOpen={(row) => void navigateTo(detailsUrl(row.id))} />
      <CommentSection list={feed.list} total={total} />
      <ActionBar
        entry={isLoggedIn() ? NEWS_UI_TEXT.commentEntry : NEWS_UI_TEXT.commentLogin}
        onEntry={comment}
        items={[
          { key: 'comment', icon: <Comment size={18} color='#4e5662' />, label: formatCount(total), onClick: comment },
          {
            key: 'like',
            icon: <Fabulous size={18} color={current.liked ? TINT : '#4e5662'} />,
            label: current.likes > 0 ? formatCount(current.likes) : NEWS_UI_TEXT.like,
            on: current.liked,
            onClick: () => void like(),
          },
          {
            key: 'favorite',
            icon: current.favorited ? <StarF size={18} color='#f5a623' /> : <Star size={18} color='#4e5662' />,
            label: current.favorited ? NEWS_UI_TEXT.favorited : NEWS_UI_TEXT.favorite,
            on: current.favorited,
            onClick: () => void favorite(),
          },
          { key: 'share', icon: <Share size={18} color='#4e5662' />, label: NEWS_UI_TEXT.share, onClick: () => setSharing(true) },
        ]}
      />
      {feed.composing ? (
        <CommentComposer
          maxLength={COMMENT_MAX_LENGTH}
          check={checkComment}
          send={(content) => postComment(item.id, content)}
          onClose={feed.closeComposer}
          onSent={feed.onSent}
        />
      ) : null}
      <ShareSheet
        visible={sharing}
        url={shareLink(item.id, isH5() && typeof location !== 'undefined' ? location.origin : undefined)}
        title={item.title}
        onClose={() => setSharing(false)}
        poster={{ cover: imageUrl(thumbnails(item)[0] ?? '') || undefined }}
      />
    </View>
  );
}
