import { useCallback, useState } from 'react';
import type { LiveMessage } from '@caixue/contract';
import { toast } from '@/shared/ui/toast';
import { LIVE_UI_TEXT } from '../components/liveText';

/** Scrolls the message list to a pinned or found message, when it is loaded. */
export function useJumpToMessage(messages: LiveMessage[]) {
  const [jumpTo, setJumpTo] = useState<number | null>(null);
  const onJumped = useCallback(() => setJumpTo(null), []);
  const jumpToMessage = (message: LiveMessage) => {
    if (messages.some((m) => m.id === message.id)) setJumpTo(message.id);
    else toast(LIVE_UI_TEXT.searchNotLoaded);
  };
  return { jumpTo, onJumped, jumpToMessage };
}
