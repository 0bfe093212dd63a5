import { useCallback, useState } from 'react';
import { useDidShow } from '@tarojs/taro';
import type { LiveValidity } from '@caixue/contract';
import { isLoggedIn } from '@/shared/session/auth';
import { fetchUnreadCount, fetchValidity } from '../api';
import { validityView, type ValidityView } from '../model';

export interface CentreSummary {
  /** Unread pushes (0 for visitors or when unknown). */
  unread: number;
  /** The level badge and validity line; undefined until known (and for visitors). */
  validity?: ValidityView;
}

/**
 * What the member centre shows beside the profile: unread pushes and the level's validity. Read
 * each time the page shows, so the badge drops after reading messages.
 */
export function useCentreSummary(): CentreSummary {
  const [summary, setSummary] = useState<CentreSummary>({ unread: 0 });

  const refresh = useCallback(async () => {
    if (!isLoggedIn()) {
      setSummary({ unread: 0 });
      return;
    }
    const [unread, validity] = await Promise.all([
      fetchUnreadCount().catch(() => 0),
      fetchValidity().catch((): LiveValidity | null | undefined => undefined),
    ]);
    setSummary({ unread, validity: validity === undefined ? undefined : validityView(validity) });
  }, []);

  useDidShow(() => { void refresh(); });
  return summary;
}
