import { useCallback, useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { useDidShow } from '@tarojs/taro';
import classNames from 'classnames';
import { WATCHLIST_TEXT, type WatchList } from '@caixue/contract';
import { navigateTo } from '@/shared/navigation/navigation';
import { toast } from '@/shared/ui/toast';
import { addToWatchlist, fetchWatchlist, removeFromWatchlist } from '../api';
import { inWatchlist } from '../model';
import { alertsUrl } from '../routes';
import './WatchActions.scss';

/** The detail page's bottom bar: 加自选 / 已自选 (tap again to remove) and 提醒 (the alert form of the stock). */
export function WatchActions({ symbol, watchable }: { symbol: string; watchable: boolean }) {
  const [list, setList] = useState<WatchList | null>(null);
  const [busy, setBusy] = useState(false);
  const load = useCallback(() => { fetchWatchlist().then(setList, () => undefined); }, []);
  // Mounted once the quote is known (after the page's first show): load now, and again on each later show.
  useEffect(load, [load]);
  useDidShow(load);
  const watched = inWatchlist(list, symbol);

  const toggle = async () => {
    if (busy || !list) return;
    setBusy(true);
    try {
      setList(watched ? await removeFromWatchlist([symbol]) : await addToWatchlist(symbol));
      toast(watched ? WATCHLIST_TEXT.removedToast : WATCHLIST_TEXT.addedToast);
    } catch {
      // The request layer toasted the reason.
    } finally {
      setBusy(false);
    }
  };

  if (!watchable) return null;
  return (
    <>
      <View className={classNames('watch-actions__watch', watched && 'watch-actions__watch--on')} data-testid='detail-watch' onClick={() => void toggle()}>
        <Text>{watched ? WATCHLIST_TEXT.added : `＋${WATCHLIST_TEXT.add}`}</Text>
      </View>
      <View className='watch-actions__alert' data-testid='detail-alert' onClick={() => void navigateTo(alertsUrl(symbol))}>
        <Text>提醒</Text>
      </View>
    </>
  );
}
