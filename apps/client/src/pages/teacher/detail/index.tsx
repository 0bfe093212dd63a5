import { useMemo } from 'react';
import { useRouter } from '@tarojs/taro';
import { CourseList } from '@/features/course/components/CourseList';
import { TeacherNewsFeed } from '@/features/news/components/TeacherNewsFeed';
import { TeacherDetail, type TeacherTab } from '@/features/teacher/components/TeacherDetail';
import { TEACHER_TEXT } from '@/features/teacher/model';
import { AdList } from '@/features/video/components/AdList';
import { ViewpointFeed } from '@/features/viewpoint/components/ViewpointFeed';
import { PlaybackList } from '@/features/video/components/PlaybackList';
import { PageShell } from '@/shared/ui/PageShell';

/** /pages/teacher/detail/index?id=: profile, follow, and the tabs 动态 / 回看 / 课程 / 观点 composed from their features. */
export default function TeacherDetailPage() {
  const { params } = useRouter();
  const id = Number(params.id);
  const tabs = useMemo<TeacherTab[]>(() => [
    { key: 'news', title: TEACHER_TEXT.news, render: (t) => <TeacherNewsFeed teacherId={t.id} showTabs={false} showSearch={false} /> },
    {
      key: 'playback',
      title: TEACHER_TEXT.playback,
      render: (t) => (
        <>
          <AdList categoryCode='teacherAd' teacherId={t.id} hideWhenEmpty />
          <PlaybackList teacherId={t.id} />
        </>
      ),
    },
    { key: 'courses', title: TEACHER_TEXT.courses, render: (t) => <CourseList query={{ teacherId: t.id }} /> },
    { key: 'viewpoints', title: TEACHER_TEXT.viewpoints, render: (t) => <ViewpointFeed teacherId={t.id} /> },
  ], []);
  return (
    <PageShell>
      <TeacherDetail key={id} teacherId={id} tabs={tabs} />
    </PageShell>
  );
}
