import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import { ArrowDown, ArrowRight, FeedbackF } from '@nutui/icons-react-taro';
import { TINT, type Faq } from '@caixue/contract';
import { navigateTo } from '@/shared/navigation/navigation';
import { EmptyData } from '@/shared/ui/EmptyData';
import { ErrorState } from '@/shared/ui/ErrorState';
import { RichHtml } from '@/shared/ui/RichHtml';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { fetchFaqs } from '../api';
import { CENTRE_TEXT } from '../model';
import { CENTRE_PAGES } from './centrePages';
import './FaqScreen.scss';

export function FaqItem({ faq, open, onToggle }: { faq: Faq; open: boolean; onToggle: (id: number) => void }) {
  return (
    <View className={`faq-item${open ? ' faq-item--open' : ''}`} data-id={faq.id}>
      <View className='faq-item__question' onClick={() => onToggle(faq.id)}>
        <Text className='faq-item__mark'>Q</Text>
        <Text className='faq-item__text'>{faq.question}</Text>
        <View className='faq-item__arrow'><ArrowDown size={12} color='#8a919c' /></View>
      </View>
      {open ? (
        <View className='faq-item__answer'>
          <Text className='faq-item__mark faq-item__mark--answer'>A</Text>
          <RichHtml className='faq-item__html' html={faq.answer} />
        </View>
      ) : null}
    </View>
  );
}

function FeedbackEntry() {
  return (
    <View className='faq-feedback' onClick={() => void navigateTo(CENTRE_PAGES.feedback)}>
      <View className='faq-feedback__icon'><FeedbackF size={20} color={TINT} /></View>
      <View className='faq-feedback__main'>
        <Text className='faq-feedback__title'>{CENTRE_TEXT.faqFeedbackTitle}</Text>
        <Text className='faq-feedback__hint'>{CENTRE_TEXT.faqFeedbackHint}</Text>
      </View>
      <Text className='faq-feedback__action'>{CENTRE_TEXT.feedbackEntry}</Text>
      <ArrowRight size={12} color={TINT} />
    </View>
  );
}

/** Common questions (/pages/mine/faq/index): an accordion, one answer open at a time, and the feedback entry. */
export function FaqScreen() {
  const { state, reload } = useAsyncData(fetchFaqs);
  const [openId, setOpenId] = useState<number | null>(null);
  const toggle = (id: number) => setOpenId((current) => (current === id ? null : id));
  const faqs = state.data ?? [];

  let body;
  if (faqs.length > 0) {
    body = <View className='faq-list'>{faqs.map((faq) => <FaqItem key={faq.id} faq={faq} open={openId === faq.id} onToggle={toggle} />)}</View>;
  } else if (state.status === 'loading') {
    body = <View className='faq-list'>{[0, 1, 2, 3, 4].map((key) => <Skeleton key={key} rows={0} />)}</View>;
  } else if (state.status === 'error') {
    body = <ErrorState message={state.message} onRetry={reload} />;
  } else {
    body = <EmptyData text={CENTRE_TEXT.faqEmpty} description={CENTRE_TEXT.faqFeedbackHint} />;
  }
  return (
    <View className='faq'>
      {body}
      <FeedbackEntry />
    </View>
  );
}
