/** The text live room's state: info, messages (live over the socket), pinned messages, sending. */
import type { LiveMessage, LiveRoomInfo } from '@caixue/contract';

export type LiveConnection = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface LiveRoomState {
  info: LiveRoomInfo | null;
  /** Oldest first, ordered by seq. */
  messages: LiveMessage[];
  top: LiveMessage[];
  online: number;
  connection: LiveConnection;
  loading: boolean;
  error: string | null;
  hasOlder: boolean;
  loadOlder(): Promise<void>;
  send(content: string, quoteId: number | null): Promise<boolean>;
  moderate(id: number, status: 0 | 1): Promise<void>;
  reload(): void;
}

// Placeholder while the implementation lands (same exports, so screens can be built against it).
export function useLiveRoom(_liveId: number): LiveRoomState {
  return {
    info: null, messages: [], top: [], online: 0, connection: 'connecting', loading: true, error: null, hasOlder: false,
    loadOlder: async () => undefined,
    send: async () => false,
    moderate: async () => undefined,
    reload: () => undefined,
  };
}
