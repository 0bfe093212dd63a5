import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import type { PayChannel } from '@caixue/contract';
import { redirectTo } from '@/shared/navigation/navigation';
import { Popup } from '@/shared/ui/nutui/popup';
import { QrCode } from '@/shared/ui/QrCode';
import { fetchOrder } from '../api';
import { CHANNEL_LABEL, ORDER_UI_TEXT } from '../model';
import { paymentUrl } from '../pages';
import type { PayUi } from '../payment';
import './PayPanels.scss';

const CHANNEL_MARK: Partial<Record<PayChannel, { mark: string; tone: string; hint: string }>> = {
  h5: { mark: '微', tone: 'wechat', hint: '推荐使用微信支付' },
  jsapi: { mark: '微', tone: 'wechat', hint: '推荐使用微信支付' },
  'alipay-wap': { mark: '支', tone: 'alipay', hint: '支付宝安全支付' },
};

/** How often the QR dialog asks whether the scanned code was paid. */
const QR_POLL_MS = 2000;

function QrDialog({ orderNo, codeUrl, onClose }: { orderNo: string; codeUrl: string; onClose: () => void }) {
  const done = useRef(false);
  const finish = useCallback(() => {
    if (done.current) return;
    done.current = true;
    onClose();
    void redirectTo(paymentUrl(orderNo));
  }, [orderNo, onClose]);
  useEffect(() => {
    const timer = setInterval(() => {
      fetchOrder(orderNo, true, true).then((order) => { if (order.state !== 'UNPAID') finish(); }, () => undefined);
    }, QR_POLL_MS);
    return () => clearInterval(timer);
  }, [orderNo, finish]);
  return (
    <View className='pay-qr'>
      <Text className='pay-qr__title'>{ORDER_UI_TEXT.scanTitle}</Text>
      <View className='pay-qr__code'>
        <QrCode text={codeUrl} size={188} />
      </View>
      <Text className='pay-qr__hint'>{ORDER_UI_TEXT.scanHint}</Text>
      <View className='pay-qr__done' onClick={finish}>
        <Text>{ORDER_UI_TEXT.scanPaid}</Text>
      </View>
    </View>
  );
}

/**
 * The payment sheets of a page: the channel choice (微信支付 / 支付宝 in a phone browser) and the
 * QR code of a desktop browser. `ui` goes to startPayment; `panels` into the page. `onQrDismissed`:
 * the member closed the code unpaid (the contract page then shows the order, which waits in 我的订单).
 */
export function usePayUi({ onQrDismissed }: { onQrDismissed?: (orderNo: string) => void } = {}): { ui: PayUi; panels: ReactNode } {
  const [choice, setChoice] = useState<{ channels: PayChannel[]; resolve: (c: PayChannel | null) => void } | null>(null);
  const [qr, setQr] = useState<{ codeUrl: string; orderNo: string } | null>(null);
  const ui = useMemo<PayUi>(() => ({
    pick: (channels) => new Promise((resolve) => setChoice({ channels, resolve })),
    showQr: (codeUrl, orderNo) => setQr({ codeUrl, orderNo }),
  }), []);
  const choose = (channel: PayChannel | null) => {
    choice?.resolve(channel);
    setChoice(null);
  };
  const closeQr = useCallback(() => setQr(null), []);
  const dismissQr = () => {
    if (qr) onQrDismissed?.(qr.orderNo);
    setQr(null);
  };
  const panels = (
    <>
      {/* Mounted only while open (NutUI's Popup needs Taro's runtime even when hidden). */}
      {choice ? (
        <Popup visible position='bottom' round onClose={() => choose(null)}>
          <View className='pay-sheet'>
            <Text className='pay-sheet__title'>{ORDER_UI_TEXT.chooseChannel}</Text>
            {(choice?.channels ?? []).map((channel) => {
              const look = CHANNEL_MARK[channel];
              return (
                <View key={channel} className='pay-sheet__row' data-channel={channel} onClick={() => choose(channel)}>
                  <View className={`pay-sheet__mark pay-sheet__mark--${look?.tone ?? 'other'}`}><Text>{look?.mark ?? '付'}</Text></View>
                  <View className='pay-sheet__main'>
                    <Text className='pay-sheet__label'>{CHANNEL_LABEL[channel]}</Text>
                    {look ? <Text className='pay-sheet__hint'>{look.hint}</Text> : null}
                  </View>
                  <Text className='pay-sheet__arrow'>›</Text>
                </View>
              );
            })}
            <View className='pay-sheet__cancel' onClick={() => choose(null)}><Text>{ORDER_UI_TEXT.cancel}</Text></View>
          </View>
        </Popup>
      ) : null}
      {qr ? (
        <Popup visible round style={{ background: 'transparent' }} onClose={dismissQr}>
          <QrDialog orderNo={qr.orderNo} codeUrl={qr.codeUrl} onClose={closeQr} />
        </Popup>
      ) : null}
    </>
  );
  return { ui, panels };
}
