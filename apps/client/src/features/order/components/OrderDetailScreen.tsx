import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import Taro, { useDidShow } from '@tarojs/taro';
import { Text, Textarea, View } from '@tarojs/components';
import { COUPON_TEXT, ORDER_RULES, ORDER_TEXT, type OrderDetail } from '@caixue/contract';
import { navigateTo } from '@/shared/navigation/navigation';
import { ErrorState } from '@/shared/ui/ErrorState';
import { imageUrl } from '@/shared/ui/imageUrl';
import { LoginGate } from '@/shared/ui/LoginGate';
import { Popup } from '@/shared/ui/nutui/popup';
import { Skeleton } from '@/shared/ui/Skeleton';
import { confirm, toast } from '@/shared/ui/toast';
import { cancelOrder, fetchOrder, refundOrder } from '../api';
import { noteServerOffset, useNow } from '../hooks';
import {
  CHANNEL_LABEL, clockOffset, countdownText, fenText, formatDateTime, ORDER_UI_TEXT, periodOf, refundReasonError, remainingMs, STATE_TONE,
  validityText,
} from '../model';
import { orderContractUrl } from '../pages';
import { startPayment } from '../payment';
import { usePayUi } from './PayPanels';
import './OrderList.scss';
import './OrderDetailScreen.scss';
import { Picture } from '@/shared/ui/Picture';

/** While a refund is being settled the page asks again (dev refunds settle in about a second). */
const REFUND_POLL_MS = 1500;
const REFUND_POLL_ROUNDS = 20;

interface Loaded {
  order: OrderDetail;
  /** Server minus client clock when the order arrived. */
  offset: number;
}

function Line({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <View className={`detail-line ${className ?? ''}`}>
      <Text className='detail-line__label'>{label}</Text>
      <View className='detail-line__value'>{children}</View>
    </View>
  );
}

function RefundDialog({ order, onClose, onDone }: { order: OrderDetail; onClose: () => void; onDone: (o: OrderDetail) => void }) {
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const length = [...reason.trim()].length;
  const submit = async () => {
    const problem = refundReasonError(reason);
    if (problem) { toast(problem); return; }
    if (sending) return;
    setSending(true);
    try {
      const updated = await refundOrder(order.orderNo, reason.trim());
      toast(ORDER_UI_TEXT.refundSent);
      onDone(updated);
    } catch {
      // The request layer has shown why.
    } finally {
      setSending(false);
    }
  };
  return (
    <View className='refund-dialog'>
      <Text className='refund-dialog__title'>{ORDER_UI_TEXT.refundTitle}</Text>
      <View className='refund-dialog__amount'>
        <Text className='refund-dialog__amount-label'>退款金额</Text>
        <Text className='refund-dialog__amount-value'>{`¥${order.amount}`}</Text>
      </View>
      <Text className='refund-dialog__label'>{ORDER_UI_TEXT.refundReason}</Text>
      <Textarea
        className='refund-dialog__text'
        value={reason}
        maxlength={ORDER_RULES.refundReasonMax}
        placeholder={ORDER_UI_TEXT.refundPlaceholder}
        onInput={(event) => setReason(event.detail.value)}
      />
      <Text className='refund-dialog__count'>{`${length}/${ORDER_RULES.refundReasonMax}`}</Text>
      <View className='refund-dialog__policy'>
        <Text>{`退款规则：${ORDER_UI_TEXT.refundPolicy}`}</Text>
        {order.refundDeadline ? <Text>{`本订单可申请至 ${formatDateTime(order.refundDeadline)}`}</Text> : null}
        <Text>退款成功后，本订单开通的服务将同时终止。</Text>
      </View>
      <View className='refund-dialog__actions'>
        <View className='refund-dialog__button refund-dialog__button--ghost' onClick={onClose}><Text>{ORDER_UI_TEXT.cancel}</Text></View>
        <View className={`refund-dialog__button refund-dialog__button--primary${length === 0 || sending ? ' refund-dialog__button--off' : ''}`} onClick={() => void submit()}>
          <Text>{ORDER_UI_TEXT.refundSubmit}</Text>
        </View>
      </View>
    </View>
  );
}

