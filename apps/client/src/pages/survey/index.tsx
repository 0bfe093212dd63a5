import { useRouter } from '@tarojs/taro';
import { SURVEY_TEXT } from '@caixue/contract';
import { QuestionnaireScreen } from '@/features/survey/components/QuestionnaireScreen';
import { ErrorState } from '@/shared/ui/ErrorState';
import { LoginGate } from '@/shared/ui/LoginGate';
import { PageShell } from '@/shared/ui/PageShell';

/** Any questionnaire by link (/pages/survey/index?id=): operators share it to run a survey. */
export default function SurveyPage() {
  const { params } = useRouter();
  const id = Number(params.id);
  return (
    <PageShell>
      <LoginGate description='登录后参与问卷'>
        {Number.isInteger(id) && id > 0 ? <QuestionnaireScreen id={id} /> : <ErrorState title={SURVEY_TEXT.questionnaireNotFound} message='缺少问卷编号' />}
      </LoginGate>
    </PageShell>
  );
}
