import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import { API, SURVEY_TEXT, type Questionnaire, type RiskCheck } from '@caixue/contract';
import { taroMock } from '../../../../test/taro';
import { flush } from '../../../../test/flush';
import { QuestionnaireScreen } from './QuestionnaireScreen';
import { RiskWarning } from './RiskWarning';

const options = [{ key: 'A', text: '非常满意' }, { key: 'B', text: '满意' }];
function questionnaire(over: Partial<Questionnaire> = {}): Questionnaire {
  return {
    id: 2, code: 'satisfaction', kind: 'survey', title: '用户满意度调查', intro: '请花 1 分钟告诉我们您的感受', scored: false, repeatable: true,
    questions: [
      { id: 11, type: 'single', title: '整体满意吗？', required: true, options },
      { id: 12, type: 'multiple', title: '常用哪些功能？', required: true, options: [{ key: 'A', text: '文字直播' }, { key: 'B', text: '课程学习' }] },
      { id: 13, type: 'text', title: '还有什么建议？', required: false, options: [] },
    ],
    answeredCount: 0, canAnswer: true, ...over,
  };
}

const submits = () => taroMock.server.requests.filter((r) => r.path === API.survey.submit).map((r) => JSON.parse(String(r.data)) as Record<string, unknown>);

describe('a questionnaire page', () => {
  it('asks for the first unanswered required question, then sends the chosen keys and thanks', async () => {
    taroMock.storage.set('token', 't');
    taroMock.server.on('GET', API.survey.info(2), { data: { code: 200, msg: '', data: questionnaire() } });
    taroMock.server.on('POST', API.survey.submit, { data: { code: 200, msg: '', data: { id: 5, questionnaireId: 2, title: '用户满意度调查', kind: 'survey', score: null, profile: null, createdAt: '2026-11-24T06:00:00.000Z' } } });
    const { container, getByText } = render(<QuestionnaireScreen id={2} />);
    await flush(3);
    expect(container.textContent).toContain('用户满意度调查');
    expect(container.textContent).toContain('选填');
    expect(container.textContent).toContain('已答 0/3');

    fireEvent.click(getByText('提交'));
    await flush(2);
    expect(taroMock.toasts.at(-1)?.title).toBe(SURVEY_TEXT.answerRequired(1));
    expect(container.querySelector('.survey-q--missing')?.getAttribute('data-question')).toBe('1');
    expect(submits()).toHaveLength(0);

    fireEvent.click(getByText('满意'));
    fireEvent.click(getByText('课程学习'));
    fireEvent.click(getByText('文字直播'));
    await flush(1);
    expect(container.textContent).toContain('已答 2/3');
    fireEvent.click(getByText('提交'));
    await flush(4);
    const [sent] = submits();
    expect(sent).toMatchObject({ questionnaireId: 2, answers: [{ questionId: 11, choices: ['B'] }, { questionId: 12, choices: ['A', 'B'] }] });
    expect(String(sent.requestId)).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(container.textContent).toContain('提交成功');
    expect(container.textContent).toContain('再填一份');
  });

  it('a once-only questionnaire already answered says so, without questions', async () => {
    taroMock.storage.set('token', 't');
    taroMock.server.on('GET', API.survey.info(2), { data: { code: 200, msg: '', data: questionnaire({ repeatable: false, canAnswer: false, answeredCount: 1 }) } });
    const { container } = render(<QuestionnaireScreen id={2} />);
    await flush(3);
    expect(container.textContent).toContain(SURVEY_TEXT.answeredOnce);
    expect(container.textContent).not.toContain('整体满意吗？');
  });

  it('the risk assessment goes on to its result page (back to buying when it came from there)', async () => {
    taroMock.storage.set('token', 't');
    const risk = questionnaire({ id: 1, kind: 'risk', scored: true, title: '风险承受能力测评', questions: [{ id: 21, type: 'single', title: '您的年龄是？', required: true, options }] });
    taroMock.server.on('GET', API.survey.info(1), { data: { code: 200, msg: '', data: risk } });
    taroMock.server.on('POST', API.survey.submit, { data: { code: 200, msg: '', data: { id: 6, questionnaireId: 1, title: '风险承受能力测评', kind: 'risk', score: 70, profile: { level: 'C4' }, createdAt: '2026-11-24T06:00:00.000Z' } } });
    const { getByText } = render(<QuestionnaireScreen id={1} fromPurchase />);
    await flush(3);
    fireEvent.click(getByText('非常满意'));
    fireEvent.click(getByText('提交'));
    await flush(4);
    expect(taroMock.navigations.at(-1)).toEqual({ method: 'redirectTo', url: '/pages/survey/result/index?back=1' });
  });
});

describe('the appropriateness warning', () => {
  const mismatch: RiskCheck = {
    goodsId: 7, goodsRiskLevel: 'R4', goodsRiskText: 'R4（中高风险）', verdict: 'mismatch', confirmable: true,
    profile: { level: 'C3', name: '稳健型' } as RiskCheck['profile'], title: '适当性提示', message: '该产品风险等级为 R4（中高风险），高于您的风险承受能力等级 C3（稳健型）。', confirmText: SURVEY_TEXT.confirmMismatch,
  };

  it('确认购买 only after ticking the statement; 去测评 offered', () => {
    const onConfirm = vi.fn();
    const onTake = vi.fn();
    const { container, getByText } = render(<RiskWarning check={mismatch} onConfirm={onConfirm} onTakeAssessment={onTake} onClose={() => undefined} />);
    expect(container.textContent).toContain('R4（中高风险）');
    expect(container.textContent).toContain('C3（稳健型）');
    fireEvent.click(getByText('确认购买'));
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(getByText(SURVEY_TEXT.confirmMismatch));
    fireEvent.click(getByText('确认购买'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(getByText('重新测评'));
    expect(onTake).toHaveBeenCalledTimes(1);
  });

  it('a C1 refusal has no way to confirm', () => {
    const refused = { ...mismatch, verdict: 'refused' as const, confirmable: false, confirmText: '', message: SURVEY_TEXT.c1Refusal, profile: { level: 'C1', name: '保守型' } as RiskCheck['profile'] };
    const { container } = render(<RiskWarning check={refused} onConfirm={() => undefined} onTakeAssessment={() => undefined} onClose={() => undefined} />);
    expect(container.textContent).toContain(SURVEY_TEXT.c1Refusal);
    expect(container.textContent).not.toContain('确认购买');
    expect(container.textContent).toContain('我知道了');
  });

  it('without an assessment it says 未测评 and offers 去测评', () => {
    const missing = { ...mismatch, verdict: 'missing' as const, profile: null };
    const { container } = render(<RiskWarning check={missing} onConfirm={() => undefined} onTakeAssessment={() => undefined} onClose={() => undefined} />);
    expect(container.textContent).toContain('未测评');
    expect(container.textContent).toContain('去测评');
  });
});
