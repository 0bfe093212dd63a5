/** Typed calls of questionnaires and the risk assessment (paths in packages/contract API.survey). */
import { ENDPOINTS, type Questionnaire, type RiskInfo, type SubmitSurveyBody, type SurveyResult } from '@caixue/contract';
import { http } from '@/shared/request/request';

/** Pages draw their own loading states: no covering indicator. */
const QUIET = { noLoading: true } as const;

export async function fetchQuestionnaire(id: number): Promise<Questionnaire> {
  const response = await http.get(ENDPOINTS.survey.info(id), undefined, { ...QUIET, silent: true });
  if (!response.data) throw new Error('问卷加载失败');
  return response.data;
}

/** A refusal (validation, already answered) rejects with the server's message; the caller shows it. */
export async function submitSurvey(body: SubmitSurveyBody): Promise<SurveyResult> {
  const response = await http.post(ENDPOINTS.survey.submit, body, { silent: true });
  if (!response.data) throw new Error('提交失败');
  return response.data;
}

export async function fetchRiskInfo(silent = false): Promise<RiskInfo> {
  const response = await http.get(ENDPOINTS.survey.riskInfo, undefined, { ...QUIET, silent });
  if (!response.data) throw new Error('风险测评加载失败');
  return response.data;
}
