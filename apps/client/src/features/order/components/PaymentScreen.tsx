import { useCallback, useEffect, useRef, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { ORDER_TEXT, type OrderDetail } from '@caixue/contract';
import { reLaunch, redirectTo } from '@/shared/navigation/navigation';
import { ErrorState } from '@/shared/ui/ErrorState';
import { LoginGate } from '@/shared/ui/LoginGate';
import { Skeleton } from '@/shared/ui/Skeleton';
import { toast } from '@/shared/ui/toast';
import { devPay, fetchOrder } from '../api';
import { formatDateTime, ORDER_UI_TEXT, validityText } from '../model';
import { orderDetailUrl, returnTarget } from '../pages';
import './PaymentScreen.scss';

/** How the return page waits for the provider's answer: every second, for up to 15 s. */
export const CONFIRM_POLL_MS = 1000;
export const CONFIRM_LIMIT_MS = 15_000;

type Phase = 'loading' | 'cashier' | 'paying' | 'confirming' | 'success' | 'slow' | 'ended' | 'error';

function phaseOf(order: OrderDetail, cashier: boolean): Phase {
  if (order.state === 'FULFILLED') return 'success';
  if (order.state === 'PAID') return 'confirming';
  if (order.state === 'UNPAID') return cashier ? 'cashier' : 'confirming';
  return 'ended';
}

function Amount({ amount }: { amount: string }) {
  return (
    <View className='pay-amount'>
      <Text className='pay-amount__sign'>¥</Text>
      <Text className='pay-amount__value'>{amount}</Text>
    </View>
  );
}

function goBackToStart(orderNo: string): Promise<void> {
  const target = returnTarget(orderNo);
  // The locked page opens fresh (now open); the order detail replaces this page.
  return target === orderDetailUrl(orderNo) ? redirectTo(target) : reLaunch(target);
}

function PaymentFlow({ orderNo, cashier }: { orderNo: string; cashier: boolean }) {
  const [order, setOrder] = useState<OrderDetail | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [message, setMessage] = useState('');
  const alive = useRef(true);
  useEffect(() => () => { alive.current = false; }, []);

  const confirm = useCallback(async () => {
    setPhase('confirming');
    const until = Date.now() + CONFIRM_LIMIT_MS;
    while (alive.current && Date.now() < until) {
      try {
        const latest = await fetchOrder(orderNo, true, true);
        if (!alive.current) return;
        setOrder(latest);
        if (latest.state === 'FULFILLED') { setPhase('success'); return; }
        if (latest.state !== 'UNPAID' && latest.state !== 'PAID') { setPhase('ended'); return; }
      } catch {
        // A dropped answer: ask again on the next round.
      }
      await new Promise((resolve) => setTimeout(resolve, CONFIRM_POLL_MS));
    }
    if (alive.current) setPhase('slow');
  }, [orderNo]);

  const load = useCallback(() => fetchOrder(orderNo, true, true).then(
    (first) => {
      if (!alive.current) return;
      setOrder(first);
      const next = phaseOf(first, cashier);
      if (next === 'confirming') void confirm();
      else setPhase(next);
    },
    (error: unknown) => {
      setMessage(error instanceof Error ? error.message : '');
      setPhase('error');
    },
  ), [orderNo, cashier, confirm]);
  useEffect(() => { void load(); }, [load]);
  const retry = () => {
    setPhase('loading');
    void load();
  };

  const pay = async () => {
    if (phase !== 'cashier') return;
    setPhase('paying');
    try {
      const paid = await devPay(orderNo);
      setOrder(paid);
      if (paid.state === 'FULFILLED') setPhase('success');
      else void confirm();
    } catch (error) {
      toast(error instanceof Error && error.message ? error.message : ORDER_TEXT.payUnavailable);
      void load();
    }
  };

  if (phase === 'error') return <ErrorState title={ORDER_UI_TEXT.loadFailed} message={message} onRetry={retry} />;
  if (!order || phase === 'loading') {
    return (
      <View className='pay-page'>
        <Skeleton rows={4} className='pay-card' />
      </View>
    );
  }

  if (phase === 'success') {
    const validity = validityText(order.grantedFrom, order.grantedUntil);
    const claimed = order.amountFen === 0;
    return (
      <View className='pay-page pay-result'>
        <View className='pay-result__icon pay-result__icon--ok'><Text>✓</Text></View>
        <Text className='pay-result__title'>{claimed ? ORDER_UI_TEXT.claimSuccess : ORDER_UI_TEXT.paySuccess}</Text>
        <Amount amount={order.amount} />
        <Text className='pay-result__hint'>{ORDER_UI_TEXT.paySuccessHint}</Text>
        <View className='pay-card pay-result__card'>
          <View className='pay-line'><Text className='pay-line__label'>{ORDER_UI_TEXT.goodsName}</Text><Text className='pay-line__value'>{order.title}</Text></View>
          {validity ? (
            <View className='pay-line'><Text className='pay-line__label'>{ORDER_UI_TEXT.validity}</Text><Text className='pay-line__value pay-validity'>{validity}</Text></View>
          ) : null}
          <View className='pay-line'><Text className='pay-line__label'>{ORDER_UI_TEXT.orderNo}</Text><Text className='pay-line__value pay-line__mono'>{order.orderNo}</Text></View>
          {order.paidAt ? (
            <View className='pay-line'><Text className='pay-line__label'>{claimed ? ORDER_UI_TEXT.claimedAt : ORDER_UI_TEXT.paidAt}</Text><Text className='pay-line__value'>{formatDateTime(order.paidAt, true)}</Text></View>
          ) : null}
        </View>
        <View className='pay-actions'>
          <View className='pay-button pay-button--primary pay-result__back' onClick={() => void goBackToStart(orderNo)}><Text>{ORDER_UI_TEXT.back}</Text></View>
          <View className='pay-button pay-button--ghost' onClick={() => void redirectTo(orderDetailUrl(orderNo))}><Text>{ORDER_UI_TEXT.viewOrder}</Text></View>
        </View>
      </View>
    );
  }

  if (phase === 'confirming' || phase === 'paying') {
    return (
      <View className='pay-page pay-result'>
        <View className='pay-spinner' />
        <Text className='pay-result__title'>{ORDER_UI_TEXT.confirming}</Text>
        <Amount amount={order.amount} />
        <Text className='pay-result__hint'>{order.title}</Text>
      </View>
    );
  }

  if (phase === 'slow' || phase === 'ended') {
    const closed = phase === 'ended';
    return (
      <View className='pay-page pay-result'>
        <View className={`pay-result__icon ${closed ? 'pay-result__icon--closed' : 'pay-result__icon--wait'}`}><Text>{closed ? '!' : '…'}</Text></View>
        <Text className='pay-result__title'>{closed ? order.stateText : order.state === 'UNPAID' ? ORDER_UI_TEXT.notPaid : ORDER_UI_TEXT.confirming}</Text>
        <Text className='pay-result__hint'>{closed ? ORDER_UI_TEXT.stateBanner[order.state] : order.state === 'UNPAID' ? ORDER_UI_TEXT.notPaidHint : ORDER_UI_TEXT.confirmSlow}</Text>
        <View className='pay-actions'>
          {!closed ? <View className='pay-button pay-button--primary' onClick={() => void confirm()}><Text>刷新结果</Text></View> : null}
          <View className='pay-button pay-button--ghost' onClick={() => void redirectTo(orderDetailUrl(orderNo))}><Text>{ORDER_UI_TEXT.viewOrder}</Text></View>
        </View>
      </View>
    );
  }

  // The development cashier.
  return (
    <View className='pay-page cashier'>
      <View className='cashier__head'>
        <Text className='cashier__brand'>财学 · {ORDER_UI_TEXT.cashierTitle}</Text>
        <Text className='cashier__label'>{ORDER_UI_TEXT.payAmount}</Text>
        <Amount amount={order.amount} />
      </View>
      <View className='pay-card'>
        <View className='pay-line'><Text className='pay-line__label'>{ORDER_UI_TEXT.goodsName}</Text><Text className='pay-line__value'>{order.title}</Text></View>
        <View className='pay-line'><Text className='pay-line__label'>{ORDER_UI_TEXT.orderNo}</Text><Text className='pay-line__value pay-line__mono'>{order.orderNo}</Text></View>
        <View className='pay-line'><Text className='pay-line__label'>{ORDER_UI_TEXT.createdAt}</Text><Text className='pay-line__value'>{formatDateTime(order.createdAt, true)}</Text></View>
      </View>
      <View className='cashier__note'>
        <Text className='cashier__note-tag'>DEV</Text>
        <Text className='cashier__note-text'>{ORDER_UI_TEXT.devNote}</Text>
      </View>
      <View className='pay-actions'>
        <View className='pay-button pay-button--primary cashier__confirm' onClick={() => void pay()}><Text>{ORDER_UI_TEXT.confirmPay} ¥{order.amount}</Text></View>
        <View className='pay-button pay-button--ghost cashier__cancel' onClick={() => void redirectTo(orderDetailUrl(orderNo))}><Text>{ORDER_UI_TEXT.cancel}</Text></View>
      </View>
    </View>
  );
}

/**
 * /pages/webView/payment/index?orderNo= (public page; the order needs a login): the development
 * driver's cashier (`&cashier=dev`) and the return page of the real providers, which asks the
 * server (sync=1) until the order is fulfilled and shows the result with 返回 to where it started.
 */
export function PaymentScreen({ orderNo, cashier }: { orderNo?: string; cashier: boolean }) {
  return (
    <LoginGate description={ORDER_UI_TEXT.loginHint}>
      {orderNo ? <PaymentFlow orderNo={orderNo} cashier={cashier} /> : <ErrorState title={ORDER_TEXT.orderNotFound} message='缺少订单号' />}
    </LoginGate>
  );
}
