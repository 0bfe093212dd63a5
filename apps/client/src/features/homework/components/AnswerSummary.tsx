import { Text, View } from '@tarojs/components';
import { HOMEWORK_TEXT, type HomeworkAnswer } from '@caixue/contract';
import { answerHeadline } from '../model';
import './AnswerSummary.scss';

/**
 * The grade card of an answer: the total (or the choice points while waiting) and the teacher's comment
 * (老师暂未点评 when the teacher graded without one; nothing for a choice-only answer graded at once).
 */
export function AnswerSummary({ answer, total, teacherGrades = true }: { answer: HomeworkAnswer; total?: number; teacherGrades?: boolean }) {
  const headline = answerHeadline(answer);
  const graded = answer.state === 'graded';
  return (
    <View className={`hw-summary hw-summary--${answer.state}`} data-testid='homework-summary'>
      <View className='hw-summary__score'>
        <Text className='hw-summary__figure' data-testid='homework-score'>{total ?? headline.score}</Text>
        <Text className='hw-summary__unit'>分</Text>
        <Text className='hw-summary__state'>{answer.stateText}</Text>
      </View>
      <Text className='hw-summary__note'>{graded ? headline.note : `选择题得分 · ${HOMEWORK_TEXT.waitingGrade}`}</Text>
      <Text className='hw-summary__time'>
        {HOMEWORK_TEXT.submittedAt(answer.submittedText)}
        {answer.gradedText ? ` · ${HOMEWORK_TEXT.gradedAt(answer.gradedText)}` : ''}
      </Text>
      {graded && (answer.comment || teacherGrades) ? (
        <View className='hw-summary__comment' data-testid='homework-comment'>
          <Text className='hw-summary__comment-label'>{HOMEWORK_TEXT.teacherComment}</Text>
          <Text className='hw-summary__comment-text'>{answer.comment || HOMEWORK_TEXT.noComment}</Text>
        </View>
      ) : null}
    </View>
  );
}
