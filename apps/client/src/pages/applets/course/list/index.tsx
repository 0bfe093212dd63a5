import { useRouter } from '@tarojs/taro';
import { APPLET_PAGE_SIZE, type Course } from '@caixue/contract';
import { CourseListScreen } from '@/features/course/components/CourseList';
import { navigateTo } from '@/shared/navigation/navigation';
import { PageShell } from '@/shared/ui/PageShell';

/** The applet's course list: the course list screen, 10 a page (SPEC §9), rows opening the applet's detail page. */
const APPLET_COURSE_DETAILS = '/pages/applets/course/details/index';

function openInApplet(course: Course): void {
  void navigateTo(`${APPLET_COURSE_DETAILS}?id=${course.id}`);
}

export default function AppletCourseListPage() {
  const { params } = useRouter();
  return (
    <PageShell>
      <CourseListScreen initialCategoryId={Number(params.categoryId) || 0} onOpen={openInApplet} pageSize={APPLET_PAGE_SIZE} />
    </PageShell>
  );
}
