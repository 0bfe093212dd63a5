import { useCallback } from 'react';
import { Text, View } from '@tarojs/components';
import { ClockF, Service } from '@nutui/icons-react-taro';
import { TINT, type Feedback } from '@caixue/contract';
import { redirectTo } from '@/shared/navigation/navigation';
import { EmptyData } from '@/shared/ui/EmptyData';
import { ErrorState } from '@/shared/ui/ErrorState';
import { previewImage } from '@/shared/ui/imagePreview';
import { imageUrl } from '@/shared/ui/imageUrl';
import { Button } from '@/shared/ui/nutui/button';
import { RichHtml } from '@/shared/ui/RichHtml';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { fetchFeedback } from '../api';
import { CENTRE_TEXT, formatDateTime } from '../model';
import { CENTRE_PAGES } from './centrePages';
import './FeedbackForm.scss';
import './FeedbackDetail.scss';
import { Picture } from '@/shared/ui/Picture';

function FeedbackView({ feedback }: { feedback: Feedback }) {
  const replied = Boolean(feedback.reply);
  const picture = imageUrl(feedback.image);
  return (
    <View className='feedback-detail'>
      <View className='feedback-detail__card'>
        <View className='feedback-detail__head'>
          <Text className='feedback-detail__label'>{CENTRE_TEXT.feedbackMyText}</Text>
          <Text className={`feedback-status${replied ? ' feedback-status--replied' : ''}`}>
            {replied ? CENTRE_TEXT.feedbackReplied : CENTRE_TEXT.feedbackWaiting}
          </Text>
        </View>
        <RichHtml className='feedback-detail__content' html={feedback.content} />
        {picture ? (
          <Picture alt='' className='feedback-detail__image' src={picture} mode='aspectFill' onClick={() => previewImage(picture, [picture])} />
        ) : null}
        <Text className='feedback-detail__time'>{formatDateTime(feedback.createTime)}</Text>
      </View>
      <View className='feedback-detail__card feedback-detail__reply'>
        <View className='feedback-detail__head'>
          <View className='feedback-detail__reply-title'>
            <Service size={16} color={TINT} />
            <Text className='feedback-detail__label'>{CENTRE_TEXT.feedbackReply}</Text>
          </View>
          {feedback.repliedAt ? <Text className='feedback-detail__time'>{formatDateTime(feedback.repliedAt)}</Text> : null}
        </View>
        {replied ? (
          <RichHtml className='feedback-detail__content' html={feedback.reply} />
        ) : (
          <View className='feedback-detail__waiting'>
            <ClockF size={16} color='#c8923b' />
            <View className='feedback-detail__waiting-main'>
              <Text className='feedback-detail__waiting-title'>{CENTRE_TEXT.feedbackWaiting}</Text>
              <Text className='feedback-detail__waiting-hint'>{CENTRE_TEXT.feedbackWaitingHint}</Text>
            </View>
          </View>
        )}
      </View>
    </View>
  );
}

/** One feedback of mine (/pages/mine/faq/feedbackDetail/index?id=): my text and picture, the reply or 等待回复. */
export function FeedbackDetail({ id }: { id: string }) {
  // A push may link here without an id: point to the list of my feedback instead.
  if (!id) {
    return (
      <EmptyData
        text={CENTRE_TEXT.feedbackMine}
        description={CENTRE_TEXT.feedbackMineEmptyHint}
        action={<Button type='primary' size='small' onClick={() => void redirectTo(CENTRE_PAGES.feedback)}>{CENTRE_TEXT.feedbackMine}</Button>}
      />
    );
  }
  return <FeedbackById id={id} />;
}

function FeedbackById({ id }: { id: string }) {
  const load = useCallback(() => fetchFeedback(id), [id]);
  const { state, reload } = useAsyncData(load);
  if (state.data) return <FeedbackView feedback={state.data} />;
  if (state.status === 'error') return <ErrorState message={state.message} onRetry={reload} />;
  return (
    <View className='feedback-detail'>
      <View className='feedback-detail__card'><Skeleton rows={3} /></View>
      <View className='feedback-detail__card'><Skeleton rows={1} /></View>
    </View>
  );
}
