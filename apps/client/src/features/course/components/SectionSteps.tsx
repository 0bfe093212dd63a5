import { Text, View } from '@tarojs/components';
import classNames from 'classnames';
import { toast } from '@/shared/ui/toast';
import { COURSE_TEXT } from '../model';
import './SectionSteps.scss';

export interface SectionStepsProps {
  /** null at the first / last section: the button greys out and says so when tapped. */
  prevId: number | null;
  nextId: number | null;
  onStep: (sectionId: number) => void;
  className?: string;
}

/** ‹ 上一节 and 下一节 › under a course section (article or video). */
export function SectionSteps({ prevId, nextId, onStep, className }: SectionStepsProps) {
  const step = (id: number | null, edge: string) => {
    if (id === null) toast(edge);
    else onStep(id);
  };
  return (
    <View className={classNames('section-steps', className)}>
      <View className={classNames('section-steps__step', prevId === null && 'section-steps__step--off')} onClick={() => step(prevId, COURSE_TEXT.noPrev)}>
        <Text>‹ {COURSE_TEXT.prev}</Text>
      </View>
      <View className={classNames('section-steps__step', nextId === null && 'section-steps__step--off')} onClick={() => step(nextId, COURSE_TEXT.noNext)}>
        <Text>{COURSE_TEXT.next} ›</Text>
      </View>
    </View>
  );
}
