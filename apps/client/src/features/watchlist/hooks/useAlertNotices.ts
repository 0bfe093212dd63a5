import { useEffect, useState } from 'react';
import type { PriceAlertEvent, ServerEvent } from '@caixue/contract';
import { sharedLiveSocket, type LiveSocket } from '@/shared/request/socket';

export type AlertNotice = PriceAlertEvent['data'];

/**
 * Fired price alerts of the logged-in member, as they arrive over the client's one socket (the open
 * room's socket or the market socket; its online frame carries the token, so the server knows whose
 * socket it is). If that socket closes (a room replaced it, its page closed it) the hook moves to the
 * socket there is then. `onNotice` must be stable.
 */
export function useAlertNotices(onNotice: (notice: AlertNotice) => void, enabled = true): void {
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (!enabled) return undefined;
    let active = true;
    const socket: LiveSocket = sharedLiveSocket();
    const offEvent = socket.on((event: ServerEvent) => {
      if (event.type === 'priceAlert') onNotice(event.data);
    });
    const offStatus = socket.onStatus((status) => {
      // After the current call: a room opening its socket closes this one first, then becomes current.
      if (status === 'closed') void Promise.resolve().then(() => active && setGeneration((n) => n + 1));
    });
    return () => {
      active = false;
      offEvent();
      offStatus();
    };
  }, [onNotice, enabled, generation]);
}
