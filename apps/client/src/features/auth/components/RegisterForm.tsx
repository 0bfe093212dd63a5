import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import { SMS_CODE_LENGTH, TEXT } from '@caixue/contract';
import { Button } from '@/shared/ui/nutui/button';
import { Input } from '@/shared/ui/nutui/input';
import { redirectTo } from '@/shared/navigation/navigation';
import { register, type Registration } from '../api';
import { useLoginSubmit } from '../hooks/useLoginSubmit';
import { useSmsCountdown } from '../hooks/useSmsCountdown';
import { checkRegistration, cleanRegistration, NICKNAME_MAX } from '../model';
import { AgreementNotice } from './AgreementNotice';
import { AuthLayout } from './AuthLayout';
import { FormField } from './FormField';
import { AUTH_PAGES, LOGIN_TEXT, REGISTER_TEXT } from './loginText';
import { PasswordInput } from './PasswordInput';
import { SmsCodeButton } from './SmsCodeButton';

type RegisterForm = Registration & { agreed: boolean };

function registerAndLogin(form: RegisterForm) {
  return register(cleanRegistration(form));
}

/** 注册 (POST /api/member/register); the new member is logged in at once. */
export function RegisterForm() {
  const [form, setForm] = useState<RegisterForm>({ mobile: '', code: '', password: '', nickname: '', agreed: false });
  const update = <K extends keyof RegisterForm>(key: K) => (value: RegisterForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const countdown = useSmsCountdown('register');
  const { submitting, submit } = useLoginSubmit(checkRegistration, registerAndLogin, TEXT.registered);
  return (
    <AuthLayout title={REGISTER_TEXT.title} subtitle={REGISTER_TEXT.subtitle}>
      <FormField label={LOGIN_TEXT.mobileLabel}>
        <Input type='tel' placeholder={LOGIN_TEXT.mobilePlaceholder} value={form.mobile} onChange={update('mobile')} clearable maxLength={11} />
      </FormField>
      <FormField label={LOGIN_TEXT.codeLabel} extra={<SmsCodeButton countdown={countdown} mobile={form.mobile} />}>
        <Input type='number' placeholder={LOGIN_TEXT.codePlaceholder} value={form.code} onChange={update('code')} maxLength={SMS_CODE_LENGTH} />
      </FormField>
      <PasswordInput label={LOGIN_TEXT.passwordLabel} placeholder={REGISTER_TEXT.passwordPlaceholder} value={form.password} onChange={update('password')} />
      <FormField label={REGISTER_TEXT.nicknameLabel}>
        <Input type='text' placeholder={REGISTER_TEXT.nicknamePlaceholder} value={form.nickname} onChange={update('nickname')} maxLength={NICKNAME_MAX} />
      </FormField>
      <AgreementNotice checked={form.agreed} onChange={update('agreed')} />
      <Button className='auth-submit' type='primary' block loading={submitting} onClick={() => void submit(form)}>
        {REGISTER_TEXT.submit}
      </Button>
      <View className='auth-layout__footer auth-layout__footer--center'>
        <Text className='auth-link'>{REGISTER_TEXT.haveAccount}</Text>
        <Text className='auth-link auth-link--tint' onClick={() => void redirectTo(AUTH_PAGES.account)}>{REGISTER_TEXT.toLogin}</Text>
      </View>
    </AuthLayout>
  );
}
