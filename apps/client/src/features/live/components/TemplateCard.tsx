import { Text, View } from '@tarojs/components';
import classNames from 'classnames';
import { APPLET_TEXT, type TemplateMessage } from '@caixue/contract';
import defaultAvatar from '@/assets/avatar-default.png';
import { chatTime } from '@/shared/format/relativeTime';
import { imageUrl } from '@/shared/ui/imageUrl';
import { RichHtml } from '@/shared/ui/RichHtml';
import './TemplateCard.scss';
import { Picture } from '@/shared/ui/Picture';

export const TEMPLATE_UI_TEXT = {
  teacherRisk: '老师观点仅供学习参考，不构成投资建议',
  unlock: '立即开通',
  login: '立即登录',
  stockHint: '个股详情',
} as const;

export interface TemplateCardProps {
  message: TemplateMessage;
  onUnlock: (message: TemplateMessage) => void;
  onOpenStock: (symbol: string) => void;
  onOpenRoom: (liveId: number) => void;
}

/**
 * One template message as a card: its kind, room, teacher and time; unlocked, the stock it names
 * (opens 个股详情), the teacher's text and the risk line; locked, a teaser with the way to unlock
 * (login for visitors, the no-permission page otherwise). Locked cards come without content.
 */
export function TemplateCard({ message, onUnlock, onOpenStock, onOpenRoom }: TemplateCardProps) {
  const teacher = message.teacher;
  const login = message.lockReason === 'login';
  return (
    <View className={classNames('template-card', `template-card--kind${message.tplId}`, message.locked && 'template-card--locked')} data-id={message.id}>
      <View className='template-card__head'>
        <Text className='template-card__kind'>{message.tplName}</Text>
        <Text className='template-card__room' onClick={() => onOpenRoom(message.liveId)}>{message.roomTitle}</Text>
        <Text className='template-card__time'>{chatTime(message.dateTime)}</Text>
      </View>
      {teacher ? (
        <View className='template-card__teacher'>
          <Picture alt='' className='template-card__avatar' src={imageUrl(teacher.avatar) || defaultAvatar} mode='aspectFill' lazyLoad />
          <Text className='template-card__teacher-name'>{teacher.name}</Text>
          <Text className='template-card__teacher-badge'>老师</Text>
        </View>
      ) : null}
      {message.locked ? (
        <View className='template-card__teaser'>
          <View className='template-card__ghost'>
            <View className='template-card__ghost-line' />
            <View className='template-card__ghost-line template-card__ghost-line--mid' />
            <View className='template-card__ghost-line template-card__ghost-line--short' />
          </View>
          <View className='template-card__lock'>
            <Text className='template-card__lock-text'>🔒 {login ? APPLET_TEXT.templateLockedLogin : APPLET_TEXT.templateLocked}</Text>
            <View className='template-card__unlock' onClick={() => onUnlock(message)}>{login ? TEMPLATE_UI_TEXT.login : TEMPLATE_UI_TEXT.unlock}</View>
          </View>
        </View>
      ) : (
        <View className='template-card__body'>
          {message.stock ? (
            <View className='template-card__stock' onClick={() => onOpenStock(message.stock!.symbol)}>
              <Text className='template-card__stock-name'>{message.stock.name}</Text>
              <Text className='template-card__stock-code'>{message.stock.code}</Text>
              <Text className='template-card__stock-go'>{TEMPLATE_UI_TEXT.stockHint} ›</Text>
            </View>
          ) : null}
          <RichHtml className='template-card__content' html={message.content} />
          <Text className='template-card__risk'>{TEMPLATE_UI_TEXT.teacherRisk}</Text>
        </View>
      )}
    </View>
  );
}
