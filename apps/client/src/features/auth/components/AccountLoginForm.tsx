import { useState } from 'react';
import { Text } from '@tarojs/components';
import { Button } from '@/shared/ui/nutui/button';
import { Input } from '@/shared/ui/nutui/input';
import { navigateTo, redirectTo } from '@/shared/navigation/navigation';
import { loginByAccount } from '../api';
import { useLoginSubmit } from '../hooks/useLoginSubmit';
import { AUTH_TEXT, checkAccountLogin } from '../model';
import { AgreementNotice } from './AgreementNotice';
import { WechatLogin } from './WechatLogin';
import { AuthLayout } from './AuthLayout';
import { FormField } from './FormField';
import { PasswordInput } from './PasswordInput';
import { AUTH_PAGES, LOGIN_TEXT } from './loginText';

/** 账号密码登录 (POST /api/member/login/ver/2/account). */
export function AccountLoginForm() {
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const { submitting, submit } = useLoginSubmit(checkAccountLogin, loginByAccount, AUTH_TEXT.loginSuccess);
  const footer = (
    <>
      <Text className='auth-link' onClick={() => void redirectTo(AUTH_PAGES.mobile)}>{LOGIN_TEXT.toSmsLogin}</Text>
      <Text className='auth-link auth-link--tint' onClick={() => void navigateTo(AUTH_PAGES.register)}>{LOGIN_TEXT.toRegister}</Text>
    </>
  );
  return (
    <AuthLayout title={LOGIN_TEXT.title} subtitle={LOGIN_TEXT.subtitle} footer={footer}>
      <FormField label={LOGIN_TEXT.accountLabel}>
        <Input type='text' placeholder={LOGIN_TEXT.accountPlaceholder} value={account} onChange={setAccount} clearable maxLength={32} />
      </FormField>
      <PasswordInput label={LOGIN_TEXT.passwordLabel} placeholder={LOGIN_TEXT.passwordPlaceholder} value={password} onChange={setPassword} />
      <Button className='auth-submit' type='primary' block loading={submitting} onClick={() => void submit({ account: account.trim(), password })}>
        {LOGIN_TEXT.submit}
      </Button>
      <AgreementNotice />
      <WechatLogin />
    </AuthLayout>
  );
}
