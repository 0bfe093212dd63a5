import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { Copy, Refresh } from '@nutui/icons-react-taro';
import { AI_TEXT } from '@caixue/contract';
import { toast } from '@/shared/ui/toast';
import { copyText, isOpen, type ChatItem } from '../model';
import { Markdown } from './Markdown';

/** The assistant's round mark. */
export function AiAvatar({ size = 'small' }: { size?: 'small' | 'large' }) {
  return (
    <View className={`ai-avatar ai-avatar--${size}`}>
      <Text className='ai-avatar__text'>AI</Text>
    </View>
  );
}

export function QuestionBubble({ item }: { item: ChatItem }) {
  return (
    <View className='ai-row ai-row--user' data-role='user'>
      <View className='ai-bubble ai-bubble--user'>
        <Text className='ai-bubble__text' userSelect>{item.content}</Text>
      </View>
    </View>
  );
}

function Thinking({ text = AI_TEXT.thinking, testId = 'ai-thinking' }: { text?: string; testId?: string }) {
  return (
    <View className='ai-thinking' data-testid={testId}>
      <View className='ai-dots'>
        <View className='ai-dots__dot' />
        <View className='ai-dots__dot' />
        <View className='ai-dots__dot' />
      </View>
      <Text className='ai-thinking__text'>{text}</Text>
    </View>
  );
}

async function copyAnswer(item: ChatItem): Promise<void> {
  try {
    await Taro.setClipboardData({ data: copyText(item) });
    toast(AI_TEXT.copied, { icon: 'success' });
  } catch {
    // The host says why (e.g. permission); nothing else to do.
  }
}

export interface AnswerBubbleProps {
  item: ChatItem;
  /** The last answer: offers 重新生成. */
  last: boolean;
  /** Another answer is being written: actions wait. */
  busy: boolean;
  /** The risk tip when the answer carries none (older answers). */
  fallbackRiskTip: string;
  onRegenerate: () => void;
}

/**
 * An answer: its markdown as it streams (a caret while writing, 正在思考… before the first words),
 * the error with a retry, 已停止生成 for a stopped one, and under every finished answer the risk
 * tip, the AI 生成 label, 复制 and (last answer) 重新生成.
 */
export function AnswerBubble({ item, last, busy, fallbackRiskTip, onRegenerate }: AnswerBubbleProps) {
  const open = isOpen(item.status);
  const hasText = item.content.trim() !== '';
  const riskTip = item.riskTip || fallbackRiskTip;
  return (
    <View className='ai-row ai-row--assistant' data-role='assistant' data-state={item.status}>
      <AiAvatar />
      <View className='ai-answer'>
        <View className={`ai-bubble ai-bubble--assistant${item.status === 'error' ? ' ai-bubble--error' : ''}`}>
          {item.status === 'waiting' ? <Thinking /> : null}
          {hasText ? <Markdown source={item.content} className={item.status === 'streaming' ? 'md--streaming' : undefined} /> : null}
          {item.remote ? <Thinking text={AI_TEXT.writing} testId='ai-writing' /> : null}
          {item.status === 'stopped' ? <Text className='ai-answer__stopped' data-testid='ai-stopped'>{AI_TEXT.stopped}</Text> : null}
          {item.status === 'error' ? (
            <View className='ai-answer__error' data-testid='ai-error'>
              <Text className='ai-answer__error-text'>{item.error || AI_TEXT.failed}</Text>
              {last && item.question ? (
                <View className={`ai-answer__retry${busy ? ' ai-answer__retry--off' : ''}`} onClick={() => { if (!busy) onRegenerate(); }}>
                  <Refresh size={12} color='#d81e06' />
                  <Text>{AI_TEXT.retry}</Text>
                </View>
              ) : null}
            </View>
          ) : null}
          {!open && hasText ? (
            <View className='ai-answer__foot'>
              {riskTip ? <Text className='ai-answer__risk' data-testid='ai-risk'>{riskTip}</Text> : null}
              <View className='ai-answer__bar'>
                <Text className='ai-answer__label' data-testid='ai-label'>{AI_TEXT.label}</Text>
                <View className='ai-answer__actions'>
                  <View className='ai-action' onClick={() => void copyAnswer(item)} data-testid='ai-copy'>
                    <Copy size={13} color='#8a919c' />
                    <Text>{AI_TEXT.copy}</Text>
                  </View>
                  {last && item.question && item.status !== 'error' ? (
                    <View className={`ai-action${busy ? ' ai-action--off' : ''}`} onClick={() => { if (!busy) onRegenerate(); }} data-testid='ai-regenerate'>
                      <Refresh size={13} color='#8a919c' />
                      <Text>{AI_TEXT.retry}</Text>
                    </View>
                  ) : null}
                </View>
              </View>
            </View>
          ) : null}
        </View>
      </View>
    </View>
  );
}
