import { useState } from 'react';
import { Text } from '@tarojs/components';
import { SMS_CODE_LENGTH } from '@caixue/contract';
import { Button } from '@/shared/ui/nutui/button';
import { Input } from '@/shared/ui/nutui/input';
import { navigateTo, redirectTo } from '@/shared/navigation/navigation';
import { loginByCode } from '../api';
import { useLoginSubmit } from '../hooks/useLoginSubmit';
import { useSmsCountdown } from '../hooks/useSmsCountdown';
import { AUTH_TEXT, checkCodeLogin } from '../model';
import { AgreementNotice } from './AgreementNotice';
import { WechatLogin } from './WechatLogin';
import { AuthLayout } from './AuthLayout';
import { FormField } from './FormField';
import { AUTH_PAGES, LOGIN_TEXT } from './loginText';
import { SmsCodeButton } from './SmsCodeButton';

/** 验证码登录 (POST /api/common/sms/code, then /api/member/login/ver/2/code). */
export function SmsLoginForm() {
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const countdown = useSmsCountdown('login');
  const { submitting, submit } = useLoginSubmit(checkCodeLogin, loginByCode, AUTH_TEXT.loginSuccess);
  const footer = (
    <>
      <Text className='auth-link' onClick={() => void redirectTo(AUTH_PAGES.account)}>{LOGIN_TEXT.toAccountLogin}</Text>
      <Text className='auth-link auth-link--tint' onClick={() => void navigateTo(AUTH_PAGES.register)}>{LOGIN_TEXT.toRegister}</Text>
    </>
  );
  return (
    <AuthLayout title={LOGIN_TEXT.smsTitle} subtitle={LOGIN_TEXT.smsSubtitle} footer={footer}>
      <FormField label={LOGIN_TEXT.mobileLabel}>
        <Input type='tel' placeholder={LOGIN_TEXT.mobilePlaceholder} value={mobile} onChange={setMobile} clearable maxLength={11} />
      </FormField>
      <FormField label={LOGIN_TEXT.codeLabel} extra={<SmsCodeButton countdown={countdown} mobile={mobile} />}>
        <Input type='number' placeholder={LOGIN_TEXT.codePlaceholder} value={code} onChange={setCode} maxLength={SMS_CODE_LENGTH} />
      </FormField>
      <Button className='auth-submit' type='primary' block loading={submitting} onClick={() => void submit({ mobile: mobile.trim(), code: code.trim() })}>
        {LOGIN_TEXT.submit}
      </Button>
      <AgreementNotice />
      <WechatLogin />
    </AuthLayout>
  );
}
