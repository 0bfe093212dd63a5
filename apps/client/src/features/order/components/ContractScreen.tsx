import { useCallback, useEffect, useState } from 'react';
import Taro from '@tarojs/taro';
import { Text, View } from '@tarojs/components';
import { ORDER_TEXT, type OrderContract } from '@caixue/contract';
import { redirectTo } from '@/shared/navigation/navigation';
import { isH5 } from '@/shared/platform/platform';
import { ErrorState } from '@/shared/ui/ErrorState';
import { LoginGate } from '@/shared/ui/LoginGate';
import { RichHtml } from '@/shared/ui/RichHtml';
import { Skeleton } from '@/shared/ui/Skeleton';
import { toast } from '@/shared/ui/toast';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { fetchContract } from '../api';
import { attemptKey, clearAttemptKey } from '../attempt';
import { needsReprice, orderPricing, useCheckout } from '../checkout';
import { formatDateTime, ORDER_UI_TEXT } from '../model';
import { orderDetailUrl, paymentUrl, purchaseOrigin, rememberReturn } from '../pages';
import { startPayment } from '../payment';
import { createOrderChecked, type ConfirmRisk } from '../riskGate';
import { CheckoutCard } from './CheckoutCard';
import { usePayUi } from './PayPanels';
import './ContractScreen.scss';

export interface ContractQuery {
  goodsId?: string;
  orderNo?: string;
  /** The appropriateness warning before ordering (the page composes features/survey's); true: confirmed. */
  confirmRisk?: ConfirmRisk;
}

function parseId(value: string | undefined): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

function Fact({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <View className='contract-fact'>
      <Text className='contract-fact__label'>{label}</Text>
      <Text className={`contract-fact__value${strong ? ' contract-fact__value--strong' : ''}`}>{value}</Text>
    </View>
  );
}

/** Tapping 同意并支付 before the breakdown has arrived. */
const CHECKOUT_WAIT = '正在计算价格，请稍候';

/** The bar's 应付: 免费, the server's amount, or a dash until it has answered. */
function barAmount(free: boolean, amount: string | undefined): string {
  if (free) return ORDER_UI_TEXT.free;
  return amount === undefined ? '¥--' : `¥${amount}`;
}

