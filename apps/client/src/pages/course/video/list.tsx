import { useRouter } from '@tarojs/taro';
import { CourseListScreen } from '@/features/course/components/CourseList';
import { VideoSectionList } from '@/features/course/components/VideoSectionList';
import { PageShell } from '@/shared/ui/PageShell';

/** ?courseId=: that course's videos; otherwise the video courses (of ?categoryId=). */
export default function CourseVideoListPage() {
  const { params } = useRouter();
  const courseId = Number(params.courseId);
  return (
    <PageShell>
      {courseId ? <VideoSectionList courseId={courseId} /> : <CourseListScreen kind='video' initialCategoryId={Number(params.categoryId) || 0} />}
    </PageShell>
  );
}