function DetailView({ loaded, reload, replace }: { loaded: Loaded; reload: () => Promise<void>; replace: (o: OrderDetail) => void }) {
  const { order, offset } = loaded;
  const unpaid = order.state === 'UNPAID';
  const now = useNow(unpaid);
  const left = unpaid ? remainingMs(order.closeAt, now, offset) : 0;
  const expired = unpaid && left <= 0;
  const [refunding, setRefunding] = useState(false);
  const { ui, panels } = usePayUi();
  const closeChecks = useRef(0);

  useEffect(() => {
    // At zero the order closes on the server: ask again (a few times while its job catches up).
    if (!expired || closeChecks.current >= 5) return undefined;
    const timer = setTimeout(() => { closeChecks.current += 1; void reload(); }, closeChecks.current === 0 ? 300 : 2000);
    return () => clearTimeout(timer);
  }, [expired, reload, order]);

  const cancel = async () => {
    const ok = await confirm({ content: ORDER_UI_TEXT.cancelConfirm, confirmText: ORDER_UI_TEXT.cancelOrder, cancelText: '再想想' });
    if (!ok) return;
    try {
      replace(await cancelOrder(order.orderNo));
      toast(ORDER_UI_TEXT.cancelled);
    } catch {
      void reload();
    }
  };
  const copy = () => {
    void Taro.setClipboardData({ data: order.orderNo }).then(() => toast(ORDER_UI_TEXT.copied), () => undefined);
  };

  const tone = STATE_TONE[order.state];
  const validity = validityText(order.grantedFrom, order.grantedUntil);
  const showBar = order.actions.pay && !expired || order.actions.cancel && !expired || order.actions.refund;
  const paid = order.paidAt !== null;
  return (
    <View className={`order-detail${showBar ? ' order-detail--with-bar' : ''}`}>
      <View className={`detail-banner detail-banner--${tone}`}>
        <Text className='detail-banner__state'>{expired ? ORDER_TEXT.states.CLOSED : order.stateText}</Text>
        <Text className='detail-banner__text'>{expired ? ORDER_UI_TEXT.stateBanner.CLOSED : ORDER_UI_TEXT.stateBanner[order.state]}</Text>
        {unpaid && !expired ? (
          <Text className='detail-banner__countdown'>
            {ORDER_UI_TEXT.closesIn}
            <Text className='detail-banner__clock'>{countdownText(left)}</Text>
          </Text>
        ) : null}
        {order.refundFailed ? <Text className='detail-banner__warn'>{ORDER_TEXT.refundFailed}</Text> : null}
      </View>

      <View className='detail-card detail-goods'>
        {order.pic ? <Picture alt='' className='order-row__cover' src={imageUrl(order.pic)} mode='aspectFill' /> : (
          <View className='order-row__cover order-row__cover--drawn'><Text>{order.levelName.slice(0, 2) || '会员'}</Text></View>
        )}
        <View className='detail-goods__main'>
          <Text className='detail-goods__title'>{order.title}</Text>
          <Text className='detail-goods__meta'>{`${order.levelName} · 服务期 ${periodOf(order)}`}</Text>
        </View>
      </View>

      <View className='detail-card detail-price' data-testid='order-price'>
        <Line label={COUPON_TEXT.originalPrice}><Text data-testid='order-price-original'>{`¥${fenText(order.priceFen)}`}</Text></Line>
        {order.couponFen > 0 ? (
          <Line label={COUPON_TEXT.couponDiscount} className='detail-line--discount'>
            {order.couponName ? <Text className='detail-discount__note'>{order.couponName}</Text> : null}
            <Text className='detail-discount' data-testid='order-price-coupon'>{`-¥${fenText(order.couponFen)}`}</Text>
          </Line>
        ) : null}
        {order.pointsFen > 0 ? (
          <Line label={COUPON_TEXT.pointsDiscount} className='detail-line--discount'>
            <Text className='detail-discount__note'>{`${order.pointsUsed} 积分`}</Text>
            <Text className='detail-discount' data-testid='order-price-points'>{`-¥${fenText(order.pointsFen)}`}</Text>
          </Line>
        ) : null}
        <Line label={paid ? COUPON_TEXT.paid : COUPON_TEXT.payable} className='detail-line--total'>
          <Text className='detail-total' data-testid='order-price-amount'>{`¥${order.amount}`}</Text>
        </Line>
      </View>

      <View className='detail-card'>
        <Line label={ORDER_UI_TEXT.orderNo}>
          <Text className='detail-mono'>{order.orderNo}</Text>
          <Text className='detail-copy' onClick={copy}>{ORDER_UI_TEXT.copy}</Text>
        </Line>
        <Line label={ORDER_UI_TEXT.createdAt}><Text>{formatDateTime(order.createdAt, true)}</Text></Line>
        {order.paidAt ? <Line label={ORDER_UI_TEXT.paidAt}><Text>{formatDateTime(order.paidAt, true)}</Text></Line> : null}
        {order.channel && paid ? <Line label={ORDER_UI_TEXT.channel}><Text>{CHANNEL_LABEL[order.channel]}</Text></Line> : null}
        {order.transactionId ? <Line label={ORDER_UI_TEXT.transactionId}><Text className='detail-mono'>{order.transactionId}</Text></Line> : null}
        {validity ? (
          <Line label={ORDER_UI_TEXT.validity}>
            <Text className='detail-validity'>{validity}</Text>
            {order.state === 'REFUNDED' ? <Text className='detail-muted'>已终止</Text> : null}
          </Line>
        ) : null}
        {paid && order.amountFen > 0 && ['FULFILLED', 'REFUNDING', 'REFUNDED'].includes(order.state) ? (
          <Line label='发票'>
            <Text className='detail-link' onClick={() => void navigateTo(`/pages/mine/order/invoice/index?orderNo=${encodeURIComponent(order.orderNo)}`)}>
              {order.state === 'FULFILLED' ? '申请发票 / 查看发票 ›' : '查看发票 ›'}
            </Text>
          </Line>
        ) : null}
        {order.contract ? (
          <Line label={ORDER_UI_TEXT.contract}>
            <Text className='detail-link' onClick={() => void navigateTo(orderContractUrl(order.orderNo))}>
              {`《服务协议》${order.contract.version} ›`}
            </Text>
          </Line>
        ) : null}
      </View>

      {order.riskConfirmation ? (
        <View className='detail-card detail-risk' data-testid='order-risk'>
          <Text className='detail-card__title'>风险适当性确认</Text>
          <Line label='您的风险等级'><Text data-testid='order-risk-member'>{order.riskConfirmation.memberRiskText}</Text></Line>
          <Line label='商品风险等级'><Text className='detail-risk__goods' data-testid='order-risk-goods'>{order.riskConfirmation.goodsRiskText}</Text></Line>
          <Line label='确认时间'><Text>{formatDateTime(order.riskConfirmation.confirmedAt, true)}</Text></Line>
          <Text className='detail-risk__text'>{`已确认：${order.riskConfirmation.confirmText}`}</Text>
        </View>
      ) : null}

      {order.refunds.length > 0 ? (
        <View className='detail-card detail-refunds'>
          <Text className='detail-card__title'>{ORDER_UI_TEXT.refunds}</Text>
          {order.refunds.map((refund) => (
            <View key={refund.refundNo} className='detail-refund' data-state={refund.state}>
              <View className='detail-refund__head'>
                <Text className='detail-refund__amount'>{`¥${refund.amount}`}</Text>
                <Text className={`detail-refund__state detail-refund__state--${refund.state.toLowerCase()}`}>{refund.stateText}</Text>
              </View>
              <Text className='detail-refund__line'>{`${refund.automatic ? '自动退款' : '退款原因'}：${refund.reason}`}</Text>
              <Text className='detail-refund__line'>{`申请时间：${formatDateTime(refund.requestedAt, true)}`}</Text>
              {refund.finishedAt ? <Text className='detail-refund__line'>{`完成时间：${formatDateTime(refund.finishedAt, true)}`}</Text> : null}
            </View>
          ))}
        </View>
      ) : null}

      <Text className='order-detail__policy'>{`退款规则：${ORDER_UI_TEXT.refundPolicy}`}</Text>

      {showBar ? (
        <View className='detail-bar'>
          {order.actions.cancel && !expired ? (
            <View className='detail-bar__button detail-bar__button--ghost' onClick={() => void cancel()}><Text>{ORDER_UI_TEXT.cancelOrder}</Text></View>
          ) : null}
          {order.actions.refund ? (
            <View className='detail-bar__button detail-bar__button--ghost' onClick={() => setRefunding(true)}><Text>{ORDER_UI_TEXT.refund}</Text></View>
          ) : null}
          {order.actions.pay && !expired ? (
            <View className='detail-bar__button detail-bar__button--primary' onClick={() => void startPayment(order.orderNo, ui)}>
              <Text>{`${ORDER_UI_TEXT.goPay} ${countdownText(left)}`}</Text>
            </View>
          ) : null}
        </View>
      ) : null}
      {refunding ? (
        <Popup visible position='bottom' round onClose={() => setRefunding(false)}>
          <RefundDialog order={order} onClose={() => setRefunding(false)} onDone={(o) => { setRefunding(false); replace(o); }} />
        </Popup>
      ) : null}
      {panels}
    </View>
  );
}

