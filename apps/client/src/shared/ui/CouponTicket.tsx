import type { ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import classNames from 'classnames';
import type { Coupon } from '@caixue/contract';
import './CouponTicket.scss';

/** What a ticket shows of a coupon or a claimable template (every text made by the server). */
export type CouponFace = Pick<Coupon, 'name' | 'kind' | 'kindText' | 'faceText' | 'faceUnit' | 'conditionText' | 'scopeText'>;

/** active: usable (red); locked: held by an unpaid order; muted: used, expired or not usable here (grey). */
export type TicketTone = 'active' | 'locked' | 'muted';

export interface CouponTicketProps {
  face: CouponFace;
  /** The validity line ('2026.11.24 - 2026.12.24', '领取后30天内有效'). */
  validity: string;
  tone?: TicketTone;
  /** A round stamp over the body (已使用 / 已过期 / 已领取). */
  stamp?: string;
  /** A line under the validity (待支付订单占用中, why it is not usable here). */
  note?: ReactNode;
  /** The button or mark at the bottom right. */
  action?: ReactNode;
  /** Outlined in red (the checkout's chosen coupon). */
  selected?: boolean;
  className?: string;
  onClick?: () => void;
  /** data-id of the element (tests, the browser test). */
  id?: number;
}

/**
 * A coupon drawn as a ticket: the stub with the amount (¥20) or the discount (8.5折) and the
 * condition, a perforated edge, the body with the name, kind, goods scope and validity.
 */
export function CouponTicket({ face, validity, tone = 'active', stamp, note, action, selected, className, onClick, id }: CouponTicketProps) {
  const yuan = face.faceUnit !== '折';
  return (
    <View
      className={classNames('coupon-ticket', `coupon-ticket--${tone}`, `coupon-ticket--${face.kind.toLowerCase()}`, selected && 'coupon-ticket--selected', className)}
      data-id={id}
      onClick={onClick}
    >
      <View className='coupon-ticket__stub'>
        <View className='coupon-ticket__face'>
          {yuan ? <Text className='coupon-ticket__unit coupon-ticket__unit--pre'>¥</Text> : null}
          <Text className='coupon-ticket__figure'>{face.faceText}</Text>
          {yuan ? null : <Text className='coupon-ticket__unit'>{face.faceUnit}</Text>}
        </View>
        <Text className='coupon-ticket__condition'>{face.conditionText}</Text>
      </View>
      <View className='coupon-ticket__body'>
        <View className='coupon-ticket__title'>
          <Text className='coupon-ticket__kind'>{face.kindText}</Text>
          <Text className='coupon-ticket__name'>{face.name}</Text>
        </View>
        <Text className='coupon-ticket__scope'>{face.scopeText}</Text>
        <Text className='coupon-ticket__validity'>{validity}</Text>
        {note || action ? (
          <View className='coupon-ticket__foot'>
            <View className='coupon-ticket__note'>{note}</View>
            {action ? <View className='coupon-ticket__action'>{action}</View> : null}
          </View>
        ) : null}
        {stamp ? <Text className='coupon-ticket__stamp'>{stamp}</Text> : null}
      </View>
    </View>
  );
}
