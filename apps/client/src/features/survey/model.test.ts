import { describe, expect, it } from 'vitest';
import type { Question, RiskProfile } from '@caixue/contract';
import { answeredCount, answersOf, choose, dateText, firstMissing, fitChips, riskEntryText, write, type Draft } from './model';

const options = [{ key: 'A', text: '甲' }, { key: 'B', text: '乙' }, { key: 'C', text: '丙' }];
const single: Question = { id: 1, type: 'single', title: '单选', required: true, options };
const multiple: Question = { id: 2, type: 'multiple', title: '多选', required: true, options };
const text: Question = { id: 3, type: 'text', title: '问答', required: false, options: [] };
const questions = [single, multiple, text];

describe('answering a questionnaire', () => {
  it('a single choice replaces, a multiple choice toggles and keeps the options order', () => {
    let draft: Draft = {};
    draft = choose(draft, single, 'A');
    draft = choose(draft, single, 'C');
    expect(draft[1]).toEqual({ choices: ['C'] });
    draft = choose(draft, multiple, 'C');
    draft = choose(draft, multiple, 'A');
    expect(draft[2]).toEqual({ choices: ['A', 'C'] });
    draft = choose(draft, multiple, 'C');
    expect(draft[2]).toEqual({ choices: ['A'] });
    draft = choose(draft, multiple, 'A');
    expect(firstMissing(draft, questions)).toEqual({ n: 2, id: 2 });
  });

  it('counts answers, skips the optional text when blank and trims it when written', () => {
    let draft: Draft = choose(choose({}, single, 'B'), multiple, 'A');
    expect(firstMissing(draft, questions)).toBeNull();
    draft = write(draft, text, '   ');
    expect(answeredCount(draft, questions)).toBe(2);
    expect(answersOf(draft, questions)).toEqual([{ questionId: 1, choices: ['B'] }, { questionId: 2, choices: ['A'] }]);
    draft = write(draft, text, '  多一些直播 ');
    expect(answeredCount(draft, questions)).toBe(3);
    expect(answersOf(draft, questions)[2]).toEqual({ questionId: 3, text: '多一些直播' });
    expect(write({}, text, '长'.repeat(600))[3].text).toHaveLength(500);
  });
});

describe('showing a level', () => {
  const profile = { level: 'C3', name: '稳健型', expired: false } as RiskProfile;
  it('the member centre line', () => {
    expect(riskEntryText(null)).toBe('未测评');
    expect(riskEntryText(profile)).toBe('C3 稳健型');
    expect(riskEntryText({ ...profile, expired: true })).toBe('C3 稳健型（已过期）');
  });
  it('the goods levels that fit: up to Rn for Cn', () => {
    expect(fitChips('C3').map((c) => c.fits)).toEqual([true, true, true, false, false]);
    expect(fitChips('C1').map((c) => c.fits)).toEqual([true, false, false, false, false]);
  });
  it('dates', () => {
    expect(dateText('2027-01-05')).toBe('2027年1月5日');
  });
});
