import { useCallback } from 'react';
import { useRouter } from '@tarojs/taro';
import type { GoodsInfo } from '@caixue/contract';
import { GoodsCouponRow } from '@/features/coupon/components/GoodsCouponRow';
import { GoodsDetail, GoodsSection } from '@/features/goods/components/GoodsDetail';
import { GOODS_UI_TEXT } from '@/features/goods/model';
import { AdList } from '@/features/video/components/AdList';
import { PlaybackList } from '@/features/video/components/PlaybackList';
import { PageShell } from '@/shared/ui/PageShell';
import './index.scss';

/**
 * /pages/goods/detail/index?id=: the product, with the goods ad list (goodsAd) and its playbacks
 * (from=goods) composed from the video feature, the coupons' 领券 row under the title, and the buy bar.
 */
export default function GoodsDetailPage() {
  const { params } = useRouter();
  const id = Number(params.id) || 0;
  const related = useCallback((goods: GoodsInfo) => (
    <>
      <AdList categoryCode='goodsAd' goodsId={goods.id} hideWhenEmpty className='goods-page__ads' />
      <GoodsSection title={GOODS_UI_TEXT.playbacks} className='goods-page__playbacks'>
        <PlaybackList goodsId={goods.id} />
      </GoodsSection>
    </>
  ), []);
  // 领券: the coupons claimable for a goods on sale that costs something.
  const offers = useCallback((goods: GoodsInfo) => (
    goods.onSale && goods.priceFen > 0 ? <GoodsCouponRow goodsId={goods.id} /> : null
  ), []);
  return (
    <PageShell>
      <GoodsDetail key={id} goodsId={id} related={related} offers={offers} />
    </PageShell>
  );
}
