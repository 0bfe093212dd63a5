import { Text, View } from '@tarojs/components';
import defaultAvatar from '@/assets/avatar-default.png';
import { timeAgo } from '@/shared/format/relativeTime';
import { imageUrl } from '@/shared/ui/imageUrl';
import { RichHtml } from '@/shared/ui/RichHtml';
import './CommentRow.scss';
import { Picture } from './Picture';

/** One comment of a content item (news, viewpoints, courses); its own file so a page that only lists comments does not load the composer. */

export interface CommentLike {
  id: number;
  content: string;
  createTime: string;
  member: { nickname: string; avatar: string };
}

export const COMMENT_TEXT = {
  title: '评论',
  empty: '暂无评论，快来抢沙发吧',
  placeholder: '写下你的看法…',
  send: '发布',
  sent: '评论成功',
  anonymous: '财学用户',
} as const;


/**
 * One comment: avatar, name (or `anonymous`), time and the text. News and viewpoint comments arrive as
 * cleaned HTML; `plain` comments (courses) are shown as typed, line breaks kept.
 */
export function CommentRow({ comment, anonymous = COMMENT_TEXT.anonymous, plain = false }: { comment: CommentLike; anonymous?: string; plain?: boolean }) {
  return (
    <View className='comment-row' data-id={comment.id}>
      <Picture alt='' className='comment-row__avatar' src={imageUrl(comment.member.avatar) || defaultAvatar} mode='aspectFill' lazyLoad />
      <View className='comment-row__main'>
        <View className='comment-row__head'>
          <Text className='comment-row__name'>{comment.member.nickname || anonymous}</Text>
          <Text className='comment-row__time'>{timeAgo(comment.createTime)}</Text>
        </View>
        {plain
          ? <Text className='comment-row__content comment-row__content--plain'>{comment.content}</Text>
          : <RichHtml className='comment-row__content' html={comment.content} />}
      </View>
    </View>
  );
}
