import { useRouter } from '@tarojs/taro';
import { CourseDetail } from '@/features/course/components/CourseDetail';
import { COURSE_PAGES } from '@/features/course/model';
import { PageShell } from '@/shared/ui/PageShell';

/** The cfq course landing: the course page, shared under its own address. */
export default function CfqCoursePage() {
  const { params } = useRouter();
  const id = Number(params.id);
  return (
    <PageShell>
      <CourseDetail key={id} courseId={id} sharePath={`${COURSE_PAGES.cfqCourse}?id=${id}`} />
    </PageShell>
  );
}
