import { Image, Text, View } from '@tarojs/components';
import type { NewsComment } from '@caixue/contract';
import defaultAvatar from '@/assets/avatar-default.png';
import { timeAgo } from '@/shared/format/relativeTime';
import type { PagedList } from '@/shared/request/pagedList';
import { imageUrl } from '@/shared/ui/imageUrl';
import { PagedBody } from '@/shared/ui/PagedBody';
import { RichHtml } from '@/shared/ui/RichHtml';
import { Skeleton } from '@/shared/ui/Skeleton';
import { NEWS_UI_TEXT } from '../model';
import './NewsComments.scss';

export function CommentRow({ comment }: { comment: NewsComment }) {
  return (
    <View className='news-comment' data-id={comment.id}>
      <Image className='news-comment__avatar' src={imageUrl(comment.member.avatar) || defaultAvatar} mode='aspectFill' lazyLoad />
      <View className='news-comment__main'>
        <View className='news-comment__head'>
          <Text className='news-comment__name'>{comment.member.nickname || '财学用户'}</Text>
          <Text className='news-comment__time'>{timeAgo(comment.createTime)}</Text>
        </View>
        <RichHtml className='news-comment__content' html={comment.content} />
      </View>
    </View>
  );
}

/** The comments of an item, paged (the page's reach-bottom loads more). */
export function NewsComments({ list, total }: { list: PagedList<NewsComment>; total: number }) {
  return (
    <View className='news-section news-comments'>
      <View className='news-section__head'>
        <Text className='news-section__title'>{NEWS_UI_TEXT.comments}</Text>
        {total > 0 ? <Text className='news-section__count'>{total}</Text> : null}
      </View>
      <PagedBody
        list={list}
        className='news-comments__list'
        emptyText={NEWS_UI_TEXT.commentsEmpty}
        skeleton={[0, 1].map((key) => <Skeleton key={key} avatar rows={1} title={false} />)}
      >
        {(rows) => rows.map((comment) => <CommentRow key={comment.id} comment={comment} />)}
      </PagedBody>
    </View>
  );
}
