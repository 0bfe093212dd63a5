import type { ReactNode } from 'react';
import { Text, Textarea, View } from '@tarojs/components';
import { Close, Plus } from '@nutui/icons-react-taro';
import { HOMEWORK_RULES, HOMEWORK_TEXT, isChoiceKind, type HomeworkAnswerItem, type HomeworkQuestion } from '@caixue/contract';
import { previewImage } from '@/shared/ui/imagePreview';
import { imageUrl } from '@/shared/ui/imageUrl';
import { canAddPicture, itemScore, optionMark, type DraftItem } from '../model';
import './QuestionCard.scss';
import { Picture } from '@/shared/ui/Picture';

/** While answering: the draft and what each control changes. */
export interface AnswerControls {
  item: DraftItem;
  onChoose: (key: string) => void;
  onText: (text: string) => void;
  onAddPicture: () => void;
  onRemovePicture: (key: string) => void;
}

export interface QuestionCardProps {
  question: HomeworkQuestion;
  /** Answering: the controls; else the stored answer is shown (review). */
  answering?: AnswerControls;
  /** The stored answer of this question (review). */
  answer?: HomeworkAnswerItem;
  /** Below the answer: the teacher's grading inputs. */
  children?: ReactNode;
}

function Pictures({ urls }: { urls: string[] }) {
  const full = urls.map((u) => imageUrl(u));
  return (
    <View className='hw-pictures'>
      {full.map((src) => (
        <Picture alt='' key={src} className='hw-pictures__item' src={src} mode='aspectFill' onClick={() => previewImage(src, full)} />
      ))}
    </View>
  );
}

function PictureField({ controls }: { controls: AnswerControls }) {
  const { item } = controls;
  return (
    <View className='hw-pictures'>
      {item.pictures.map((picture) => (
        <View key={picture.key} className={`hw-pictures__item hw-pictures__item--${picture.status}`} data-status={picture.status}>
          <Picture alt='' className='hw-pictures__image' src={picture.url ? imageUrl(picture.url) : picture.localPath} mode='aspectFill' />
          {picture.status === 'uploading' ? (
            <View className='hw-pictures__progress' data-testid='homework-upload-progress'>
              <View className='hw-pictures__bar' style={{ width: `${picture.progress}%` }} />
              <Text className='hw-pictures__percent'>{HOMEWORK_TEXT.uploading(picture.progress)}</Text>
            </View>
          ) : null}
          {picture.status === 'failed' ? <Text className='hw-pictures__failed'>{HOMEWORK_TEXT.uploadFailed}</Text> : null}
          <View role='button' className='hw-pictures__remove' aria-label='删除图片' onClick={() => controls.onRemovePicture(picture.key)}>
            <Close size={10} color='#ffffff' />
          </View>
        </View>
      ))}
      {canAddPicture(item) ? (
        <View className='hw-pictures__add' data-testid='homework-add-picture' onClick={controls.onAddPicture}>
          <Plus size={22} color='#b6bbc3' />
          <Text className='hw-pictures__add-text'>{HOMEWORK_TEXT.addPicture}</Text>
        </View>
      ) : null}
      <Text className='hw-pictures__hint'>{HOMEWORK_TEXT.picturesLimit(HOMEWORK_RULES.picturesMax)}</Text>
    </View>
  );
}

function ChoiceResult({ question, answer }: { question: HomeworkQuestion; answer: HomeworkAnswerItem }) {
  return (
    <View className={`hw-result hw-result--${answer.correct ? 'right' : 'wrong'}`}>
      <Text className='hw-result__verdict'>{answer.correct ? `✓ ${HOMEWORK_TEXT.right}` : `✗ ${HOMEWORK_TEXT.wrong}`}</Text>
      <Text className='hw-result__line'>{`${HOMEWORK_TEXT.yourAnswer} ${answer.choices.join('、') || '—'} · ${HOMEWORK_TEXT.correctAnswer} ${question.correct.join('、')}`}</Text>
    </View>
  );
}

/** One question: its options, text box or pictures to answer, or the stored answer with its grade. */
export function QuestionCard({ question, answering, answer, children }: QuestionCardProps) {
  const choice = isChoiceKind(question.kind);
  const chosen = answering ? answering.item.choices : (answer?.choices ?? []);
  return (
    <View className='hw-question' data-question={question.no} data-kind={question.kind}>
      <View className='hw-question__head'>
        <Text className='hw-question__no'>{question.no}</Text>
        <Text className={`hw-question__kind hw-question__kind--${question.kind}`}>{question.kindText}</Text>
        <Text className='hw-question__points'>{answer && !answering ? itemScore(answer, question) : HOMEWORK_TEXT.points(question.score)}</Text>
      </View>
      <Text className='hw-question__title'>{question.title}</Text>

      {choice ? (
        <View className='hw-options'>
          {question.options.map((option) => {
            const mark = optionMark(option.key, chosen, answering ? [] : question.correct);
            return (
              <View
                key={option.key}
                className={`hw-option hw-option--${mark}${question.kind === 'multiple' ? ' hw-option--multiple' : ''}`}
                data-option={option.key}
                data-mark={mark}
                onClick={answering ? () => answering.onChoose(option.key) : undefined}
              >
                <Text className='hw-option__key'>{option.key}</Text>
                <Text className='hw-option__text'>{option.text}</Text>
              </View>
            );
          })}
        </View>
      ) : null}

      {question.kind === 'text' && answering ? (
        <View className='hw-text'>
          <Textarea
            className='hw-text__input'
            value={answering.item.text}
            placeholder={HOMEWORK_TEXT.textPlaceholder}
            placeholderClass='hw-text__placeholder'
            maxlength={HOMEWORK_RULES.textAnswerMax}
            onInput={(event) => answering.onText(event.detail.value)}
          />
          <Text className='hw-text__counter'>{`${[...answering.item.text].length}/${HOMEWORK_RULES.textAnswerMax}`}</Text>
        </View>
      ) : null}
      {question.kind === 'text' && !answering && answer ? <Text className='hw-answer-text' userSelect>{answer.text}</Text> : null}

      {question.kind === 'picture' && answering ? <PictureField controls={answering} /> : null}
      {question.kind === 'picture' && !answering && answer ? <Pictures urls={answer.pictures} /> : null}

      {choice && !answering && answer && question.correct.length > 0 ? <ChoiceResult question={question} answer={answer} /> : null}
      {!answering && answer?.comment ? (
        <View className='hw-question__comment'>
          <Text className='hw-question__comment-label'>{HOMEWORK_TEXT.teacherComment}</Text>
          <Text className='hw-question__comment-text'>{answer.comment}</Text>
        </View>
      ) : null}
      {children}
    </View>
  );
}
