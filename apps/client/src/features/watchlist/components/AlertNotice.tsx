import { useCallback, useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import classNames from 'classnames';
import { navigateTo } from '@/shared/navigation/navigation';
import { isLoggedIn } from '@/shared/session/auth';
import { toast } from '@/shared/ui/toast';
import { formatPercent, formatQuotePrice, toneOf } from '@/shared/format/quote';
import { useAlertNotices, type AlertNotice as Notice } from '../hooks/useAlertNotices';
import { detailUrl } from '../routes';
import './QuoteCells.scss';
import './AlertNotice.scss';

/** A banner stays this long (the toast the platform's default). */
export const ALERT_BANNER_MS = 8000;

/**
 * The in-app notice of a fired price alert on the stock pages: a toast and a banner at the top with the
 * notice's text (market data, never advice); tapping the banner opens the stock.
 */
export function AlertNotice({ onFired }: { onFired?: (notice: Notice) => void }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const show = useCallback((next: Notice) => {
    setNotice(next);
    toast(next.title);
    onFired?.(next);
  }, [onFired]);
  useAlertNotices(show, isLoggedIn());

  useEffect(() => {
    if (!notice) return undefined;
    const timer = setTimeout(() => setNotice(null), ALERT_BANNER_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  if (!notice) return null;
  return (
    <View className='alert-notice' data-testid='alert-notice' onClick={() => void navigateTo(detailUrl(notice.symbol))}>
      <View className='alert-notice__head'>
        <Text className='alert-notice__title'>{notice.title}</Text>
        <Text className={classNames('alert-notice__quote', `tone--${toneOf(notice.changePercent)}`)}>
          {formatQuotePrice(notice.price)} {formatPercent(notice.changePercent)}
        </Text>
        <Text className='alert-notice__close' onClick={(event) => { event.stopPropagation(); setNotice(null); }}>×</Text>
      </View>
      <Text className='alert-notice__content'>{notice.content}</Text>
    </View>
  );
}
