import { Text, View } from '@tarojs/components';
import classNames from 'classnames';
import type { Goods, RiskLevel, TeacherRef } from '@caixue/contract';
import defaultAvatar from '@/assets/avatar-default.png';
import { imageUrl } from '@/shared/ui/imageUrl';
import { SkeletonBlock } from '@/shared/ui/Skeleton';
import { GOODS_UI_TEXT, priceParts, riskText, riskTone } from '../model';
import './GoodsCard.scss';
import { Picture } from '@/shared/ui/Picture';

/**
 * The §5 price line of a goods item: '¥1980 / 3个月' (the ¥ and the cycle smaller), 免费, or nothing
 * when isShowPrice is not 1 or on iOS under review.
 */
export function GoodsPrice({ goods, size = 'md', className }: { goods: Goods; size?: 'md' | 'lg'; className?: string }) {
  const parts = priceParts(goods);
  if (!parts) return null;
  return (
    <View className={classNames('goods-price', `goods-price--${size}`, parts.free && 'goods-price--free', className)}>
      {parts.free ? (
        <Text className='goods-price__amount'>{parts.amount}</Text>
      ) : (
        <>
          <Text className='goods-price__currency'>¥</Text>
          <Text className='goods-price__amount'>{parts.amount}</Text>
          {parts.per ? <Text className='goods-price__per'>{parts.per}</Text> : null}
        </>
      )}
    </View>
  );
}

export function RiskBadge({ level, className }: { level: RiskLevel; className?: string }) {
  return <Text className={classNames('goods-risk', `goods-risk--${riskTone(level)}`, className)}>{riskText(level)}</Text>;
}

/** Up to three overlapping avatars and the teachers' names. */
export function TeacherStack({ teachers }: { teachers: TeacherRef[] }) {
  if (teachers.length === 0) return <View className='teacher-stack' />;
  return (
    <View className='teacher-stack'>
      <View className='teacher-stack__avatars'>
        {teachers.slice(0, 3).map((t) => (
          <Picture alt='' key={t.id} className='teacher-stack__avatar' src={imageUrl(t.avatar) || defaultAvatar} mode='aspectFill' />
        ))}
      </View>
      <Text className='teacher-stack__names'>{teachers.map((t) => t.name).join(' · ')}</Text>
    </View>
  );
}

/** A goods card (product centre, list): the cover whole, title with its risk level, one line of description, teachers and price. */
export function GoodsCard({ goods, onOpen }: { goods: Goods; onOpen: (goods: Goods) => void }) {
  return (
    <View className={classNames('goods-card', !goods.onSale && 'goods-card--off')} data-id={goods.id} onClick={() => onOpen(goods)}>
      <View className='goods-card__cover'>
        <Picture alt='' className='goods-card__pic' src={imageUrl(goods.pic)} mode='aspectFill' lazyLoad />
        {!goods.onSale ? <Text className='goods-card__off'>{GOODS_UI_TEXT.offSale}</Text> : null}
      </View>
      <View className='goods-card__body'>
        <View className='goods-card__head'>
          <Text className='goods-card__title'>{goods.title}</Text>
          <RiskBadge level={goods.riskLevel} />
        </View>
        {goods.description ? <Text className='goods-card__description'>{goods.description}</Text> : null}
        <View className='goods-card__foot'>
          <TeacherStack teachers={goods.teachers} />
          <GoodsPrice goods={goods} />
        </View>
      </View>
    </View>
  );
}

export function GoodsCardSkeleton() {
  return (
    <View className='goods-card goods-card--skeleton'>
      <View className='goods-card__cover'><SkeletonBlock width='100%' height='100%' /></View>
      <View className='goods-card__body'>
        <SkeletonBlock width='62%' height='17px' />
        <SkeletonBlock width='90%' height='12px' />
        <View className='goods-card__foot'>
          <SkeletonBlock width='96px' height='22px' />
          <SkeletonBlock width='80px' height='20px' />
        </View>
      </View>
    </View>
  );
}

export const GOODS_SKELETON = [0, 1, 2].map((key) => <GoodsCardSkeleton key={key} />);
