import { useRouter } from '@tarojs/taro';
import { CourseDetail } from '@/features/course/components/CourseDetail';
import { CourseHomeworkEntry } from '@/features/homework/components/CourseHomeworkEntry';
import { EmptyData } from '@/shared/ui/EmptyData';
import { PageShell } from '@/shared/ui/PageShell';

/** The applet's course detail (public, SPEC §2): the course detail screen of /pages/course/list/view. */
export default function AppletCourseDetailsPage() {
  const { params } = useRouter();
  const id = Number(params.id);
  return (
    <PageShell>
      {Number.isInteger(id) && id > 0
        ? <CourseDetail key={id} courseId={id} extra={<CourseHomeworkEntry courseId={id} />} />
        : <EmptyData text='课程不存在或已下架' />}
    </PageShell>
  );
}
