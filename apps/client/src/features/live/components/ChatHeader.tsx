import { Text, View } from '@tarojs/components';
import { Fabulous, Search, Share } from '@nutui/icons-react-taro';
import classNames from 'classnames';
import type { LiveMessage, LiveRoomInfo } from '@caixue/contract';
import defaultAvatar from '@/assets/avatar-default.png';
import { imageUrl } from '@/shared/ui/imageUrl';
import type { LiveConnection } from '../session/LiveRoomSession';
import { LIVE_UI_TEXT } from './liveText';
import { formatCount } from './messageView';
import { htmlToText } from '@/shared/ui/richHtml';
import './ChatHeader.scss';
import { Picture } from '@/shared/ui/Picture';

export function onlineText(online: number, connection: LiveConnection): string {
  if (connection === 'reconnecting') return LIVE_UI_TEXT.reconnecting;
  if (connection === 'connecting') return LIVE_UI_TEXT.connecting;
  if (connection === 'closed') return LIVE_UI_TEXT.offline;
  return LIVE_UI_TEXT.online(online.toLocaleString('en-US'));
}

export interface ChatHeaderProps {
  info: LiveRoomInfo;
  online: number;
  connection: LiveConnection;
  likes: number;
  liked: boolean;
  onLike: () => void;
  onShare: () => void;
  onSearch: () => void;
  onScreenshot: () => void;
  screenshotMode: boolean;
}

/** The room's teacher, online count and actions (like, share, search, screenshot). */
export function ChatHeader({ info, online, connection, likes, liked, onLike, onShare, onSearch, onScreenshot, screenshotMode }: ChatHeaderProps) {
  const teacher = info.teacher ?? info.teachers[0] ?? null;
  return (
    <View className='chat-header'>
      <Picture alt='' className='chat-header__avatar' src={imageUrl(teacher?.avatar) || defaultAvatar} mode='aspectFill' />
      <View className='chat-header__main'>
        <View className='chat-header__line'>
          <Text className='chat-header__teacher'>{teacher?.name ?? info.title}</Text>
          {teacher ? <Text className='chat-header__badge'>{LIVE_UI_TEXT.teacherBadge}</Text> : null}
        </View>
        <View className={classNames('chat-online', `chat-online--${connection}`)}>
          <View className='chat-online__dot' />
          <Text>{onlineText(online, connection)}</Text>
        </View>
      </View>
      <View className='chat-header__actions'>
        <View className='chat-header__action chat-search-toggle' onClick={onSearch}>
          <Search size={18} color='#4e5662' />
          <Text className='chat-header__action-label'>{LIVE_UI_TEXT.search}</Text>
        </View>
        <View className={classNames('chat-header__action chat-screenshot-toggle', screenshotMode && 'chat-header__action--on')} onClick={onScreenshot}>
          <Text className='chat-header__glyph'>✂</Text>
          <Text className='chat-header__action-label'>{LIVE_UI_TEXT.screenshot}</Text>
        </View>
        <View className='chat-header__action chat-share' onClick={onShare}>
          <Share size={18} color='#4e5662' />
          <Text className='chat-header__action-label'>{LIVE_UI_TEXT.share}</Text>
        </View>
        <View className={classNames('chat-header__action chat-like', liked && 'chat-like--liked')} onClick={onLike}>
          <Fabulous size={18} color={liked ? '#d81e06' : '#4e5662'} />
          <Text className='chat-header__action-label chat-like__count'>{likes > 0 ? formatCount(likes) : LIVE_UI_TEXT.like}</Text>
        </View>
      </View>
    </View>
  );
}

/** The pinned messages: one line each, tap to bring the message into view. */
export function TopMessages({ top, onOpen }: { top: LiveMessage[]; onOpen: (message: LiveMessage) => void }) {
  if (top.length === 0) return null;
  return (
    <View className='chat-top-messages'>
      {top.map((message) => (
        <View key={message.id} className='chat-top-message' data-id={message.id} onClick={() => onOpen(message)}>
          <Text className='chat-top-message__badge'>{LIVE_UI_TEXT.pinned}</Text>
          <Text className='chat-top-message__text'>{htmlToText(message.content)}</Text>
        </View>
      ))}
    </View>
  );
}

/** The risk disclosure above the list; the member may close it for this visit. */
export function RiskNotice({ text, onClose }: { text: string; onClose: () => void }) {
  if (!text) return null;
  return (
    <View className='chat-risk-tip'>
      <Text className='chat-risk-tip__label'>{LIVE_UI_TEXT.riskTitle}</Text>
      <Text className='chat-risk-tip__text'>{text}</Text>
      <View role='button' className='chat-risk-tip__close' onClick={onClose} aria-label={LIVE_UI_TEXT.close}>×</View>
    </View>
  );
}
