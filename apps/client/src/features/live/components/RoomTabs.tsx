import { useMemo } from 'react';
import type { LiveRoom } from '@caixue/contract';
import { CategoryTabs } from '@/shared/ui/CategoryTabs';

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

/** The tab bar of word-live rooms above the chat; shown only when there is more than one room. */
export function RoomTabs({ rooms, activeId, onSelect }: RoomTabsProps) {
  const tabs = useMemo(() => rooms.map((room) => ({ id: room.id, label: tabLabel(room.title), locked: room.locked, room })), [rooms]);
  return <CategoryTabs tabs={tabs} activeId={activeId} onSelect={(tab) => onSelect(tab.room)} hideSingle />;
}