function OrderDetailLoader({ orderNo }: { orderNo: string }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState('');
  const alive = useRef(true);
  useEffect(() => () => { alive.current = false; }, []);

  const accept = useCallback((order: OrderDetail) => {
    const offset = clockOffset(order.serverNow, Date.now());
    noteServerOffset(offset);
    setLoaded({ order, offset });
    setError('');
  }, []);
  // The first look asks the provider too (sync=1): Alipay returns the member here after paying.
  const firstLook = useRef(true);
  const reload = useCallback(() => fetchOrder(orderNo, firstLook.current).then(
    (order) => {
      firstLook.current = false;
      if (alive.current) accept(order);
    },
    (e: unknown) => { if (alive.current) setError(e instanceof Error ? e.message : ''); },
  ), [orderNo, accept]);
  useEffect(() => { void reload(); }, [reload]);
  const shownOnce = useRef(false);
  useDidShow(() => {
    if (shownOnce.current) void reload();
    shownOnce.current = true;
  });

  // A refund being settled: ask again until it is final.
  const refunding = loaded?.order.state === 'REFUNDING';
  useEffect(() => {
    if (!refunding) return undefined;
    let rounds = 0;
    const timer = setInterval(() => {
      rounds += 1;
      if (rounds > REFUND_POLL_ROUNDS) { clearInterval(timer); return; }
      void reload();
    }, REFUND_POLL_MS);
    return () => clearInterval(timer);
  }, [refunding, reload]);

  if (loaded) return <DetailView loaded={loaded} reload={reload} replace={accept} />;
  if (error) return <ErrorState title={ORDER_UI_TEXT.loadFailed} message={error} onRetry={() => void reload()} />;
  return (
    <View className='order-detail'>
      <Skeleton rows={2} className='detail-card' />
      <Skeleton rows={3} className='detail-card' />
      <Skeleton rows={4} className='detail-card' />
    </View>
  );
}

/** /pages/mine/order/index/index?orderNo=: one order with its state, amounts, validity, refunds and actions. */
export function OrderDetailScreen({ orderNo }: { orderNo?: string }) {
  return (
    <LoginGate description={ORDER_UI_TEXT.loginHint}>
      {orderNo ? <OrderDetailLoader orderNo={orderNo} /> : <ErrorState title={ORDER_TEXT.orderNotFound} message='缺少订单号' />}
    </LoginGate>
  );
}
