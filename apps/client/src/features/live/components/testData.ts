/** Fixtures for the live component tests. */
import type { LiveMessage, LiveRoom, LiveRoomInfo } from '@caixue/contract';

export const TEACHER = { id: 2, name: '李老师', avatar: '/uploads/t.png' };
export const MEMBER = { id: 7, name: '张三', nickname: '三哥', avatar: '/uploads/m.png' };
export const OTHER = { id: 9, name: '李四', nickname: '', avatar: '' };

export function room(id: number, extra: Partial<LiveRoom> = {}): LiveRoom {
  return {
    id, typeCode: 'word', title: `房间${id}`, description: `第${id}个房间的简介`, content: '', pic: `/uploads/r${id}.png`,
    picList: [], dateTime: '2026-01-02 09:30:00', teacher: TEACHER, teachers: [TEACHER], isOpenComment: 1, locked: false,
    ...extra,
  };
}

export function info(extra: Partial<LiveRoomInfo> = {}): LiveRoomInfo {
  return { ...room(1), navList: [], canModerate: false, lastSeq: 3, ...extra };
}

export function message(id: number, extra: Partial<LiveMessage> = {}): LiveMessage {
  return {
    id, liveId: 1, seq: id, categoryId: 1, content: `<p>消息${id}</p>`, dateTime: '2026-01-02 09:30:00', tplId: 0,
    memberId: null, member: null, teacher: TEACHER, quoteId: null, quote: null, status: 1,
    ...extra,
  };
}

export function memberMessage(id: number, who = MEMBER, extra: Partial<LiveMessage> = {}): LiveMessage {
  return message(id, { teacher: null, member: who, memberId: who.id, ...extra });
}

