import { useCallback, useState, type ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import { useShareAppMessage } from '@tarojs/taro';
import classNames from 'classnames';
import type { GoodsInfo } from '@caixue/contract';
import defaultAvatar from '@/assets/avatar-default.png';
import { goToLogin, navigateTo, redirectTo } from '@/shared/navigation/navigation';
import { withParentMemberId } from '@/shared/navigation/share';
import { isH5 } from '@/shared/platform/platform';
import { getMemberId, isLoggedIn } from '@/shared/session/auth';
import { EmptyData } from '@/shared/ui/EmptyData';
import { ErrorState } from '@/shared/ui/ErrorState';
import { RichHtml } from '@/shared/ui/RichHtml';
import { SectionHead } from '@/shared/ui/SectionHead';
import { ShareSheet } from '@/shared/ui/ShareSheet';
import { Skeleton, SkeletonBlock } from '@/shared/ui/Skeleton';
import { imageUrl } from '@/shared/ui/imageUrl';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { fetchGoodsInfo } from '../api';
import { GOODS_PAGES, GOODS_UI_TEXT, buyState, contractUrl, cycleText, goodsDetailUrl, teacherUrl } from '../model';
import { GoodsPrice, RiskBadge } from './GoodsCard';
import './GoodsDetail.scss';
import { Picture } from '@/shared/ui/Picture';

/** A titled card of the detail page; the page puts the sections of other features (回看) in one too. */
export function GoodsSection({ title, subtitle, className, children }: { title: string; subtitle?: string; className?: string; children: ReactNode }) {
  return (
    <View className={classNames('goods-detail__card', className)}>
      <SectionHead title={title} subtitle={subtitle} />
      {children}
    </View>
  );
}

function DetailSkeleton() {
  return (
    <View className='goods-detail goods-detail--skeleton'>
      <View className='goods-detail__cover' />
      <View className='goods-detail__strip goods-detail__strip--skeleton'><SkeletonBlock width='40%' height='26px' /></View>
      <View className='goods-detail__card'>
        <SkeletonBlock width='70%' height='20px' />
        <SkeletonBlock width='90%' height='13px' />
        <SkeletonBlock width='50%' height='18px' />
      </View>
      <View className='goods-detail__card'><Skeleton rows={4} /></View>
    </View>
  );
}

/** The fixed bar at the bottom: the price and 立即购买 / 免费领取 / 已下架; none where prices may not show. */
export function BuyBar({ goods }: { goods: GoodsInfo }) {
  const state = buyState(goods);
  if (state.kind === 'hidden') return null;
  const buy = () => {
    if (!state.enabled) return;
    // A visitor logs in first and comes back here (the page is the last visited one).
    if (!isLoggedIn()) {
      void goToLogin();
      return;
    }
    void navigateTo(contractUrl(goods.id));
  };
  return (
    <View className='goods-buy-bar'>
      <View className='goods-buy-bar__price'>
        <GoodsPrice goods={goods} />
        <Text className='goods-buy-bar__hint'>{`${goods.levelName} · ${GOODS_UI_TEXT.grantDays(goods.grantDays)}`}</Text>
      </View>
      <View
        className={classNames('goods-buy', `goods-buy--${state.kind}`, !state.enabled && 'goods-buy--disabled')}
        data-kind={state.kind}
        aria-disabled={!state.enabled}
        onClick={buy}
      >
        <Text>{state.label}</Text>
      </View>
    </View>
  );
}

function TeacherRows({ goods }: { goods: GoodsInfo }) {
  return (
    <View className='goods-teachers'>
      {goods.teachers.map((t) => (
        <View key={t.id} className='goods-teacher' data-id={t.id} onClick={() => void navigateTo(teacherUrl(t.id))}>
          <Picture alt='' className='goods-teacher__avatar' src={imageUrl(t.avatar) || defaultAvatar} mode='aspectFill' />
          <Text className='goods-teacher__name'>{t.name}</Text>
          <Text className='goods-teacher__link'>{GOODS_UI_TEXT.viewTeacher}</Text>
          <Text className='goods-teacher__chevron'>›</Text>
        </View>
      ))}
    </View>
  );
}

export interface GoodsDetailViewProps {
  goods: GoodsInfo;
  /** Sections the page composes from other features (the goods ads and playbacks), after the teachers. */
  related?: (goods: GoodsInfo) => ReactNode;
  /** A row the page composes under the title (the coupons' 领券). */
  offers?: (goods: GoodsInfo) => ReactNode;
}

/** The product: cover, price strip, title with level, risk and cycle, what it opens, intro, teachers, related sections and the buy bar. */
export function GoodsDetailView({ goods, related, offers }: GoodsDetailViewProps) {
  const [shareOpen, setShareOpen] = useState(false);
  const path = goodsDetailUrl(goods.id);
  const shareUrl = isH5() && typeof location !== 'undefined' ? `${location.origin}${path}` : path;
  return (
    <View className={classNames('goods-detail', !goods.onSale && 'goods-detail--off')} data-id={goods.id}>
      <View className='goods-detail__cover'>
        <Picture alt={goods.title} className='goods-detail__pic' src={imageUrl(goods.pic)} mode='aspectFill' />
        {!goods.onSale ? <Text className='goods-detail__ribbon'>{GOODS_UI_TEXT.offSale}</Text> : null}
      </View>

      <View className='goods-detail__strip'>
        <GoodsPrice goods={goods} size='lg' className='goods-price--inverse' />
        <View className='goods-detail__strip-side'>
          <Text className='goods-detail__strip-level'>{goods.levelName}</Text>
          <Text className='goods-detail__strip-cycle'>{`${GOODS_UI_TEXT.cycle} ${cycleText(goods)}`}</Text>
        </View>
      </View>

      <View className='goods-detail__card goods-detail__head'>
        <View className='goods-detail__title-row'>
          <Text className='goods-detail__title'>{goods.title}</Text>
          <View className='goods-detail__share' onClick={() => setShareOpen(true)}>
            <Text className='goods-detail__share-glyph'>↗</Text>
            <Text>{GOODS_UI_TEXT.share}</Text>
          </View>
        </View>
        {goods.description ? <Text className='goods-detail__description'>{goods.description}</Text> : null}
        <View className='goods-detail__tags'>
          <RiskBadge level={goods.riskLevel} />
          <Text className='goods-detail__tag'>{GOODS_UI_TEXT.grantDays(goods.grantDays)}</Text>
        </View>
        {!goods.onSale ? <Text className='goods-detail__off-note'>{GOODS_UI_TEXT.offSaleNote}</Text> : null}
      </View>

      {offers?.(goods)}

      <GoodsSection title={GOODS_UI_TEXT.unlocks} subtitle={goods.level.name} className='goods-detail__unlocks'>
        {goods.level.description ? <Text className='goods-detail__level-description'>{goods.level.description}</Text> : null}
        <View className='goods-modules'>
          {goods.level.modules.map((m) => (
            <View key={m.id} className='goods-module' data-code={m.code}>
              <Text className='goods-module__tick'>✓</Text>
              <Text className='goods-module__name'>{m.name}</Text>
            </View>
          ))}
        </View>
      </GoodsSection>

      {goods.content ? (
        <GoodsSection title={GOODS_UI_TEXT.intro}>
          <RichHtml className='goods-detail__intro' html={goods.content} />
        </GoodsSection>
      ) : null}

      {goods.teachers.length > 0 ? (
        <GoodsSection title={GOODS_UI_TEXT.teachers}>
          <TeacherRows goods={goods} />
        </GoodsSection>
      ) : null}

      {related?.(goods)}

      <BuyBar goods={goods} />
      <ShareSheet visible={shareOpen} url={shareUrl} title={goods.title} onClose={() => setShareOpen(false)} />
    </View>
  );
}

/** /pages/goods/detail/index?id=: loads the goods item (on sale or not), then the product. */
export function GoodsDetail({ goodsId, related, offers }: { goodsId: number } & Pick<GoodsDetailViewProps, 'related' | 'offers'>) {
  const load = useCallback(() => fetchGoodsInfo(goodsId), [goodsId]);
  const { state, reload } = useAsyncData(load);
  const goods = state.data ?? undefined;
  // The mini-program's share card: the product's title and cover, with parentMemberId.
  useShareAppMessage(() => ({
    title: goods?.title ?? GOODS_UI_TEXT.centre,
    path: withParentMemberId(goods ? goodsDetailUrl(goods.id) : GOODS_PAGES.centre, getMemberId()),
    imageUrl: goods ? imageUrl(goods.pic) || undefined : undefined,
  }));
  if (state.status === 'ready' && state.data === null) {
    return (
      <EmptyData
        text={GOODS_UI_TEXT.notFound}
        action={<View className='goods-detail__to-centre' onClick={() => void redirectTo(GOODS_PAGES.centre)}><Text>{GOODS_UI_TEXT.toCentre}</Text></View>}
      />
    );
  }
  if (!goods) {
    if (state.status === 'error') return <ErrorState message={state.message} onRetry={reload} />;
    return <DetailSkeleton />;
  }
  return <GoodsDetailView goods={goods} related={related} offers={offers} />;
}
