import { ScrollView, Text, View } from '@tarojs/components';
import type { CourseTabInfo } from '@caixue/contract';
import defaultAvatar from '@/assets/avatar-default.png';
import { navigateTo } from '@/shared/navigation/navigation';
import { Carousel } from '@/shared/ui/Carousel';
import { EmptyData } from '@/shared/ui/EmptyData';
import { ErrorState } from '@/shared/ui/ErrorState';
import { SectionHead } from '@/shared/ui/SectionHead';
import { SkeletonBlock } from '@/shared/ui/Skeleton';
import { imageUrl } from '@/shared/ui/imageUrl';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { fetchTabInfo } from '../api';
import { COURSE_PAGES, COURSE_TEXT, courseViewUrl } from '../model';
import { COURSE_SKELETON, CourseRow } from './CourseRow';
import './CfqScreen.scss';
import { Picture } from '@/shared/ui/Picture';

/** A banner link: a page of the app (opened in place) or nothing. */
function openBanner(link: string): void {
  if (link && link.startsWith('/pages/')) void navigateTo(link);
}

const GLYPHS = ['📈', '📊', '💡', '🎓', '📚', '🧭', '💰', '🏦'];

function CategoryGrid({ categories }: { categories: CourseTabInfo['categories'] }) {
  return (
    <View className='cfq-categories'>
      {categories.map((category, index) => (
        <View
          key={category.id}
          className='cfq-category'
          data-id={category.id}
          onClick={() => void navigateTo(`${COURSE_PAGES.list}?categoryId=${category.id}`)}
        >
          {category.pic ? (
            <Picture alt='' className='cfq-category__icon' src={imageUrl(category.pic)} mode='aspectFill' />
          ) : (
            <View className='cfq-category__icon cfq-category__icon--glyph'><Text>{GLYPHS[index % GLYPHS.length]}</Text></View>
          )}
          <Text className='cfq-category__name'>{category.name}</Text>
        </View>
      ))}
      <View className='cfq-category' onClick={() => void navigateTo(COURSE_PAGES.list)}>
        <View className='cfq-category__icon cfq-category__icon--glyph cfq-category__icon--all'><Text>全</Text></View>
        <Text className='cfq-category__name'>{COURSE_TEXT.allCourses}</Text>
      </View>
    </View>
  );
}

function TeacherStrip({ teachers }: { teachers: CourseTabInfo['teachers'] }) {
  return (
    <ScrollView className='cfq-teachers' scrollX enhanced showScrollbar={false}>
      <View className='cfq-teachers__row'>
        {teachers.map((teacher) => (
          <View
            key={teacher.id}
            className='cfq-teacher'
            data-id={teacher.id}
            onClick={() => void navigateTo(`${COURSE_PAGES.teacherDetail}?id=${teacher.id}`)}
          >
            <Picture alt='' className='cfq-teacher__avatar' src={imageUrl(teacher.avatar) || defaultAvatar} mode='aspectFill' lazyLoad />
            <Text className='cfq-teacher__name'>{teacher.name}</Text>
          </View>
        ))}
      </View>
    </ScrollView>
  );
}

function CfqSkeleton() {
  return (
    <View className='cfq'>
      <View className='cfq__banner'><SkeletonBlock width='100%' height='150px' /></View>
      <View className='cfq__card cfq-categories'>
        {[0, 1, 2, 3, 4, 5, 6, 7].map((key) => (
          <View key={key} className='cfq-category'>
            <SkeletonBlock width='40px' height='40px' round />
            <SkeletonBlock width='40px' height='11px' />
          </View>
        ))}
      </View>
      <View className='cfq__card'>{COURSE_SKELETON.slice(0, 3)}</View>
    </View>
  );
}

/** The course tab page (/pages/cfq/index): banners, categories, teachers and recommended courses. */
export function CfqScreen() {
  const { state, reload } = useAsyncData(fetchTabInfo);
  const info = state.data;
  if (!info) {
    if (state.status === 'error') return <ErrorState message={state.message} onRetry={reload} />;
    return <CfqSkeleton />;
  }
  return (
    <View className='cfq'>
      {info.banners.length > 0 ? (
        <View className='cfq__banner'>
          <Carousel className='cfq-banner'>
            {info.banners.map((banner) => (
              <View key={banner.id} className='cfq-banner__item' data-id={banner.id} onClick={() => openBanner(banner.link)}>
                <Picture alt={banner.title} className='cfq-banner__pic' src={imageUrl(banner.pic)} mode='aspectFill' />
              </View>
            ))}
          </Carousel>
        </View>
      ) : null}

      {info.categories.length > 0 ? (
        <View className='cfq__card'>
          <CategoryGrid categories={info.categories} />
        </View>
      ) : null}

      {info.teachers.length > 0 ? (
        <View className='cfq__card'>
          <SectionHead
            title={COURSE_TEXT.teachers}
            extra={<Text className='cfq__more' onClick={() => void navigateTo(COURSE_PAGES.teacherList)}>{COURSE_TEXT.more} ›</Text>}
          />
          <TeacherStrip teachers={info.teachers} />
        </View>
      ) : null}

      <View className='cfq__courses'>
        <SectionHead
          title={COURSE_TEXT.recommended}
          extra={<Text className='cfq__more' onClick={() => void navigateTo(COURSE_PAGES.list)}>{COURSE_TEXT.more} ›</Text>}
        />
        {info.recommended.length > 0 ? (
          info.recommended.map((course) => (
            <CourseRow key={course.id} course={course} onOpen={(c) => void navigateTo(courseViewUrl(c.id))} />
          ))
        ) : (
          <EmptyData compact text={COURSE_TEXT.empty} />
        )}
      </View>
    </View>
  );
}
