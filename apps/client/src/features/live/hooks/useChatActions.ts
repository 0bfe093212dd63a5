import { useCallback, useReducer, useState } from 'react';
import type { LiveMessage } from '@caixue/contract';
import { chooseOneImage } from '@/shared/platform/chooseImage';
import { uploadChatImage } from '../api';
import { EMPTY_COMPOSER, composerReducer, imageToHtml, textToHtml } from '../model';
import type { LiveRoomState } from './useLiveRoom';

/**
 * What the text room (ChatRoom) and the video room's chat (ChatPanel) do alike with one room's
 * messages: the reply box (quote, send text, upload a picture) and the message whose actions are open
 * (quote, moderate).
 */
export function useChatActions(room: Pick<LiveRoomState, 'send' | 'moderate'>) {
  const [composer, dispatch] = useReducer(composerReducer, EMPTY_COMPOSER);
  const [activeId, setActiveId] = useState<number | null>(null);

  /** A tap opens a message's actions, a second tap closes them. */
  const toggleActive = useCallback((message: LiveMessage) => {
    setActiveId((id) => (id === message.id ? null : message.id));
  }, []);
  const onQuote = useCallback((message: LiveMessage) => {
    dispatch({ type: 'quote', message });
    setActiveId(null);
  }, []);
  const { moderate, send } = room;
  const onModerate = useCallback((message: LiveMessage, status: 0 | 1) => {
    setActiveId(null);
    void moderate(message.id, status).catch(() => undefined);
  }, [moderate]);

  const onSend = async () => {
    const ok = await send(textToHtml(composer.text), composer.quote?.quoteId ?? null);
    if (ok) dispatch({ type: 'sent' });
  };
  const onUpload = async () => {
    const picked = await chooseOneImage();
    if (!picked) return;
    try {
      const url = await uploadChatImage(picked.path, picked.name);
      const ok = await send(imageToHtml(url), composer.quote?.quoteId ?? null);
      if (ok) dispatch({ type: 'clearQuote' });
    } catch {
      // uploadChatImage and the request layer have shown the reason.
    }
  };

  return { composer, dispatch, activeId, setActiveId, toggleActive, onQuote, onModerate, onSend, onUpload };
}
