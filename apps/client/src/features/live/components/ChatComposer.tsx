import { useState } from 'react';
import { Input, Text, View } from '@tarojs/components';
import { Close, ImageF } from '@nutui/icons-react-taro';
import classNames from 'classnames';
import { LIVE_TEXT, TEXT } from '@caixue/contract';
import { showSend, type ComposerAction, type ComposerState } from '../model';
import { EmojiPanel } from './EmojiPanel';
import { LIVE_UI_TEXT } from './liveText';
import './ChatComposer.scss';

export const INPUT_MAX_LENGTH = 500;

export interface ChatComposerProps {
  /** SPEC §2: the reply box only when the room's isOpenComment equals 1. */
  open: boolean;
  loggedIn: boolean;
  state: ComposerState;
  dispatch: (action: ComposerAction) => void;
  onSend: () => Promise<void> | void;
  onUpload: () => Promise<void> | void;
  onLogin: () => void;
}

/** The reply box: quote bar, emoji toggle, input, send or image upload, and the emoji panel. */
export function ChatComposer({ open, loggedIn, state, dispatch, onSend, onUpload, onLogin }: ChatComposerProps) {
  const [busy, setBusy] = useState(false);
  if (!open) {
    return (
      <View className='chat-composer chat-composer--notice'>
        <Text className='chat-closed-notice'>{LIVE_TEXT.commentsClosed}</Text>
      </View>
    );
  }
  if (!loggedIn) {
    return (
      <View className='chat-composer chat-composer--notice'>
        <View className='chat-login-prompt' onClick={onLogin}>
          <Text>{LIVE_UI_TEXT.loginToInteract}</Text>
          <Text className='chat-login-prompt__action'>{LIVE_UI_TEXT.loginAction}</Text>
        </View>
      </View>
    );
  }
  const run = (task: () => Promise<void> | void) => {
    if (busy) return;
    setBusy(true);
    void Promise.resolve().then(task).finally(() => setBusy(false));
  };
  return (
    <View className='chat-composer'>
      {state.quote ? (
        <View className='chat-quote-bar'>
          <Text className='chat-quote-bar__label'>{LIVE_UI_TEXT.quote}</Text>
          <Text className='chat-quote-bar__name'>{state.quote.atText}</Text>
          <View role='button' className='chat-quote-close' onClick={() => dispatch({ type: 'clearQuote' })} aria-label={LIVE_UI_TEXT.cancel}>
            <Close size={12} color='#8a919c' />
          </View>
        </View>
      ) : null}
      <View className='chat-composer__row'>
        <View
          className={classNames('chat-composer__icon chat-emoji-toggle', state.emojiOpen && 'chat-emoji-toggle--on')}
          onClick={() => dispatch({ type: 'toggleEmoji' })}
          role='button'
          aria-label='表情'
        >
          <View className='chat-emoji-toggle__face' />
        </View>
        <Input
          className='chat-input'
          value={state.text}
          placeholder={TEXT.chatPlaceholder}
          placeholderClass='chat-input__placeholder'
          maxlength={INPUT_MAX_LENGTH}
          confirmType='send'
          adjustPosition
          cursorSpacing={12}
          onInput={(event) => dispatch({ type: 'input', text: event.detail.value })}
          onConfirm={() => run(onSend)}
        />
        {showSend(state.text) ? (
          <View className={classNames('chat-send', busy && 'chat-send--busy')} onClick={() => run(onSend)}>{LIVE_UI_TEXT.send}</View>
        ) : (
          <View role='button' className='chat-composer__icon chat-upload' onClick={() => run(onUpload)} aria-label='图片'>
            <ImageF size={24} color='#4e5662' />
          </View>
        )}
      </View>
      {state.emojiOpen ? <EmojiPanel onPick={(emoji) => dispatch({ type: 'emoji', emoji })} /> : null}
    </View>
  );
}