function ContractBody({ contract, orderNo, confirmRisk }: { contract: OrderContract; orderNo?: string; confirmRisk?: ConfirmRisk }) {
  const free = contract.priceFen === 0;
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const { ui, panels } = usePayUi({ onQrDismissed: (no) => void redirectTo(orderDetailUrl(no)) });
  const readOnly = Boolean(orderNo);
  // A paid goods is priced by the server for this member: coupon, points, the amount to pay.
  const priced = !free && !readOnly;
  const checkout = useCheckout(contract.goodsId, priced);
  useEffect(() => {
    // Opened from a scrolled goods list the browser keeps the window's scroll: start at the title.
    if (isH5() && typeof window !== 'undefined') window.scrollTo(0, 0);
  }, []);

  const agreeAndPay = async () => {
    if (busy) return;
    if (!agreed) {
      toast(ORDER_TEXT.contractRequired);
      return;
    }
    const shown = checkout.current;
    if (priced && !shown) {
      toast(checkout.state.status === 'error' ? checkout.state.message : CHECKOUT_WAIT);
      return;
    }
    setBusy(true);
    try {
      const goodsId = contract.goodsId;
      const idempotencyKey = await attemptKey(goodsId);
      const origin = purchaseOrigin();
      let order;
      try {
        order = await createOrderChecked({
          goodsId, quantity: 1, idempotencyKey, contractVersion: contract.version,
          // What the member saw: the server refuses the order when its price differs (COUPON_TEXT.priceChanged).
          ...(priced && shown ? orderPricing(shown) : {}),
        }, confirmRisk);
        // Not confirmed (去测评 or 暂不购买): nothing ordered; the key stays for the next tap.
        if (!order) return;
      } catch (error) {
        // The key stays: tapping again after a dropped connection asks for the same order.
        const message = error instanceof Error && error.message ? error.message : ORDER_TEXT.payUnavailable;
        // The price or the coupon changed meanwhile: show the server's new breakdown before any retry.
        if (priced && needsReprice(message)) checkout.refresh();
        toast(message);
        return;
      }
      clearAttemptKey(goodsId);
      rememberReturn(order.orderNo, origin);
      if (order.state !== 'UNPAID') {
        // A free goods is granted at once: the result page says so.
        await redirectTo(paymentUrl(order.orderNo));
        return;
      }
      const outcome = await startPayment(order.orderNo, ui, { replace: true });
      // Not paying now: the order waits in 我的订单 with its 去支付.
      if (outcome !== 'opened') await redirectTo(orderDetailUrl(order.orderNo));
    } finally {
      setBusy(false);
    }
  };

  return (
    <View className='contract'>
      <View className='contract__head'>
        <Text className='contract__title'>{contract.title}</Text>
        <Text className='contract__version'>{`协议版本 ${contract.version}`}</Text>
      </View>
      <View className='contract__facts'>
        <Fact label={ORDER_UI_TEXT.memberName} value={contract.memberName} />
        <Fact label={ORDER_UI_TEXT.goods} value={contract.goodsTitle} />
        <Fact label={ORDER_UI_TEXT.price} value={free ? ORDER_UI_TEXT.free : `¥${contract.price}`} strong />
        <Fact label={ORDER_UI_TEXT.period} value={contract.periodText} />
      </View>
      {priced ? <CheckoutCard checkout={checkout} /> : null}
      <View className='contract__paper'>
        <RichHtml className='contract__content' html={contract.content} />
      </View>
      {readOnly ? (
        <View className='contract__agreed'>
          <View className='contract-check contract-check--on'><Text className='contract-check__tick'>✓</Text></View>
          <Text>{contract.agreedAt ? ORDER_UI_TEXT.agreedAt(formatDateTime(contract.agreedAt, true)) : ORDER_UI_TEXT.agreeLabel}</Text>
        </View>
      ) : (
        <View className='contract-bar'>
          <View className='contract-bar__agree' onClick={() => setAgreed((v) => !v)}>
            <View className={`contract-check${agreed ? ' contract-check--on' : ''}`}>
              {agreed ? <Text className='contract-check__tick'>✓</Text> : null}
            </View>
            <Text className='contract-bar__agree-text'>{ORDER_UI_TEXT.agreeLabel}</Text>
          </View>
          <View className='contract-bar__row'>
            <View className='contract-bar__sum'>
              <Text className='contract-bar__sum-label'>{free ? '' : ORDER_UI_TEXT.priceDue}</Text>
              <Text className={`contract-bar__sum-value${priced && !checkout.current ? ' contract-bar__sum-value--stale' : ''}`} data-testid='checkout-payable'>
                {barAmount(free, checkout.state.data?.amount)}
              </Text>
            </View>
            <View
              className={`contract-bar__pay${agreed && (!priced || checkout.current) ? '' : ' contract-bar__pay--off'}${busy ? ' contract-bar__pay--busy' : ''}`}
              onClick={() => void agreeAndPay()}
            >
              <Text>{free ? ORDER_UI_TEXT.agreeAndClaim : ORDER_UI_TEXT.agreeAndPay}</Text>
            </View>
          </View>
        </View>
      )}
      {panels}
    </View>
  );
}

function ContractLoader({ goodsId, orderNo, confirmRisk }: { goodsId?: number; orderNo?: string; confirmRisk?: ConfirmRisk }) {
  const load = useCallback(() => fetchContract(orderNo ? { orderNo } : { goodsId }), [goodsId, orderNo]);
  const { state, reload } = useAsyncData(load);
  if (state.data) return <ContractBody contract={state.data} orderNo={orderNo} confirmRisk={confirmRisk} />;
  if (state.status === 'error') return <ErrorState message={state.message} onRetry={reload} />;
  return (
    <View className='contract'>
      <Skeleton rows={3} className='contract__skeleton' />
      <Skeleton rows={8} className='contract__skeleton' />
    </View>
  );
}

/**
 * The service contract of a goods before ordering (`?type=contract&goodsId=`), with 同意并支付, or of
 * a placed order (`&orderNo=`), read only with when it was agreed (SPEC §3 contract address).
 */
export function ContractScreen({ goodsId, orderNo, confirmRisk }: ContractQuery) {
  useEffect(() => {
    void Taro.setNavigationBarTitle({ title: ORDER_UI_TEXT.contractTitle }).catch(() => undefined);
  }, []);
  const id = parseId(goodsId);
  const no = orderNo || undefined;
  return (
    <LoginGate description={ORDER_UI_TEXT.loginHint}>
      {id || no ? <ContractLoader goodsId={id} orderNo={no} confirmRisk={confirmRisk} /> : <ErrorState title={ORDER_TEXT.orderNotFound} message='缺少商品或订单编号' />}
    </LoginGate>
  );
}
