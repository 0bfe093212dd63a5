import { Text, View } from '@tarojs/components';
import { Checkbox } from '@/shared/ui/nutui/checkbox';
import { navigateTo } from '@/shared/navigation/navigation';
import './AgreementNotice.scss';

export const AGREEMENT_PAGE_URL = '/pages/mine/agreement/index';

export const AGREEMENT_TEXT = {
  readAndAgree: '我已阅读并同意',
  loginMeansAgree: '登录即表示同意',
  userAgreement: '《用户服务协议》',
  and: '和',
  privacyPolicy: '《隐私政策》',
} as const;

function AgreementLinks() {
  return (
    <>
      <Text className='agreement-notice__link' onClick={(e) => { e.stopPropagation(); void navigateTo(AGREEMENT_PAGE_URL); }}>
        {AGREEMENT_TEXT.userAgreement}
      </Text>
      <Text>{AGREEMENT_TEXT.and}</Text>
      <Text className='agreement-notice__link' onClick={(e) => { e.stopPropagation(); void navigateTo(`${AGREEMENT_PAGE_URL}?type=privacy`); }}>
        {AGREEMENT_TEXT.privacyPolicy}
      </Text>
    </>
  );
}

export interface AgreementNoticeProps {
  /** With a checkbox that must be ticked (register); without, a plain line (login). */
  checked?: boolean;
  onChange?: (checked: boolean) => void;
}

export function AgreementNotice({ checked, onChange }: AgreementNoticeProps) {
  if (!onChange) {
    return (
      <View className='agreement-notice'>
        <Text>{AGREEMENT_TEXT.loginMeansAgree}</Text>
        <AgreementLinks />
      </View>
    );
  }
  return (
    <View className='agreement-notice agreement-notice--check' onClick={() => onChange(!checked)}>
      {/* The whole row toggles (bubbled tap); the checkbox only shows the state. */}
      <Checkbox className='agreement-checkbox' checked={Boolean(checked)} />
      <View className='agreement-notice__text'>
        <Text>{AGREEMENT_TEXT.readAndAgree}</Text>
        <AgreementLinks />
      </View>
    </View>
  );
}
