import { ScrollView, Text, View } from '@tarojs/components';
import classNames from 'classnames';
import type { LiveRoom } from '@caixue/contract';
import './RoomTabs.scss';

/** SPEC §9: tabs are centred when there are 4 or fewer. */
export const CENTRED_TAB_LIMIT = 4;

export interface RoomTabsProps {
  rooms: LiveRoom[];
  activeId: number;
  onSelect: (room: LiveRoom) => void;
}

/** The tab shows the room's own name: '李老师·早盘策略' → '早盘策略' (the teacher is in the header). */
export function tabLabel(title: string): string {
  const at = title.lastIndexOf('·');
  const tail = at >= 0 ? title.slice(at + 1).trim() : '';
  return tail || title;
}

/** Roughly where the active tab starts, so it shows with one tab before it (tabs are up to 120 px). */
function activeLeft(rooms: LiveRoom[], activeId: number): number {
  const index = rooms.findIndex((room) => room.id === activeId);
  return Math.max(0, (index - 1) * 96);
}

/** The tab bar of word-live rooms above the chat; shown only when there is more than one room. */
export function RoomTabs({ rooms, activeId, onSelect }: RoomTabsProps) {
  if (rooms.length <= 1) return null;
  const centred = rooms.length <= CENTRED_TAB_LIMIT;
  const tabs = rooms.map((room) => {
    const active = room.id === activeId;
    return (
      <View
        key={room.id}
        id={`live-room-tab-${room.id}`}
        className={classNames('live-room-tab', active && 'live-room-tab--active')}
        data-id={room.id}
        onClick={() => { if (!active) onSelect(room); }}
      >
        <Text className='live-room-tab__title'>{tabLabel(room.title)}</Text>
        {room.locked ? <Text className='live-room-tab__lock'>🔒</Text> : null}
      </View>
    );
  });
  return centred ? (
    <View className='live-room-tabs live-room-tabs--centred'>{tabs}</View>
  ) : (
    <ScrollView className='live-room-tabs live-room-tabs--scroll' scrollX enhanced showScrollbar={false} scrollLeft={activeLeft(rooms, activeId)}>
      <View className='live-room-tabs__track'>{tabs}</View>
    </ScrollView>
  );
}
