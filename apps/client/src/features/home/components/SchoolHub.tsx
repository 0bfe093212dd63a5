import { Text, View } from '@tarojs/components';
import { SectionHead } from '@/shared/ui/SectionHead';
import { mapAsyncState } from '@/shared/ui/useAsyncData';
import { useHomeTabInfo, useRecommendedCourses } from '../hooks/useHomeData';
import { ContentSection } from './ContentSection';
import { HubHero } from './HubHero';
import { MenuGrid } from './MenuGrid';
import { RiskTip } from './RiskTip';
import { TeacherStrip } from './TeacherStrip';
import './SchoolHub.scss';

export const SCHOOL_HUB_TEXT = {
  navTitle: '学堂',
  title: '财学堂',
  subtitle: '体系化投资课程，从入门到进阶',
  highlights: ['名师授课', '体系课程', '随时回看'],
  pathTitle: '学习路径',
  path: [
    { step: '01', name: '入门', detail: '认识市场与交易规则' },
    { step: '02', name: '进阶', detail: '读懂财报与技术分析' },
    { step: '03', name: '实战', detail: '构建自己的交易体系' },
  ],
  entries: '学堂导航',
  teachers: '讲师团队',
  teachersSubtitle: '深耕市场 · 倾囊相授',
  courses: '精选课程',
  coursesSubtitle: '名师体系课 · 随到随学',
} as const;

/** The 学堂 tab: the learning path, the home info's entries and the teachers. */
export function SchoolHub() {
  const info = useHomeTabInfo();
  const courses = useRecommendedCourses();
  return (
    <View className='hub'>
      <HubHero title={SCHOOL_HUB_TEXT.title} subtitle={SCHOOL_HUB_TEXT.subtitle} highlights={SCHOOL_HUB_TEXT.highlights} />
      <View className='learning-path'>
        <SectionHead title={SCHOOL_HUB_TEXT.pathTitle} />
        <View className='learning-path__steps'>
          {SCHOOL_HUB_TEXT.path.map((item) => (
            <View key={item.step} className='learning-path__step'>
              <Text className='learning-path__number'>{item.step}</Text>
              <Text className='learning-path__name'>{item.name}</Text>
              <Text className='learning-path__detail'>{item.detail}</Text>
            </View>
          ))}
        </View>
      </View>
      <ContentSection title={SCHOOL_HUB_TEXT.courses} subtitle={SCHOOL_HUB_TEXT.coursesSubtitle} moreUrl='/pages/course/list/index' state={courses.state} onRetry={courses.reload} />
      <MenuGrid title={SCHOOL_HUB_TEXT.entries} state={mapAsyncState(info.state, (data) => data.menus)} onRetry={info.reload} />
      <TeacherStrip
        title={SCHOOL_HUB_TEXT.teachers}
        subtitle={SCHOOL_HUB_TEXT.teachersSubtitle}
        state={mapAsyncState(info.state, (data) => data.teachers)}
        onRetry={info.reload}
      />
      <RiskTip />
    </View>
  );
}
