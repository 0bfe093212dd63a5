import { useRef, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { useDidShow, useReachBottom } from '@tarojs/taro';
import { Coupon as CouponIcon } from '@nutui/icons-react-taro';
import { COUPON_TABS, COUPON_TEXT, type Coupon, type CouponTab } from '@caixue/contract';
import { navigateTo } from '@/shared/navigation/navigation';
import { usePagedList, type FetchPage } from '@/shared/request/pagedList';
import { CouponTicket } from '@/shared/ui/CouponTicket';
import { LoginGate } from '@/shared/ui/LoginGate';
import { PagedBody } from '@/shared/ui/PagedBody';
import { fetchCoupons } from '../api';
import { COUPON_UI_TEXT, isCouponTab, orderUrl, ticketStamp, ticketTone } from '../model';
import { CouponCentreSheet } from './CouponCentre';
import './CouponScreen.scss';

const fetchPage: FetchPage<Coupon, { tab: CouponTab }> = ({ tab, pageNum, pageSize }) => fetchCoupons(tab, pageNum, pageSize);

/** One coupon of the member: 去使用 while usable, its order while held, a stamp once used or expired. */
export function CouponCard({ coupon }: { coupon: Coupon }) {
  let action = null;
  let note = null;
  if (coupon.state === 'UNUSED') {
    action = (
      <View className='coupon-button' data-testid='coupon-use' onClick={() => void navigateTo(coupon.useUrl)}>
        <Text>{COUPON_TEXT.use}</Text>
      </View>
    );
  } else if (coupon.state === 'LOCKED') {
    note = <Text className='coupon-card__locked'>{coupon.stateText}</Text>;
    if (coupon.orderNo) {
      const orderNo = coupon.orderNo;
      action = (
        <View className='coupon-button coupon-button--off' onClick={() => void navigateTo(orderUrl(orderNo))}>
          <Text>{COUPON_UI_TEXT.viewOrder}</Text>
        </View>
      );
    }
  }
  return (
    <View className='coupon-card' data-state={coupon.state} data-id={coupon.id}>
      <CouponTicket face={coupon} validity={coupon.validityText} tone={ticketTone(coupon)} stamp={ticketStamp(coupon)} note={note} action={action} />
    </View>
  );
}

function CentreEntry({ onOpen }: { onOpen: () => void }) {
  return (
    <View className='coupon-centre-entry' data-testid='coupon-centre-entry' onClick={onOpen}>
      <View className='coupon-centre-entry__icon'><CouponIcon size={22} color='#ffffff' /></View>
      <View className='coupon-centre-entry__main'>
        <Text className='coupon-centre-entry__title'>{COUPON_TEXT.centre}</Text>
        <Text className='coupon-centre-entry__hint'>{COUPON_UI_TEXT.centreHint}</Text>
      </View>
      <View className='coupon-centre-entry__go'><Text>{COUPON_UI_TEXT.toCentre}</Text></View>
    </View>
  );
}

function Coupons({ initialTab, openCentre }: { initialTab: CouponTab; openCentre: boolean }) {
  const [tab, setTab] = useState<CouponTab>(initialTab);
  const [centre, setCentre] = useState(openCentre);
  const list = usePagedList(fetchPage, { tab });
  useReachBottom(() => list.loadMore());
  const shownOnce = useRef(false);
  useDidShow(() => {
    // Back from a purchase or an order: states have changed.
    if (shownOnce.current) list.reload();
    shownOnce.current = true;
  });
  const toCentre = (
    <View className='coupon-button coupon-button--solid' onClick={() => setCentre(true)}><Text>{COUPON_UI_TEXT.toCentre}</Text></View>
  );

  return (
    <View className='coupons'>
      <View className='coupons__tabs'>
        {COUPON_TABS.map((key) => (
          <View key={key} className={`coupons__tab${key === tab ? ' coupons__tab--active' : ''}`} data-tab={key} onClick={() => setTab(key)}>
            <Text>{COUPON_TEXT.tabs[key]}</Text>
          </View>
        ))}
      </View>
      <CentreEntry onOpen={() => setCentre(true)} />
      <PagedBody
        list={list}
        className={`coupons__list coupons__list--${tab}`}
        emptyText={COUPON_TEXT.empty[tab]}
        emptyHint={COUPON_UI_TEXT.emptyHint[tab]}
        emptyAction={tab === 'unused' ? toCentre : undefined}
      >
        {(rows) => rows.map((coupon) => <CouponCard key={coupon.id} coupon={coupon} />)}
      </PagedBody>
      {tab === 'unused' ? (
        <View className='coupons__rules'>
          <Text className='coupons__rules-title'>{COUPON_UI_TEXT.rules}</Text>
          {COUPON_UI_TEXT.ruleLines.map((line, i) => <Text key={line} className='coupons__rules-line'>{`${i + 1}. ${line}`}</Text>)}
        </View>
      ) : null}
      <CouponCentreSheet
        visible={centre}
        onClose={() => setCentre(false)}
        onClaimed={() => { if (tab === 'unused') list.reload(); }}
      />
    </View>
  );
}

/** 我的优惠券 (/pages/mine/coupon/index?tab=&centre=1): tabs 未使用/已使用/已过期, paged tickets, 领券中心. */
export function CouponScreen({ tab, centre }: { tab?: string; centre?: string }) {
  return (
    <LoginGate description={COUPON_UI_TEXT.loginHint}>
      <Coupons initialTab={isCouponTab(tab) ? tab : 'unused'} openCentre={centre === '1'} />
    </LoginGate>
  );
}
