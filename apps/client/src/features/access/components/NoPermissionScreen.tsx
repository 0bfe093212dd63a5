import { useCallback } from 'react';
import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { TEXT, type MemberLevelInfo } from '@caixue/contract';
import { navigateBack } from '@/shared/navigation/navigation';
import { getItem } from '@/shared/platform/storage';
import { ErrorState } from '@/shared/ui/ErrorState';
import { SkeletonBlock } from '@/shared/ui/Skeleton';
import { imageUrl } from '@/shared/ui/imageUrl';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { fetchLevelsForModules } from '../api';
import { ACCESS_UI_TEXT, noPermissionView, primaryProductLink } from '../model';
import { openProduct } from '../openProduct';
import { RENEW_MODE } from '../renewal';
import './NoPermissionScreen.scss';
import { Picture } from '@/shared/ui/Picture';

function LevelBadge({ level }: { level: MemberLevelInfo }) {
  if (level.icon) return <Picture alt='' className='level-card__icon' src={imageUrl(level.icon)} mode='aspectFit' />;
  return (
    <View className='level-card__icon level-card__icon--drawn'>
      <Text>{level.name.slice(0, 1)}</Text>
    </View>
  );
}

function LevelCard({ level, highlight }: { level: MemberLevelInfo; highlight: boolean }) {
  return (
    <View className={`level-card ${highlight ? 'level-card--first' : ''}`} data-testid='level-card'>
      <View className='level-card__top'>
        <LevelBadge level={level} />
        <View className='level-card__titles'>
          <Text className='level-card__name'>{level.name}</Text>
          {level.description ? <Text className='level-card__description'>{level.description}</Text> : null}
        </View>
      </View>
      {level.modules.length > 0 ? (
        <View className='level-card__modules'>
          <Text className='level-card__modules-label'>{ACCESS_UI_TEXT.includes}</Text>
          {level.modules.map((m) => (
            <Text key={m.id} className='level-card__module'>{m.name}</Text>
          ))}
        </View>
      ) : null}
      {level.productLink ? (
        <View className='level-card__action' onClick={() => void openProduct(level.productLink)}>
          <Text>{ACCESS_UI_TEXT.learnProduct}</Text>
        </View>
      ) : null}
    </View>
  );
}

function LevelsSkeleton() {
  return (
    <View className='level-card level-card--skeleton'>
      <View className='level-card__top'>
        <SkeletonBlock width='44px' height='44px' round />
        <View className='level-card__titles'>
          <SkeletonBlock width='40%' height='16px' />
          <SkeletonBlock width='90%' height='12px' />
        </View>
      </View>
    </View>
  );
}

/**
 * /pages/mine/noPermission/index (SPEC §8 206): what is locked, from the stored no-permission data,
 * the levels that open it with their product links, and the way back. Opened with ?mode=renew by
 * the service-expiry popup's renew button.
 */
export function NoPermissionScreen() {
  const router = useRouter();
  const renew = router.params.mode === RENEW_MODE;
  const view = noPermissionView(getItem('noPermissionData'), TEXT.noPermissionToast);
  const idsKey = view.moduleIds.join(',');
  const load = useCallback(() => fetchLevelsForModules(idsKey ? idsKey.split(',').map(Number) : []), [idsKey]);
  const { state, reload } = useAsyncData(load);
  const levels = state.data ?? [];
  const product = primaryProductLink(levels);

  return (
    <View className='no-permission'>
      <View className='no-permission__hero'>
        <View className='no-permission__lock'>
          <View className='lock-glyph'>
            <View className='lock-glyph__shackle' />
            <View className='lock-glyph__body'>
              <View className='lock-glyph__hole' />
            </View>
          </View>
        </View>
        <Text className='no-permission__title'>{renew ? ACCESS_UI_TEXT.renewTitle : ACCESS_UI_TEXT.lockedTitle}</Text>
        {view.subject && !renew ? <Text className='no-permission__subject'>「{view.subject}」</Text> : null}
        <Text className='no-permission__message'>{view.message}</Text>
      </View>

      <View className='no-permission__section'>
        {view.moduleIds.length > 0 ? (
          <Text className='no-permission__section-title'>{renew ? ACCESS_UI_TEXT.renewWith : ACCESS_UI_TEXT.unlockWith}</Text>
        ) : null}
        {view.moduleIds.length === 0 ? (
          <View className='no-permission__plain'>
            <Text>{ACCESS_UI_TEXT.noLevels}</Text>
          </View>
        ) : state.status === 'loading' && levels.length === 0 ? (
          <LevelsSkeleton />
        ) : state.status === 'error' && levels.length === 0 ? (
          <ErrorState compact title={ACCESS_UI_TEXT.loadFailed} message={state.message} onRetry={reload} />
        ) : levels.length === 0 ? (
          <View className='no-permission__plain'>
            <Text>{ACCESS_UI_TEXT.noLevels}</Text>
          </View>
        ) : (
          levels.map((level, index) => <LevelCard key={level.id} level={level} highlight={index === 0} />)
        )}
      </View>

      <View className='no-permission__bar'>
        <View className='no-permission__back' onClick={() => void navigateBack()}>
          <Text>{ACCESS_UI_TEXT.back}</Text>
        </View>
        {product ? (
          <View className='no-permission__product' onClick={() => void openProduct(product)}>
            <Text>{ACCESS_UI_TEXT.productIntro}</Text>
          </View>
        ) : null}
      </View>
    </View>
  );
}
