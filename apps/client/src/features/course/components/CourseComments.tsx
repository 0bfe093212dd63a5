import { useState } from 'react';
import { Input, Text, View } from '@tarojs/components';
import type { CourseComment } from '@caixue/contract';
import { isLoggedIn } from '@/shared/session/auth';
import { goToLogin } from '@/shared/navigation/navigation';
import { usePagedList, type FetchPage } from '@/shared/request/pagedList';
import { toast } from '@/shared/ui/toast';
import { PagedBody } from '@/shared/ui/PagedBody';
import { Skeleton } from '@/shared/ui/Skeleton';
import { CommentRow } from '@/shared/ui/CommentRow';
import { fetchComments, postComment } from '../api';
import { COURSE_TEXT, commentToSend } from '../model';
import './CourseComments.scss';

const fetchPage: FetchPage<CourseComment, { courseId: number }> = ({ courseId, ...args }) => fetchComments(courseId, args);

export interface CourseCommentsProps {
  courseId: number;
}

/**
 * The comments of a course (paged, newest first) and the box to write one; a visitor is asked to
 * log in instead. A sent comment shows at the top at once.
 */
export function CourseComments({ courseId }: CourseCommentsProps) {
  const list = usePagedList(fetchPage, { courseId });
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [mine, setMine] = useState<CourseComment[]>([]);
  const loggedIn = isLoggedIn();

  const send = async () => {
    const content = commentToSend(text);
    if (!content) {
      toast(COURSE_TEXT.commentEmpty);
      return;
    }
    if (sending) return;
    setSending(true);
    try {
      const saved = await postComment(courseId, content);
      setText('');
      toast(COURSE_TEXT.commentSent, { icon: 'success' });
      if (saved) setMine((rows) => [saved, ...rows]);
      else list.reload();
    } catch {
      // The request layer has shown why.
    } finally {
      setSending(false);
    }
  };

  const shownIds = new Set(mine.map((c) => c.id));
  const rows = [...mine, ...list.rows.filter((c) => !shownIds.has(c.id))];
  return (
    <View className='course-comments'>
      {loggedIn ? (
        <View className='course-comments__box'>
          <Input
            className='course-comments__input'
            value={text}
            placeholder={COURSE_TEXT.commentPlaceholder}
            maxlength={500}
            confirmType='send'
            onInput={(event) => setText(event.detail.value)}
            onConfirm={() => void send()}
          />
          <View className={`course-comments__send ${commentToSend(text) ? 'course-comments__send--ready' : ''}`} onClick={() => void send()}>
            <Text>{COURSE_TEXT.commentSend}</Text>
          </View>
        </View>
      ) : (
        <View className='course-comments__login' onClick={() => void goToLogin()}>
          <Text className='course-comments__login-text'>{COURSE_TEXT.commentLogin}</Text>
          <Text className='course-comments__login-action'>{COURSE_TEXT.loginAction}</Text>
        </View>
      )}
      <PagedBody
        list={{ ...list, rows }}
        emptyText={COURSE_TEXT.emptyComments}
        emptyHint={COURSE_TEXT.emptyCommentsHint}
        skeleton={[0, 1].map((key) => <Skeleton key={key} avatar rows={1} />)}
      >
        {(shown) => shown.map((comment) => <CommentRow key={comment.id} comment={comment} anonymous={COURSE_TEXT.anonymous} plain />)}
      </PagedBody>
    </View>
  );
}
