import { Text, View } from '@tarojs/components';
import classNames from 'classnames';
import type { CourseChapter, CourseSection } from '@caixue/contract';
import { COURSE_TEXT, durationText } from '../model';
import './ChapterList.scss';

export interface ChapterListProps {
  chapters: CourseChapter[];
  /** The section playing now (highlighted). */
  currentId?: number;
  onSelect: (section: CourseSection) => void;
}

function SectionItem({ section, index, current, onSelect }: { section: CourseSection; index: number; current: boolean; onSelect: (s: CourseSection) => void }) {
  const duration = durationText(section.duration);
  return (
    <View
      className={classNames('section-item', current && 'section-item--current', section.locked && 'section-item--locked')}
      data-id={section.id}
      onClick={() => onSelect(section)}
    >
      <Text className='section-item__index'>{current ? '▶' : String(index).padStart(2, '0')}</Text>
      <View className='section-item__main'>
        <View className='section-item__title-line'>
          <Text className='section-item__title'>{section.title}</Text>
          {section.isFree === 1 ? <Text className='section-item__trial'>{COURSE_TEXT.trial}</Text> : null}
        </View>
        {duration || current ? (
          <Text className='section-item__meta'>{current ? (section.locked ? COURSE_TEXT.current : COURSE_TEXT.playing) : duration}</Text>
        ) : null}
      </View>
      <Text className='section-item__state'>{section.locked ? '🔒' : ''}</Text>
    </View>
  );
}

/** The chapters of a course with their sections (SPEC: ver 3 list); 试看 on free sections, a lock on locked ones. */
export function ChapterList({ chapters, currentId, onSelect }: ChapterListProps) {
  // Sections are numbered through the whole course, not per chapter.
  const starts = chapters.reduce<number[]>((acc, _chapter, i) => [...acc, i === 0 ? 0 : acc[i - 1] + chapters[i - 1].sections.length], []);
  return (
    <View className='chapter-list'>
      {chapters.map((chapter, chapterIndex) => (
        <View key={chapter.id} className='chapter' data-id={chapter.id}>
          <Text className='chapter__title'>{chapter.title}</Text>
          {chapter.sections.map((section, i) => (
            <SectionItem key={section.id} section={section} index={starts[chapterIndex] + i + 1} current={section.id === currentId} onSelect={onSelect} />
          ))}
        </View>
      ))}
    </View>
  );
}
