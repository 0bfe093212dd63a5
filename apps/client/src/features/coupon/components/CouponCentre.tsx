import { useCallback, useState } from 'react';
import { Text, View } from '@tarojs/components';
import classNames from 'classnames';
import { COUPON_TEXT, type Coupon, type CouponTemplate } from '@caixue/contract';
import { goToLogin } from '@/shared/navigation/navigation';
import { BottomSheet } from '@/shared/ui/BottomSheet';
import { isLoggedIn } from '@/shared/session/auth';
import { CouponTicket } from '@/shared/ui/CouponTicket';
import { EmptyData } from '@/shared/ui/EmptyData';
import { ErrorState } from '@/shared/ui/ErrorState';
import { Skeleton } from '@/shared/ui/Skeleton';
import { toast } from '@/shared/ui/toast';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { claimCoupon, fetchCentre } from '../api';
import { claimLook, COUPON_UI_TEXT } from '../model';
import './CouponCentre.scss';

export interface CentreListProps {
  /** Only the templates usable for this goods (the goods detail's 领券). */
  goodsId?: number;
  /** A coupon was claimed (the page reloads its own lists). */
  onClaimed?: (coupon: Coupon) => void;
}

/** Under a claimable template: how many the member already holds, or that few are left. */
function noteOf(template: CouponTemplate) {
  if (template.claimedCount > 0) return <Text className='centre-ticket__held'>{COUPON_UI_TEXT.held(template.claimedCount)}</Text>;
  if (template.remaining <= 20) return <Text className='centre-ticket__left'>{COUPON_UI_TEXT.remaining(template.remaining)}</Text>;
  return undefined;
}

function TemplateCard({ template, busy, onClaim }: { template: CouponTemplate; busy: boolean; onClaim: (t: CouponTemplate) => void }) {
  const look = claimLook(template);
  return (
    <CouponTicket
      id={template.templateId}
      className='centre-ticket'
      face={template}
      validity={template.validityText}
      tone={template.remaining <= 0 && template.claimedCount === 0 ? 'muted' : 'active'}
      note={look.enabled ? noteOf(template) : undefined}
      action={(
        <View
          className={classNames('coupon-button', look.enabled ? 'coupon-button--solid' : 'coupon-button--off', busy && 'coupon-button--busy')}
          data-testid='coupon-claim'
          aria-disabled={!look.enabled}
          onClick={() => { if (look.enabled) onClaim(template); }}
        >
          <Text>{look.label}</Text>
        </View>
      )}
    />
  );
}

/** The claimable templates (领券中心) with 立即领取, or why not (已领取 / 已抢光 / 已达领取上限). */
export function CentreList({ goodsId, onClaimed }: CentreListProps) {
  const load = useCallback(() => fetchCentre(goodsId), [goodsId]);
  const { state, reload } = useAsyncData(load);
  const [claiming, setClaiming] = useState<number | null>(null);

  const claim = (template: CouponTemplate) => {
    if (claiming !== null) return;
    if (!isLoggedIn()) {
      void goToLogin();
      return;
    }
    setClaiming(template.templateId);
    claimCoupon(template.templateId).then(
      (coupon) => {
        toast(COUPON_TEXT.claimSuccess, { icon: 'success' });
        onClaimed?.(coupon);
      },
      () => undefined, // The request layer said why (已抢光, 已达领取上限).
    ).finally(() => {
      setClaiming(null);
      // The server's counts and buttons either way.
      reload();
    });
  };

  const templates = state.data;
  if (!templates) {
    if (state.status === 'error') return <ErrorState compact message={COUPON_TEXT.loadError} onRetry={reload} />;
    return <View className='centre-list'>{[0, 1, 2].map((key) => <Skeleton key={key} rows={2} className='centre-list__skeleton' />)}</View>;
  }
  if (templates.length === 0) return <EmptyData compact text={COUPON_UI_TEXT.centreEmpty} />;
  return (
    <View className='centre-list'>
      {templates.map((template) => (
        <TemplateCard key={template.templateId} template={template} busy={claiming === template.templateId} onClaim={claim} />
      ))}
    </View>
  );
}

/** 领券中心 as a bottom sheet (the coupon page, the goods detail). Mounted only while open. */
export function CouponCentreSheet({ visible, title = COUPON_TEXT.centre, onClose, ...list }: CentreListProps & { visible: boolean; title?: string; onClose: () => void }) {
  if (!visible) return null;
  return (
    <BottomSheet title={title} onClose={onClose} testId='coupon-centre'>
      <CentreList {...list} />
    </BottomSheet>
  );
}
