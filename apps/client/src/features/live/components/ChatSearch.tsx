import { useState } from 'react';
import { Input, Text, View } from '@tarojs/components';
import { Search } from '@nutui/icons-react-taro';
import type { LiveMessage } from '@caixue/contract';
import { chatTime } from '@/shared/format/relativeTime';
import { LoadMore } from '@/shared/ui/LoadMore';
import { searchMessages } from '../api';
import { LIVE_UI_TEXT } from './liveText';
import { authorName } from './messageView';
import { htmlToText } from '@/shared/ui/richHtml';
import './ChatSearch.scss';

interface SearchState {
  keyword: string;
  rows: LiveMessage[];
  pageNum: number;
  total: number;
  status: 'idle' | 'loading' | 'done' | 'error';
}

const IDLE: SearchState = { keyword: '', rows: [], pageNum: 0, total: 0, status: 'idle' };

export interface ChatSearchProps {
  liveId: number;
  onPick: (message: LiveMessage) => void;
  onClose: () => void;
}

/** Message search over the room (GET /api/live/message/get/list/search), paged. */
export function ChatSearch({ liveId, onPick, onClose }: ChatSearchProps) {
  const [input, setInput] = useState('');
  const [state, setState] = useState<SearchState>(IDLE);

  const load = async (keyword: string, pageNum: number) => {
    if (!keyword.trim()) { setState(IDLE); return; }
    setState((s) => ({ ...(pageNum === 1 ? { ...IDLE, keyword } : s), status: 'loading' }));
    try {
      const page = await searchMessages(liveId, keyword, pageNum);
      setState((s) => ({
        keyword, pageNum, total: page.total, status: 'done',
        rows: pageNum === 1 ? page.rows : [...s.rows, ...page.rows],
      }));
    } catch {
      setState((s) => ({ ...s, status: 'error' }));
    }
  };

  const more = state.rows.length < state.total;
  return (
    <View className='chat-search'>
      <View className='chat-search__bar'>
        <View className='chat-search__field'>
          <Search size={14} color='#8a919c' />
          <Input
            className='chat-search-input'
            value={input}
            focus
            placeholder={LIVE_UI_TEXT.searchPlaceholder}
            confirmType='search'
            onInput={(event) => setInput(event.detail.value)}
            onConfirm={() => void load(input, 1)}
          />
        </View>
        <Text className='chat-search__cancel' onClick={onClose}>{LIVE_UI_TEXT.searchCancel}</Text>
      </View>
      <View className='chat-search__results'>
        {state.rows.map((message) => (
          <View key={message.id} className='chat-search-result' data-id={message.id} onClick={() => onPick(message)}>
            <View className='chat-search-result__head'>
              <Text className='chat-search-result__author'>{authorName(message)}</Text>
              <Text className='chat-search-result__time'>{chatTime(message.dateTime)}</Text>
            </View>
            <Text className='chat-search-result__text'>{htmlToText(message.content)}</Text>
          </View>
        ))}
        {state.status === 'done' && state.rows.length === 0 ? (
          <View className='chat-search__empty'>{LIVE_UI_TEXT.searchEmpty}</View>
        ) : null}
        {state.status === 'loading' || (state.status === 'done' && state.rows.length > 0) ? (
          <LoadMore status={state.status === 'loading' ? 'loading' : more ? 'more' : 'nomore'} onLoadMore={() => void load(state.keyword, state.pageNum + 1)} />
        ) : null}
      </View>
    </View>
  );
}
