import { useState } from 'react';
import { Text, Textarea, View } from '@tarojs/components';
import { useDidShow, useReachBottom } from '@tarojs/taro';
import { Close, Plus } from '@nutui/icons-react-taro';
import type { Feedback } from '@caixue/contract';
import { chooseOneImage } from '@/shared/platform/chooseImage';
import { navigateTo } from '@/shared/navigation/navigation';
import { usePagedList, type FetchPage } from '@/shared/request/pagedList';
import { toast, toastAcrossNavigation } from '@/shared/ui/toast';
import { previewImage } from '@/shared/ui/imagePreview';
import { imageUrl } from '@/shared/ui/imageUrl';
import { Button } from '@/shared/ui/nutui/button';
import { SectionHead } from '@/shared/ui/SectionHead';
import { fetchFeedbacks, saveFeedback, uploadFeedbackImage } from '../api';
import { CENTRE_TEXT, FEEDBACK_MAX_LENGTH, feedbackCounter, feedbackError, formatDateTime } from '../model';
import { CENTRE_PAGES, withId } from './centrePages';
import { PagedBody } from '@/shared/ui/PagedBody';
import { htmlToText } from '@/shared/ui/richHtml';
import './FeedbackForm.scss';
import { Picture } from '@/shared/ui/Picture';

const fetchPage: FetchPage<Feedback, object> = (query) => fetchFeedbacks(query);
const NO_PARAMS = {};

export function FeedbackRow({ feedback }: { feedback: Feedback }) {
  const replied = Boolean(feedback.reply);
  return (
    <View className='feedback-row' data-id={feedback.id} onClick={() => void navigateTo(withId(CENTRE_PAGES.feedbackDetail, feedback.id))}>
      <View className='feedback-row__head'>
        <Text className='feedback-row__time'>{formatDateTime(feedback.createTime)}</Text>
        <Text className={`feedback-status${replied ? ' feedback-status--replied' : ''}`}>
          {replied ? CENTRE_TEXT.feedbackReplied : CENTRE_TEXT.feedbackWaiting}
        </Text>
      </View>
      <Text className='feedback-row__content'>{htmlToText(feedback.content)}</Text>
      {feedback.image ? <Picture alt='' className='feedback-row__image' src={imageUrl(feedback.image)} mode='aspectFill' lazyLoad /> : null}
    </View>
  );
}

/** Feedback (/pages/mine/faq/feedback/index): text and one picture, then my earlier feedback below. */
export function FeedbackForm() {
  const [content, setContent] = useState('');
  const [image, setImage] = useState('');
  const [busy, setBusy] = useState(false);
  const list = usePagedList(fetchPage, NO_PARAMS);
  useReachBottom(() => list.loadMore());
  // Back from a detail page: replies may have arrived.
  const { reload } = list;
  useDidShow(() => { if (list.pageNum > 0) reload(); });

  const addImage = async () => {
    if (busy) return;
    const picked = await chooseOneImage();
    if (!picked) return;
    setBusy(true);
    try {
      setImage(await uploadFeedbackImage(picked.path, picked.name));
    } catch {
      // uploadFeedbackImage and the request layer have shown the reason.
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    if (busy) return;
    const error = feedbackError(content);
    if (error) { toast(error); return; }
    setBusy(true);
    try {
      const id = await saveFeedback(content.trim(), image);
      setContent('');
      setImage('');
      await toastAcrossNavigation(CENTRE_TEXT.feedbackSubmitted, () => navigateTo(withId(CENTRE_PAGES.feedbackDetail, id)), { icon: 'success' });
    } catch {
      // The request layer has shown the reason; the text stays for another try.
    } finally {
      setBusy(false);
    }
  };

  const over = [...content].length > FEEDBACK_MAX_LENGTH;
  return (
    <View className='feedback'>
      <View className='feedback-form'>
        <Textarea
          className='feedback-form__text'
          value={content}
          placeholder={CENTRE_TEXT.feedbackPlaceholder}
          placeholderClass='feedback-form__placeholder'
          maxlength={-1}
          onInput={(event) => setContent(event.detail.value)}
        />
        <Text className={`feedback-form__counter${over ? ' feedback-form__counter--over' : ''}`}>{feedbackCounter(content)}</Text>
        <View className='feedback-form__images'>
          {image ? (
            <View className='feedback-form__thumb'>
              <Picture alt='' className='feedback-form__picture' src={imageUrl(image)} mode='aspectFill' onClick={() => previewImage(imageUrl(image), [imageUrl(image)])} />
              <View role='button' className='feedback-form__remove' onClick={() => setImage('')} aria-label='删除图片'>
                <Close size={10} color='#ffffff' />
              </View>
            </View>
          ) : (
            <View className='feedback-form__add' onClick={() => void addImage()}>
              <Plus size={22} color='#b6bbc3' />
              <Text className='feedback-form__add-text'>{CENTRE_TEXT.feedbackImage}</Text>
            </View>
          )}
          <Text className='feedback-form__hint'>{CENTRE_TEXT.feedbackImageHint}</Text>
        </View>
      </View>
      <View className='feedback__submit'>
        <Button block type='primary' className='feedback__submit-button' loading={busy} onClick={() => void submit()}>{CENTRE_TEXT.feedbackSubmit}</Button>
      </View>
      <View className='feedback__mine'>
        <SectionHead title={CENTRE_TEXT.feedbackMine} />
        <PagedBody list={list} className='feedback-list' emptyText={CENTRE_TEXT.feedbackMineEmpty} emptyHint={CENTRE_TEXT.feedbackMineEmptyHint}>
          {(rows) => rows.map((feedback) => <FeedbackRow key={feedback.id} feedback={feedback} />)}
        </PagedBody>
      </View>
    </View>
  );
}
