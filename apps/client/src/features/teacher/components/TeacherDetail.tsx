import { useCallback, useState, type ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import classNames from 'classnames';
import type { TeacherProfile } from '@caixue/contract';
import defaultAvatar from '@/assets/avatar-default.png';
import { ErrorState } from '@/shared/ui/ErrorState';
import { RichHtml } from '@/shared/ui/RichHtml';
import { Skeleton, SkeletonBlock } from '@/shared/ui/Skeleton';
import { imageUrl } from '@/shared/ui/imageUrl';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { formatCount } from '@/shared/format/count';
import { fetchTeacher } from '../api';
import { useTeacherFollow } from '../hooks/useTeacherFollow';
import { TEACHER_TEXT } from '../model';
import { FollowButton } from './FollowButton';
import './TeacherDetail.scss';
import { Picture } from '@/shared/ui/Picture';

export interface TeacherTab {
  key: string;
  title: string;
  /** Rendered only while the tab is active (the page composes other features here). */
  render: (teacher: TeacherProfile) => ReactNode;
}

export function TeacherHeader({ teacher, compact }: { teacher: TeacherProfile; compact?: boolean }) {
  const follow = useTeacherFollow(teacher);
  const cover = imageUrl(teacher.cover);
  return (
    <View className={classNames('teacher-header', compact && 'teacher-header--compact')}>
      <View className='teacher-header__cover'>
        {cover ? <Picture alt='' className='teacher-header__cover-pic' src={cover} mode='aspectFill' /> : null}
      </View>
      <View className='teacher-header__body'>
        <View className='teacher-header__top'>
          <Picture alt='' className='teacher-header__avatar' src={imageUrl(teacher.avatar) || defaultAvatar} mode='aspectFill' />
          <FollowButton followed={follow.followed} onToggle={() => void follow.toggle()} />
        </View>
        <View className='teacher-header__names'>
          <Text className='teacher-header__name'>{teacher.name}</Text>
          {teacher.title ? <Text className='teacher-header__title'>{teacher.title}</Text> : null}
        </View>
        {teacher.certificate ? <Text className='teacher-header__certificate'>{`${TEACHER_TEXT.certificate}：${teacher.certificate}`}</Text> : null}
        {teacher.tags.length > 0 ? (
          <View className='teacher-header__tags'>
            {teacher.tags.map((tag) => <Text key={tag} className='teacher-header__tag'>{tag}</Text>)}
          </View>
        ) : null}
        <View className='teacher-header__counts'>
          <View className='teacher-header__count'>
            <Text className='teacher-header__count-value teacher-header__followers'>{formatCount(follow.followers)}</Text>
            <Text className='teacher-header__count-label'>{TEACHER_TEXT.followers}</Text>
          </View>
          <View className='teacher-header__count'>
            <Text className='teacher-header__count-value'>{teacher.newsCount}</Text>
            <Text className='teacher-header__count-label'>{TEACHER_TEXT.news}</Text>
          </View>
          <View className='teacher-header__count'>
            <Text className='teacher-header__count-value'>{teacher.playbackCount}</Text>
            <Text className='teacher-header__count-label'>{TEACHER_TEXT.playback}</Text>
          </View>
          <View className='teacher-header__count'>
            <Text className='teacher-header__count-value'>{teacher.courseCount}</Text>
            <Text className='teacher-header__count-label'>{TEACHER_TEXT.courses}</Text>
          </View>
        </View>
      </View>
    </View>
  );
}

function TeacherSkeleton() {
  return (
    <View className='teacher-detail'>
      <View className='teacher-header'>
        <View className='teacher-header__cover' />
        <View className='teacher-header__body'>
          <View className='teacher-header__top'>
            <SkeletonBlock className='teacher-header__avatar' width='68px' height='68px' round />
          </View>
          <View className='teacher-header__names'>
            <SkeletonBlock width='90px' height='18px' />
            <SkeletonBlock width='140px' height='12px' />
          </View>
        </View>
      </View>
      <View className='teacher-detail__bio'><Skeleton rows={3} /></View>
    </View>
  );
}

/** A profile with the teacher's tabs (the page passes what each tab shows). */
export function TeacherProfileView({ teacher, tabs }: { teacher: TeacherProfile; tabs: TeacherTab[] }) {
  const [active, setActive] = useState(tabs[0]?.key ?? '');
  const [bioOpen, setBioOpen] = useState(false);
  const tab = tabs.find((t) => t.key === active) ?? tabs[0];
  return (
    <View className='teacher-detail'>
      <TeacherHeader teacher={teacher} />
      {teacher.content || teacher.description ? (
        <View className='teacher-detail__bio'>
          <Text className='teacher-detail__bio-title'>{TEACHER_TEXT.bio}</Text>
          <View className={classNames('teacher-detail__bio-body', !bioOpen && 'teacher-detail__bio-body--clamped')}>
            {teacher.content ? <RichHtml html={teacher.content} /> : <Text>{teacher.description}</Text>}
          </View>
          <Text className='teacher-detail__bio-toggle' onClick={() => setBioOpen((v) => !v)}>{bioOpen ? '收起 ︿' : '展开全部 ﹀'}</Text>
        </View>
      ) : null}
      {tabs.length > 0 ? (
        <>
          <View className='teacher-detail__tabs'>
            {tabs.map((t) => (
              <View
                key={t.key}
                className={classNames('teacher-detail__tab', t.key === tab?.key && 'teacher-detail__tab--active')}
                data-tab={t.key}
                onClick={() => setActive(t.key)}
              >
                <Text>{t.title}</Text>
              </View>
            ))}
          </View>
          <View className='teacher-detail__panel' key={tab?.key}>{tab?.render(teacher)}</View>
        </>
      ) : null}
    </View>
  );
}

/** /pages/teacher/detail/index?id=: loads the teacher, then the profile and its tabs. */
export function TeacherDetail({ teacherId, tabs }: { teacherId: number; tabs: TeacherTab[] }) {
  const load = useCallback(() => fetchTeacher(teacherId), [teacherId]);
  const { state, reload } = useAsyncData(load);
  if (!state.data) {
    if (state.status === 'error') return <ErrorState message={state.message} onRetry={reload} />;
    return <TeacherSkeleton />;
  }
  return <TeacherProfileView teacher={state.data} tabs={tabs} />;
}

/** The teacher's header alone (the course teacher page), loading it first. */
export function TeacherHeaderById({ teacherId }: { teacherId: number }) {
  const load = useCallback(() => fetchTeacher(teacherId), [teacherId]);
  const { state, reload } = useAsyncData(load);
  if (!state.data) {
    if (state.status === 'error') return <ErrorState compact message={state.message} onRetry={reload} />;
    return <TeacherSkeleton />;
  }
  return <TeacherHeader teacher={state.data} compact />;
}
