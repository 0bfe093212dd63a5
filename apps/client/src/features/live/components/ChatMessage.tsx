import { memo } from 'react';
import { Text, View } from '@tarojs/components';
import classNames from 'classnames';
import type { LiveMessage } from '@caixue/contract';
import defaultAvatar from '@/assets/avatar-default.png';
import { chatTime } from '@/shared/format/relativeTime';
import { imageUrl } from '@/shared/ui/imageUrl';
import { LIVE_UI_TEXT } from './liveText';
import { authorAvatar, authorName, isTeacherMessage, messageAnchorId } from './messageView';
import { htmlToText } from '@/shared/ui/richHtml';
import { RichHtml } from '@/shared/ui/RichHtml';
import './ChatMessage.scss';
import { Picture } from '@/shared/ui/Picture';

export interface ChatMessageProps {
  message: LiveMessage;
  own: boolean;
  /** The action bar (引用 / 关闭 / 恢复) is open under this message. */
  active: boolean;
  canModerate: boolean;
  selectMode: boolean;
  selected: boolean;
  onTap: (message: LiveMessage) => void;
  onQuote: (message: LiveMessage) => void;
  onModerate: (message: LiveMessage, status: 0 | 1) => void;
}

/** One message of the room: a teacher post as a card, a member comment as a bubble (own on the right). */
export const ChatMessage = memo(function ChatMessage({
  message, own, active, canModerate, selectMode, selected, onTap, onQuote, onModerate,
}: ChatMessageProps) {
  const teacher = isTeacherMessage(message);
  const closed = message.status === 0;
  const template = message.tplId !== 0;
  const name = authorName(message);
  return (
    <View
      id={messageAnchorId(message.id)}
      className={classNames('chat-message', {
        'chat-message--own': own,
        'chat-message--teacher': teacher,
        'chat-message--member': !teacher,
        'chat-message--closed': closed,
        'chat-message--template': template,
        'chat-message--active': active,
        'chat-message--selecting': selectMode,
      })}
      data-id={message.id}
      data-seq={message.seq}
      onClick={(event) => { event.stopPropagation(); onTap(message); }}
    >
      {selectMode ? (
        <View className={classNames('chat-message__select', selected && 'chat-message__select--checked')} aria-checked={selected} role='checkbox'>
          {selected ? '✓' : ''}
        </View>
      ) : null}
      <Picture alt='' className='chat-message__avatar' src={imageUrl(authorAvatar(message)) || defaultAvatar} mode='aspectFill' lazyLoad />
      <View className='chat-message__body'>
        <View className='chat-message__head'>
          <Text className='chat-message__author'>{name}</Text>
          {teacher ? <Text className='chat-message__badge'>{LIVE_UI_TEXT.teacherBadge}</Text> : null}
          {closed ? <Text className='chat-message__badge chat-message__badge--closed'>{LIVE_UI_TEXT.closedBadge}</Text> : null}
          <Text className='chat-message__time'>{chatTime(message.dateTime)}</Text>
        </View>
        <View className='chat-message__bubble'>
          {template ? <View className='chat-message__template'>{LIVE_UI_TEXT.templateBadge}</View> : null}
          <RichHtml className='chat-message__content' html={message.content} />
          {message.quote ? (
            <View className='chat-message__quote'>
              <Text className='chat-message__quote-author'>@{authorName(message.quote)}：</Text>
              <Text className='chat-message__quote-text'>{htmlToText(message.quote.content)}</Text>
            </View>
          ) : null}
        </View>
        {active && !selectMode ? (
          <View className='chat-message-actions' onClick={(event) => event.stopPropagation()}>
            <View className='chat-action chat-action-quote' onClick={() => onQuote(message)}>{LIVE_UI_TEXT.quote}</View>
            {canModerate && !closed ? (
              <View className='chat-action chat-action-close' onClick={() => onModerate(message, 0)}>{LIVE_UI_TEXT.close}</View>
            ) : null}
            {canModerate && closed ? (
              <View className='chat-action chat-action-open' onClick={() => onModerate(message, 1)}>{LIVE_UI_TEXT.reopen}</View>
            ) : null}
          </View>
        ) : null}
      </View>
    </View>
  );
});
