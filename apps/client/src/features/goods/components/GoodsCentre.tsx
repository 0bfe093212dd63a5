import { Text, View } from '@tarojs/components';
import type { Goods, GoodsIndexGroup } from '@caixue/contract';
import { navigateTo } from '@/shared/navigation/navigation';
import { EmptyData } from '@/shared/ui/EmptyData';
import { ErrorState } from '@/shared/ui/ErrorState';
import { SkeletonBlock } from '@/shared/ui/Skeleton';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { fetchGoodsCentre } from '../api';
import { GOODS_UI_TEXT, goodsDetailUrl, goodsLevelUrl } from '../model';
import { GOODS_SKELETON, GoodsCard } from './GoodsCard';
import './GoodsCentre.scss';

export function openGoods(goods: Pick<Goods, 'id'>): void {
  void navigateTo(goodsDetailUrl(goods.id));
}

function CentreHero() {
  return (
    <View className='goods-hero'>
      <Text className='goods-hero__title'>{GOODS_UI_TEXT.heroTitle}</Text>
      <Text className='goods-hero__subtitle'>{GOODS_UI_TEXT.heroSubtitle}</Text>
      <View className='goods-hero__points'>
        {GOODS_UI_TEXT.heroPoints.map((point) => (
          <View key={point} className='goods-hero__point'>
            <Text className='goods-hero__tick'>✓</Text>
            <Text>{point}</Text>
          </View>
        ))}
      </View>
    </View>
  );
}

function LevelGroup({ group }: { group: GoodsIndexGroup }) {
  const { level, goods } = group;
  return (
    <View className='goods-group' data-level={level.id}>
      <View className='goods-group__head'>
        <View className='goods-group__badge'><Text>{level.name.slice(0, 1)}</Text></View>
        <View className='goods-group__titles'>
          <Text className='goods-group__name'>{level.name}</Text>
          {level.description ? <Text className='goods-group__description'>{level.description}</Text> : null}
        </View>
        <View className='goods-group__more' onClick={() => void navigateTo(goodsLevelUrl(level.id))}>
          <Text>{GOODS_UI_TEXT.count(goods.length)}</Text>
          <Text className='goods-group__chevron'>›</Text>
        </View>
      </View>
      {goods.map((item) => <GoodsCard key={item.id} goods={item} onOpen={openGoods} />)}
    </View>
  );
}

/** /pages/goods/index/index 产品中心: the on-sale goods grouped by the level they sell. */
export function GoodsCentre() {
  const { state, reload } = useAsyncData(fetchGoodsCentre);
  const groups = state.data ?? [];
  let body;
  if (!state.data) {
    body = state.status === 'error' ? (
      <ErrorState message={state.message} onRetry={reload} />
    ) : (
      <View className='goods-group'>
        <View className='goods-group__head'>
          <SkeletonBlock width='36px' height='36px' round />
          <View className='goods-group__titles'>
            <SkeletonBlock width='30%' height='16px' />
            <SkeletonBlock width='80%' height='12px' />
          </View>
        </View>
        {GOODS_SKELETON}
      </View>
    );
  } else if (groups.length === 0) {
    body = <EmptyData text={GOODS_UI_TEXT.empty} description={GOODS_UI_TEXT.emptyHint} />;
  } else {
    body = groups.map((group) => <LevelGroup key={group.level.id} group={group} />);
  }
  return (
    <View className='goods-centre'>
      <CentreHero />
      <View className='goods-centre__groups'>{body}</View>
    </View>
  );
}
