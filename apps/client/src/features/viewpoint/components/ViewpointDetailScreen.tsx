import { useCallback, useMemo, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { useShareAppMessage } from '@tarojs/taro';
import { Comment, Fabulous, Share } from '@nutui/icons-react-taro';
import { TEXT, TINT, VIEWPOINT_COMMENT_MAX, VIEWPOINT_RISK_LINE, type ViewpointComment } from '@caixue/contract';
import defaultAvatar from '@/assets/avatar-default.png';
import { formatCount } from '@/shared/format/count';
import { sentToLogin } from '@/shared/navigation/navigation';
import { openNoPermission } from '@/shared/navigation/noPermission';
import { withParentMemberId } from '@/shared/navigation/share';
import { isH5 } from '@/shared/platform/platform';
import type { FetchPage } from '@/shared/request/pagedList';
import { getMemberId, isLoggedIn } from '@/shared/session/auth';
import { ActionBar } from '@/shared/ui/ActionBar';
import { CommentComposer, CommentSection } from '@/shared/ui/Comments';
import { ErrorState } from '@/shared/ui/ErrorState';
import { imageUrl } from '@/shared/ui/imageUrl';
import { LockPanel } from '@/shared/ui/LockPanel';
import { RichHtml } from '@/shared/ui/RichHtml';
import { ShareSheet } from '@/shared/ui/ShareSheet';
import { Skeleton } from '@/shared/ui/Skeleton';
import { StockRiskTip } from '@/shared/ui/StockRiskTip';
import { toast } from '@/shared/ui/toast';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { useCommentFeed } from '@/shared/ui/useCommentFeed';
import { fetchViewpoint, fetchViewpointComments, likeViewpoint, postViewpointComment, recordViewpointShare } from '../api';
import { cardTime, checkComment, detailsUrl, shareLink, VIEWPOINT_UI_TEXT } from '../model';
import './ViewpointDetailScreen.scss';
import { Picture } from '@/shared/ui/Picture';

const fetchCommentPage: FetchPage<ViewpointComment, { id: number }> = ({ id, ...page }) => fetchViewpointComments(id, page);

/** /pages/news/viewpoint/details/index?id= : the viewpoint (or its teaser and the lock), the risk tip, comments, like and share. */
export function ViewpointDetailScreen({ id }: { id: number }) {
  const load = useCallback(() => fetchViewpoint(id), [id]);
  const { state, reload } = useAsyncData(load);
  const commentParams = useMemo(() => ({ id }), [id]);
  const feed = useCommentFeed(fetchCommentPage, commentParams);
  const [likes, setLikes] = useState<{ liked: boolean; likes: number } | null>(null);
  const [sharing, setSharing] = useState(false);
  const item = state.data;
  useShareAppMessage(() => ({
    title: item?.title ?? VIEWPOINT_UI_TEXT.title,
    path: item ? withParentMemberId(detailsUrl(item.id), getMemberId()) : undefined,
  }));

  if (!item) {
    if (state.status === 'error') return <ErrorState message={state.message} onRetry={reload} />;
    return <View className='viewpoint-detail'><Skeleton avatar rows={5} /></View>;
  }
  const liked = likes ?? { liked: item.liked, likes: item.likes };
  const like = async () => {
    if (sentToLogin()) return;
    if (liked.liked) { toast(VIEWPOINT_UI_TEXT.likedAlready); return; }
    try {
      const state = await likeViewpoint(item.id);
      if (state) setLikes(state);
    } catch {
      // shown by the request layer
    }
  };
  const comment = () => {
    if (sentToLogin()) return;
    if (item.locked) { void openNoPermission(item, TEXT.noPermissionToast); return; }
    feed.openComposer();
  };
  const total = feed.totalWith(item.comments);
  const url = shareLink(item.id, isH5() && typeof location !== 'undefined' ? location.origin : undefined);

  return (
    <View className='viewpoint-detail'>
      <View className='viewpoint-article'>
        <Text className='viewpoint-article__title'>{item.title}</Text>
        <View className='viewpoint-article__teacher'>
          <Picture alt='' className='viewpoint-article__avatar' src={imageUrl(item.teacher.avatar) || defaultAvatar} mode='aspectFill' />
          <View className='viewpoint-article__who'>
            <Text className='viewpoint-article__name'>{item.teacher.name}</Text>
            <Text className='viewpoint-article__meta'>{`${cardTime(item)} · 阅读 ${formatCount(item.visits)}`}</Text>
          </View>
        </View>
        {item.teaser ? <Text className='viewpoint-article__teaser'>{item.teaser}</Text> : null}
        {item.locked ? (
          <LockPanel
            title={VIEWPOINT_UI_TEXT.locked}
            hint={VIEWPOINT_UI_TEXT.lockedHint}
            action={VIEWPOINT_UI_TEXT.unlock}
            onUnlock={() => void openNoPermission(item, TEXT.noPermissionToast)}
          />
        ) : (
          <View className='viewpoint-article__content'>
            <RichHtml html={item.content} />
            {item.picList.map((src) => (
              <Picture alt={item.title} key={src} className='viewpoint-article__pic' src={imageUrl(src)} mode='widthFix' />
            ))}
          </View>
        )}
      </View>
      <StockRiskTip line={VIEWPOINT_RISK_LINE} />
      <CommentSection list={feed.list} total={total} />
      <ActionBar
        entry={isLoggedIn() ? VIEWPOINT_UI_TEXT.commentEntry : VIEWPOINT_UI_TEXT.commentLogin}
        onEntry={comment}
        items={[
          { key: 'comment', icon: <Comment size={18} color='#4e5662' />, label: formatCount(total), onClick: comment },
          {
            key: 'like',
            icon: <Fabulous size={18} color={liked.liked ? TINT : '#4e5662'} />,
            label: liked.likes > 0 ? formatCount(liked.likes) : VIEWPOINT_UI_TEXT.like,
            on: liked.liked,
            onClick: () => void like(),
          },
          { key: 'share', icon: <Share size={18} color='#4e5662' />, label: VIEWPOINT_UI_TEXT.share, onClick: () => setSharing(true) },
        ]}
      />
      {feed.composing ? (
        <CommentComposer
          maxLength={VIEWPOINT_COMMENT_MAX}
          check={checkComment}
          send={(content) => postViewpointComment(item.id, content)}
          onClose={feed.closeComposer}
          onSent={feed.onSent}
        />
      ) : null}
      <ShareSheet
        visible={sharing}
        url={url}
        title={item.title}
        onClose={() => setSharing(false)}
        onShared={(channel) => void recordViewpointShare(item.id, `${channel}:${url}`)}
      />
    </View>
  );
}
