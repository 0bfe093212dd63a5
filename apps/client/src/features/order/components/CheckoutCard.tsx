import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import classNames from 'classnames';
import { COUPON_TEXT, type CheckoutCoupon, type CheckoutResult } from '@caixue/contract';
import { CouponTicket } from '@/shared/ui/CouponTicket';
import { BottomSheet } from '@/shared/ui/BottomSheet';
import { SkeletonBlock } from '@/shared/ui/Skeleton';
import { appliedCouponName, couponSummary, pointsLine, type Checkout } from '../checkout';
import './CheckoutCard.scss';

function Radio({ on }: { on: boolean }) {
  return (
    <View className={classNames('checkout-radio', on && 'checkout-radio--on')}>
      {on ? <Text className='checkout-radio__tick'>✓</Text> : null}
    </View>
  );
}

function CouponOption({ option, chosen, onChoose }: { option: CheckoutCoupon; chosen: boolean; onChoose: (id: number) => void }) {
  const { coupon } = option;
  return (
    <CouponTicket
      id={coupon.id}
      className='checkout-coupon'
      face={coupon}
      validity={coupon.validityText}
      tone={option.usable ? 'active' : 'muted'}
      selected={chosen}
      note={option.usable
        ? <Text className='checkout-coupon__saves'>{`本单可减 ¥${option.discount}`}</Text>
        : <Text className='checkout-coupon__why'>{option.reason}</Text>}
      action={option.usable ? <Radio on={chosen} /> : undefined}
      onClick={option.usable ? () => onChoose(coupon.id) : undefined}
    />
  );
}

/** The coupon picker: 不使用优惠券, the usable coupons (best first) with what they take off, then the unusable ones and why. */
function CouponPicker({ checkout, onChoose, onClose }: { checkout: CheckoutResult; onChoose: (id: number) => void; onClose: () => void }) {
  const usable = checkout.coupons.filter((c) => c.usable);
  const unusable = checkout.coupons.filter((c) => !c.usable);
  return (
    <BottomSheet title={COUPON_TEXT.coupon} onClose={onClose} testId='coupon-picker'>
      <View className='checkout-picker'>
        <View className='checkout-picker__none' data-testid='coupon-none' onClick={() => onChoose(0)}>
          <Text>{COUPON_TEXT.noCoupon}</Text>
          <Radio on={checkout.couponId === null} />
        </View>
        {usable.length > 0 ? <Text className='checkout-picker__group'>{COUPON_TEXT.usableCount(usable.length)}</Text> : null}
        {usable.map((option) => (
          <CouponOption key={option.coupon.id} option={option} chosen={option.coupon.id === checkout.couponId} onChoose={onChoose} />
        ))}
        {unusable.length > 0 ? <Text className='checkout-picker__group'>{`不可用 ${unusable.length} 张`}</Text> : null}
        {unusable.map((option) => (
          <CouponOption key={option.coupon.id} option={option} chosen={false} onChoose={onChoose} />
        ))}
      </View>
    </BottomSheet>
  );
}

/**
 * The price breakdown of the checkout as the server computed it: 商品原价, 优惠券 (the picker),
 * 积分抵扣 (a switch), 应付金额. While a new answer is coming the old figures stay, dimmed.
 */
export function CheckoutCard({ checkout }: { checkout: Checkout }) {
  const [picking, setPicking] = useState(false);
  const { state, choice } = checkout;
  const data = state.data;
  if (!data) {
    if (state.status === 'error') {
      return (
        <View className='checkout checkout--error' data-testid='checkout'>
          <Text className='checkout__error'>{state.message}</Text>
          <View className='checkout__retry' onClick={checkout.refresh}><Text>重新计算</Text></View>
        </View>
      );
    }
    return (
      <View className='checkout' data-testid='checkout'>
        {[0, 1, 2, 3].map((key) => <View key={key} className='checkout-line'><SkeletonBlock width='30%' height='14px' /><SkeletonBlock width='22%' height='14px' /></View>)}
      </View>
    );
  }
  const coupon = couponSummary(data, choice);
  const couponName = appliedCouponName(data);
  const canPick = data.coupons.length > 0;
  const pointsOn = data.points.used > 0;
  const pointsOff = data.points.max === 0;
  const loading = state.status === 'loading';
  const togglePoints = () => {
    if (loading || (pointsOff && !pointsOn)) return;
    checkout.setUsePoints(!choice.usePoints);
  };
  return (
    <View className={classNames('checkout', loading && 'checkout--updating')} data-testid='checkout' data-status={state.status}>
      <View className='checkout-line'>
        <Text className='checkout-line__label'>{COUPON_TEXT.originalPrice}</Text>
        <Text className='checkout-line__value' data-testid='checkout-price'>{`¥${data.price}`}</Text>
      </View>
      <View
        className={classNames('checkout-line', 'checkout-line--tap', !canPick && 'checkout-line--static')}
        data-testid='checkout-coupon'
        onClick={() => { if (canPick && !loading) setPicking(true); }}
      >
        <Text className='checkout-line__label'>{COUPON_TEXT.couponDiscount}</Text>
        <View className='checkout-line__side'>
          {couponName ? <Text className='checkout-line__name'>{couponName}</Text> : null}
          <Text className={classNames('checkout-line__value', coupon.applied ? 'checkout-line__value--off' : 'checkout-line__value--muted')}>{coupon.text}</Text>
          {canPick ? <Text className='checkout-line__chevron'>›</Text> : null}
        </View>
      </View>
      {checkout.fallbackNote ? <Text className='checkout__note'>{`${checkout.fallbackNote}，已为您重新选择`}</Text> : null}
      <View className='checkout-line checkout-line--points'>
        <View className='checkout-line__main'>
          <Text className='checkout-line__label'>{COUPON_TEXT.points}</Text>
          <Text className='checkout-line__hint' data-testid='checkout-points-line'>{pointsLine(data.points)}</Text>
        </View>
        <View className='checkout-line__side'>
          {pointsOn ? <Text className='checkout-line__value checkout-line__value--off' data-testid='checkout-points'>{`-¥${data.points.yuan}`}</Text> : null}
          <View
            className={classNames('checkout-switch', choice.usePoints && 'checkout-switch--on', pointsOff && !pointsOn && 'checkout-switch--off')}
            data-testid='points-switch'
            role='switch'
            aria-checked={choice.usePoints}
            onClick={togglePoints}
          >
            <View className='checkout-switch__knob' />
          </View>
        </View>
      </View>
      <Text className='checkout__rule'>{data.points.ruleText || COUPON_TEXT.pointsRule}</Text>
      <View className='checkout-line checkout-line--total'>
        <Text className='checkout-line__label'>{COUPON_TEXT.payable}</Text>
        <Text className='checkout-total' data-testid='checkout-amount'>{`¥${data.amount}`}</Text>
      </View>
      {state.status === 'error' ? <Text className='checkout__error checkout__error--inline'>{state.message}</Text> : null}
      {picking ? (
        <CouponPicker
          checkout={data}
          onClose={() => setPicking(false)}
          onChoose={(id) => { setPicking(false); checkout.chooseCoupon(id); }}
        />
      ) : null}
    </View>
  );
}
