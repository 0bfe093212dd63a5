import { useCallback, useMemo, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { useReachBottom } from '@tarojs/taro';
import type { Follow, FollowTargetType } from '@caixue/contract';
import defaultAvatar from '@/assets/avatar-default.png';
import { usePagedList, type FetchPage } from '@/shared/request/pagedList';
import { confirm, toast } from '@/shared/ui/toast';
import { imageUrl } from '@/shared/ui/imageUrl';
import { fetchFollows, setFollow } from '../api';
import { CENTRE_TEXT } from '../model';
import { CentreTabs } from './CentreTabs';
import { PagedBody } from '@/shared/ui/PagedBody';
import './InterestScreen.scss';
import { Picture } from '@/shared/ui/Picture';

const fetchPage: FetchPage<Follow, { targetType: FollowTargetType }> = ({ targetType, ...page }) => fetchFollows(targetType, page);

export const INTEREST_TABS = [
  { key: 'teacher', title: CENTRE_TEXT.interestTeacher },
  { key: 'newsCategory', title: CENTRE_TEXT.interestCategory },
] as const satisfies readonly { key: FollowTargetType; title: string }[];

const EMPTY_TEXT: Record<FollowTargetType, string> = {
  teacher: CENTRE_TEXT.interestEmptyTeacher,
  newsCategory: CENTRE_TEXT.interestEmptyCategory,
  course: '还没有关注课程',
};

/** The followed thing's name (teacher, news category or course); a deleted one by its id. */
export function followName(follow: Follow): string {
  return follow.teacher?.name || follow.name || `${CENTRE_TEXT.interestCategory} ${follow.targetId}`;
}

export function FollowRow({ follow, onUnfollow }: { follow: Follow; onUnfollow: (follow: Follow) => void }) {
  const teacher = follow.teacher;
  return (
    <View className='follow-row' data-id={follow.targetId}>
      <Picture alt='' className='follow-row__avatar' src={imageUrl(teacher?.avatar) || defaultAvatar} mode='aspectFill' lazyLoad />
      <View className='follow-row__main'>
        <Text className='follow-row__name'>{followName(follow)}</Text>
        {teacher?.title ? <Text className='follow-row__title'>{teacher.title}</Text> : null}
      </View>
      <View className='follow-row__action' onClick={() => onUnfollow(follow)}>
        <Text>{CENTRE_TEXT.unfollow}</Text>
      </View>
    </View>
  );
}

function FollowList({ targetType }: { targetType: FollowTargetType }) {
  const params = useMemo(() => ({ targetType }), [targetType]);
  const list = usePagedList(fetchPage, params);
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  useReachBottom(() => list.loadMore());

  const unfollow = useCallback(async (follow: Follow) => {
    if (!(await confirm({ content: CENTRE_TEXT.unfollowConfirm(followName(follow)), confirmText: CENTRE_TEXT.unfollow, cancelText: '再想想' }))) return;
    try {
      await setFollow(follow.targetType, follow.targetId, false);
      setRemoved((ids) => new Set(ids).add(follow.targetId));
      toast(CENTRE_TEXT.unfollowed, { icon: 'success' });
    } catch {
      // The request layer has shown the reason.
    }
  }, []);

  const rows = list.rows.filter((follow) => !removed.has(follow.targetId));
  return (
    <PagedBody list={{ ...list, rows }} className='follow-list' emptyText={EMPTY_TEXT[targetType]} emptyHint={CENTRE_TEXT.interestEmptyHint}>
      {(shown) => <View className='follow-list__card'>{shown.map((follow) => <FollowRow key={follow.id} follow={follow} onUnfollow={(f) => void unfollow(f)} />)}</View>}
    </PagedBody>
  );
}

/** My follows (/pages/mine/interest/index): tabs 老师 / 栏目; each row can be unfollowed after a confirm. */
export function InterestScreen() {
  const [active, setActive] = useState<FollowTargetType>('teacher');
  return (
    <View className='interest'>
      <CentreTabs tabs={INTEREST_TABS} active={active} onChange={setActive} />
      <FollowList key={active} targetType={active} />
    </View>
  );
}
