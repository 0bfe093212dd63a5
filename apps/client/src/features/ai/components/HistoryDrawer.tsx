import { useCallback, useEffect, useState } from 'react';
import { ScrollView, Text, View } from '@tarojs/components';
import { Close, Del, Edit } from '@nutui/icons-react-taro';
import { AI_TEXT, PAGE_SIZE, type AiConversation } from '@caixue/contract';
import { confirm, toast } from '@/shared/ui/toast';
import { deleteConversation, fetchConversations } from '../api';
import { conversationTime } from '../model';
import { AI_UI_TEXT } from './uiText';

interface ListState {
  rows: AiConversation[];
  pageNum: number;
  status: 'loading' | 'more' | 'nomore' | 'error';
}

export interface HistoryDrawerProps {
  open: boolean;
  activeId: number | undefined;
  onClose: () => void;
  onOpen: (id: number) => void;
  onNewChat: () => void;
  /** A conversation was deleted (the screen starts a new chat when it was the open one). */
  onDeleted: (id: number) => void;
}

/** 历史对话: the member's conversations, newest first; open one, or delete it after a confirm. */
export function HistoryDrawer(props: HistoryDrawerProps) {
  // Mounted only while open: the list is fresh every time (a new conversation may have started since).
  return props.open ? <DrawerPanel {...props} /> : null;
}

function DrawerPanel({ activeId, onClose, onOpen, onNewChat, onDeleted }: HistoryDrawerProps) {
  const [list, setList] = useState<ListState>({ rows: [], pageNum: 0, status: 'loading' });

  /** Fetches a page; state changes only when it arrives. */
  const fetchPage = useCallback((pageNum: number) => {
    fetchConversations(pageNum, PAGE_SIZE).then(
      ({ rows, total }) => setList((previous) => {
        const all = pageNum === 1 ? rows : [...previous.rows, ...rows.filter((row) => !previous.rows.some((r) => r.id === row.id))];
        return { rows: all, pageNum, status: rows.length < PAGE_SIZE || all.length >= total ? 'nomore' : 'more' };
      }),
      () => setList((previous) => ({ ...previous, status: 'error' })),
    );
  }, []);

  useEffect(() => {
    fetchPage(1);
  }, [fetchPage]);

  const loadNext = () => {
    setList((previous) => ({ ...previous, status: 'loading' }));
    fetchPage(list.pageNum + 1);
  };

  const remove = async (row: AiConversation) => {
    if (!(await confirm({ content: AI_TEXT.deleteConfirm, confirmText: AI_UI_TEXT.delete }))) return;
    try {
      await deleteConversation(row.id);
    } catch {
      return; // the request layer said why
    }
    setList((previous) => ({ ...previous, rows: previous.rows.filter((r) => r.id !== row.id) }));
    toast(AI_TEXT.deleted, { icon: 'success' });
    onDeleted(row.id);
  };

  return (
    <View className='ai-drawer' data-testid='ai-drawer'>
      <View className='ai-drawer__mask' onClick={onClose} />
      <View className='ai-drawer__panel'>
        <View className='ai-drawer__head'>
          <Text className='ai-drawer__title'>{AI_TEXT.conversations}</Text>
          <View role='button' className='ai-drawer__close' onClick={onClose} aria-label={AI_UI_TEXT.close}>
            <Close size={16} color='#4e5662' />
          </View>
        </View>
        <View className='ai-drawer__new' onClick={() => { onNewChat(); onClose(); }}>
          <Edit size={15} color='#d81e06' />
          <Text>{AI_TEXT.newChat}</Text>
        </View>
        <ScrollView
          scrollY
          className='ai-drawer__list'
          enhanced
          showScrollbar={false}
          lowerThreshold={80}
          onScrollToLower={() => { if (list.status === 'more') loadNext(); }}
        >
          {list.rows.map((row) => (
            <View
              key={row.id}
              className={`ai-conv${row.id === activeId ? ' ai-conv--active' : ''}`}
              data-testid='ai-conversation'
              onClick={() => { onOpen(row.id); onClose(); }}
            >
              <View className='ai-conv__main'>
                <Text className='ai-conv__title'>{row.title}</Text>
                {row.preview ? <Text className='ai-conv__preview'>{row.preview}</Text> : null}
                <Text className='ai-conv__time'>{conversationTime(row.updatedAt)}</Text>
              </View>
              <View
                className='ai-conv__delete'
                data-testid='ai-conversation-delete'
                role='button'
                aria-label={AI_UI_TEXT.delete}
                onClick={(event) => { event.stopPropagation(); void remove(row); }}
              >
                <Del size={16} color='#b6bbc3' />
              </View>
            </View>
          ))}
          {list.status === 'loading' ? (
            <View className='ai-drawer__state'>
              {[0, 1, 2].map((i) => <View key={i} className='ai-conv ai-conv--skeleton'><View className='ai-skeleton ai-skeleton--title' /><View className='ai-skeleton' /></View>)}
            </View>
          ) : null}
          {list.status === 'error' ? (
            <View className='ai-drawer__state ai-drawer__state--text' onClick={loadNext}>
              <Text>{AI_UI_TEXT.listError}</Text>
            </View>
          ) : null}
          {list.status === 'nomore' && list.rows.length === 0 ? (
            <View className='ai-drawer__state ai-drawer__state--text' data-testid='ai-conversations-empty'>
              <Text>{AI_TEXT.emptyConversations}</Text>
            </View>
          ) : null}
        </ScrollView>
      </View>
    </View>
  );
}
