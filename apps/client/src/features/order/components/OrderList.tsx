import { useCallback, useEffect, useRef, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { useDidShow, useReachBottom } from '@tarojs/taro';
import { ORDER_TABS, ORDER_TEXT, type Order, type OrderTab } from '@caixue/contract';
import { navigateTo } from '@/shared/navigation/navigation';
import { usePagedList, type FetchPage } from '@/shared/request/pagedList';
import { imageUrl } from '@/shared/ui/imageUrl';
import { LoginGate } from '@/shared/ui/LoginGate';
import { PagedBody } from '@/shared/ui/PagedBody';
import { fetchOrders } from '../api';
import { lastServerOffset, useNow } from '../hooks';
import { countdownText, fenText, formatDateTime, ORDER_UI_TEXT, periodOf, remainingMs, STATE_TONE } from '../model';
import { orderDetailUrl } from '../pages';
import { startPayment } from '../payment';
import { usePayUi } from './PayPanels';
import './OrderList.scss';
import { Picture } from '@/shared/ui/Picture';

const fetchPage: FetchPage<Order, { tab: OrderTab }> = ({ tab, pageNum, pageSize }) => fetchOrders(tab, pageNum, pageSize);

function isTab(value: string | undefined): value is OrderTab {
  return (ORDER_TABS as readonly string[]).includes(value ?? '');
}

export function OrderRow({ order, now, onPay, onExpired }: { order: Order; now: number; onPay: (order: Order) => void; onExpired: () => void }) {
  const unpaid = order.state === 'UNPAID';
  const left = unpaid ? remainingMs(order.closeAt, now, lastServerOffset()) : 0;
  const expired = unpaid && left <= 0;
  const reported = useRef(false);
  useEffect(() => {
    if (expired && !reported.current) {
      reported.current = true;
      onExpired();
    }
  }, [expired, onExpired]);
  const tone = STATE_TONE[order.state];
  return (
    <View className='order-row' data-order-no={order.orderNo} onClick={() => void navigateTo(orderDetailUrl(order.orderNo))}>
      <View className='order-row__top'>
        <Text className='order-row__time'>{formatDateTime(order.createdAt)}</Text>
        <Text className={`order-state order-state--${tone}`}>{expired ? ORDER_TEXT.states.CLOSED : order.stateText}</Text>
      </View>
      <View className='order-row__body'>
        {order.pic ? <Picture alt='' className='order-row__cover' src={imageUrl(order.pic)} mode='aspectFill' /> : (
          <View className='order-row__cover order-row__cover--drawn'><Text>{order.levelName.slice(0, 2) || '会员'}</Text></View>
        )}
        <View className='order-row__main'>
          <Text className='order-row__title'>{order.title}</Text>
          <Text className='order-row__meta'>{`${order.levelName} · ${periodOf(order)}`}</Text>
          {order.refundFailed ? <Text className='order-row__warn'>{ORDER_TEXT.refundFailed}</Text> : null}
        </View>
        <View className='order-row__price'>
          <Text className='order-row__amount'>{`¥${order.amount}`}</Text>
          {order.priceFen > order.amountFen ? <Text className='order-row__original'>{`¥${fenText(order.priceFen)}`}</Text> : null}
        </View>
      </View>
      {unpaid && !expired ? (
        <View className='order-row__foot'>
          <Text className='order-row__countdown'>
            {ORDER_UI_TEXT.closesIn}
            <Text className='order-row__clock'>{countdownText(left)}</Text>
          </Text>
          <View
            className='order-row__pay'
            onClick={(event) => { event.stopPropagation(); onPay(order); }}
          >
            <Text>{ORDER_UI_TEXT.goPay}</Text>
          </View>
        </View>
      ) : null}
    </View>
  );
}

function Orders({ initialTab }: { initialTab: OrderTab }) {
  const [tab, setTab] = useState<OrderTab>(initialTab);
  const list = usePagedList(fetchPage, { tab });
  const { ui, panels } = usePayUi();
  useReachBottom(() => list.loadMore());
  const shownOnce = useRef(false);
  useDidShow(() => {
    // Back from an order (paid, cancelled, refunded there): the states have changed.
    if (shownOnce.current) list.reload();
    shownOnce.current = true;
  });
  const hasUnpaid = list.rows.some((row) => row.state === 'UNPAID');
  const now = useNow(hasUnpaid);
  const { reload } = list;
  // At zero the server closes the order: ask again a moment later to show 已关闭.
  const onExpired = useCallback(() => { setTimeout(reload, 1500); }, [reload]);
  const pay = (order: Order) => void startPayment(order.orderNo, ui);

  return (
    <View className='orders'>
      <View className='orders__tabs'>
        {ORDER_TABS.map((key) => (
          <View
            key={key}
            className={`orders__tab${key === tab ? ' orders__tab--active' : ''}`}
            data-tab={key}
            onClick={() => setTab(key)}
          >
            <Text>{ORDER_TEXT.tabs[key]}</Text>
          </View>
        ))}
      </View>
      <PagedBody list={list} className='orders__list' emptyText={ORDER_UI_TEXT.listEmpty[tab]} emptyHint={ORDER_UI_TEXT.listEmptyHint}>
        {(rows) => rows.map((order) => <OrderRow key={order.orderNo} order={order} now={now} onPay={pay} onExpired={onExpired} />)}
      </PagedBody>
      {panels}
    </View>
  );
}

/** 我的订单 (/pages/goods/order/index and /pages/mine/order/list/index): tabs 全部/待支付/已支付/退款, paged. */
export function OrderList({ tab }: { tab?: string }) {
  return (
    <LoginGate description={ORDER_UI_TEXT.loginHint}>
      <Orders initialTab={isTab(tab) ? tab : 'all'} />
    </LoginGate>
  );
}
