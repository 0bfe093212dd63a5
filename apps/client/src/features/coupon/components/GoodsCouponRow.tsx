import { useCallback, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { fetchCentre } from '../api';
import { chipText, COUPON_UI_TEXT } from '../model';
import { CouponCentreSheet } from './CouponCentre';
import './GoodsCouponRow.scss';

/** At most this many chips in the row (claimable ones first); the sheet lists them all. */
const CHIPS = 3;

/**
 * The goods detail's 领券 row: the coupons claimable for this goods as chips; tapping opens them
 * in a sheet with 立即领取. Nothing when there are none (or they cannot be loaded).
 */
export function GoodsCouponRow({ goodsId }: { goodsId: number }) {
  const load = useCallback(() => fetchCentre(goodsId), [goodsId]);
  const { state, reload } = useAsyncData(load);
  const [open, setOpen] = useState(false);
  const templates = state.data ?? [];
  if (templates.length === 0) return null;
  const close = () => {
    setOpen(false);
    reload();
  };
  return (
    <>
      <View className='goods-coupons' data-testid='goods-coupons' onClick={() => setOpen(true)}>
        <Text className='goods-coupons__label'>{COUPON_UI_TEXT.goodsRow}</Text>
        <View className='goods-coupons__chips'>
          {[...templates].sort((a, b) => Number(b.claimable) - Number(a.claimable)).slice(0, CHIPS).map((template) => (
            <Text key={template.templateId} className='goods-coupons__chip'>{chipText(template)}</Text>
          ))}
        </View>
        <Text className='goods-coupons__more'>{`${COUPON_UI_TEXT.goodsRowMore} ›`}</Text>
      </View>
      <CouponCentreSheet visible={open} title={COUPON_UI_TEXT.goodsSheetTitle} goodsId={goodsId} onClose={close} />
    </>
  );
}
