/**
 * The text live room's state for React: one LiveRoomSession (session/LiveRoomSession.ts, where the
 * work lives) per room, started on mount, stopped on unmount, resumed when the page shows again.
 */
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useDidShow } from '@tarojs/taro';
import type { LiveMessage, LiveTypeCode } from '@caixue/contract';
import { LiveRoomSession, type LiveRoomSnapshot } from '../session/LiveRoomSession';

/** The session's snapshot as the room shows it, with the session's actions. */
export interface LiveRoomState extends Omit<LiveRoomSnapshot, 'list'> {
  /** Oldest first, ordered by seq, one entry per id. */
  messages: LiveMessage[];
  /** Prepends the next older page of history. */
  loadOlder(): Promise<void>;
  /**
   * Sends a message (content is the HTML to send: model.textToHtml(text) for typed text,
   * model.imageToHtml(url) for an uploaded picture). Resolves true once the server stored it;
   * false after the toast of what went wrong (empty, refused, failed, or not logged in).
   */
  send(content: string, quoteId: number | null): Promise<boolean>;
  /** A teacher of the room closes (0) or reopens (1) a message. */
  moderate(id: number, status: 0 | 1): Promise<void>;
  /** Loads everything again and reconnects. */
  reload(): void;
}

export function useLiveRoom(liveId: number, liveTypeCode: LiveTypeCode = 'word'): LiveRoomState {
  const session = useMemo(() => new LiveRoomSession(liveId, { liveTypeCode }), [liveId, liveTypeCode]);
  useEffect(() => {
    session.start();
    return () => session.stop();
  }, [session]);
  useDidShow(session.resume);
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
  return useMemo(() => ({
    info: snapshot.info,
    messages: snapshot.list.messages,
    top: snapshot.top,
    online: snapshot.online,
    connection: snapshot.connection,
    loading: snapshot.loading,
    error: snapshot.error,
    hasOlder: snapshot.hasOlder,
    loadOlder: session.loadOlder,
    send: session.send,
    moderate: session.moderate,
    reload: session.reload,
  }), [snapshot, session]);
}
