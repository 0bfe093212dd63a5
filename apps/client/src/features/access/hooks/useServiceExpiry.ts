import { useCallback, useRef, useState } from 'react';
import { useDidShow } from '@tarojs/taro';
import type { LiveValidity } from '@caixue/contract';
import { getMemberId, isLoggedIn } from '@/shared/session/auth';
import { getItem, setItem } from '@/shared/platform/storage';
import { fetchValidity } from '../api';
import { localDay, markExpiryShown, shouldShowExpiryPopup } from '../model';

export interface ServiceExpiryState {
  validity: LiveValidity | null;
  visible: boolean;
  /**
   * The check is over and the popup is not (or no longer) open: other popups of the page (the home
   * advert) wait for this, so two popups never open stacked on top of each other.
   */
  settled: boolean;
  close: () => void;
}

/**
 * Whether the service-expiry popup shows on this page: checked each time the page shows (a login
 * elsewhere counts), for logged-in members only, and at most once a day per member across pages
 * (the day is stored when it shows, so a reload or another page does not show it again).
 */
export function useServiceExpiry(now: () => Date = () => new Date()): ServiceExpiryState {
  const [validity, setValidity] = useState<LiveValidity | null>(null);
  const [visible, setVisible] = useState(false);
  const [settled, setSettled] = useState(false);
  const checking = useRef(false);

  useDidShow(() => {
    const memberId = getMemberId();
    if (checking.current) return;
    if (!isLoggedIn() || memberId === undefined) {
      setSettled(true);
      return;
    }
    const today = localDay(now());
    if (getItem('serviceExpiryShown')?.[String(memberId)] === today) {
      setSettled(true);
      return;
    }
    checking.current = true;
    fetchValidity()
      .then((answer) => {
        const shown = getItem('serviceExpiryShown');
        // The member may have logged out (or another member in) while the call ran.
        if (getMemberId() !== memberId || !shouldShowExpiryPopup({ validity: answer, memberId, shown, today })) {
          setSettled(true);
          return;
        }
        setItem('serviceExpiryShown', markExpiryShown(shown, memberId, today));
        setValidity(answer);
        setVisible(true);
      })
      // The popup is a courtesy: a failed call shows nothing (a 401 is handled by the request layer).
      .catch(() => setSettled(true))
      .finally(() => {
        checking.current = false;
      });
  });

  const close = useCallback(() => {
    setVisible(false);
    setSettled(true);
  }, []);
  return { validity, visible, settled, close };
}
