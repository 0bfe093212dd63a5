import { useState } from 'react';
import Taro from '@tarojs/taro';
import { Text, View } from '@tarojs/components';
import { ENDPOINTS, SMS_CODE_LENGTH, WECHAT_TEXT, type BindableItem } from '@caixue/contract';
import { Button } from '@/shared/ui/nutui/button';
import { Input } from '@/shared/ui/nutui/input';
import { ErrorState } from '@/shared/ui/ErrorState';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { isWeapp } from '@/shared/platform/platform';
import { toast } from '@/shared/ui/toast';
import { isWeChatBrowser } from '@/shared/platform/wechat';
import { bindMobile, bindWechat, getBindable } from '../api';
import { useSmsCountdown } from '../hooks/useSmsCountdown';
import { appletLoginBody, startOffiaccountAuth, useOffiaccountReturn } from '../hooks/useWechatLogin';
import { checkCodeLogin } from '../model';
import { FormField } from './FormField';
import { LOGIN_TEXT } from './loginText';
import { SmsCodeButton } from './SmsCodeButton';
import './BindAccount.scss';

export const BIND_TEXT = {
  unbound: '未绑定',
  bind: '去绑定',
  change: '更换',
  submit: '绑定手机号',
  inWechatOnly: '请在微信中打开后绑定',
  inAppletOnly: '请在小程序中绑定',
  wechatBound: '微信绑定成功',
  hint: '绑定手机号后，可使用手机号和验证码登录',
} as const;

/** Binds a mobile with an SMS code of purpose 'bind' (POST /api/member/ver/2/bind/mobile). */
function MobileBindForm({ onBound }: { onBound: () => void }) {
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const countdown = useSmsCountdown('bind');
  const submit = async () => {
    const form = { mobile: mobile.trim(), code: code.trim() };
    const problem = checkCodeLogin(form);
    if (problem) {
      toast(problem);
      return;
    }
    setSubmitting(true);
    try {
      await bindMobile(form);
      toast(WECHAT_TEXT.mobileBound, { icon: 'success' });
      onBound();
    } catch {
      // The request layer showed the server's message (e.g. the mobile belongs to another account).
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <View className='bind-account__form'>
      <FormField label={LOGIN_TEXT.mobileLabel}>
        <Input type='tel' placeholder={LOGIN_TEXT.mobilePlaceholder} value={mobile} onChange={setMobile} clearable maxLength={11} />
      </FormField>
      <FormField label={LOGIN_TEXT.codeLabel} extra={<SmsCodeButton countdown={countdown} mobile={mobile} />}>
        <Input type='number' placeholder={LOGIN_TEXT.codePlaceholder} value={code} onChange={setCode} maxLength={SMS_CODE_LENGTH} />
      </FormField>
      <Button className='bind-account__submit' type='primary' block loading={submitting} onClick={() => void submit()}>
        {BIND_TEXT.submit}
      </Button>
    </View>
  );
}

/** 账号绑定: mobile, official account and mini-program, each bound or how to bind it here. */
export function BindAccount() {
  const { state, reload } = useAsyncData(getBindable);
  const [editingMobile, setEditingMobile] = useState(false);
  useOffiaccountReturn((code) => {
    bindWechat(ENDPOINTS.wechat.offiaccountLogin, { code }).then(
      () => {
        toast(BIND_TEXT.wechatBound, { icon: 'success' });
        reload();
      },
      () => undefined,
    );
  });

  const bindApplet = async () => {
    try {
      await bindWechat(ENDPOINTS.wechat.appletLogin, await appletLoginBody());
      toast(BIND_TEXT.wechatBound, { icon: 'success' });
      reload();
    } catch {
      // shown by the request layer
    }
  };

  const action = (item: BindableItem) => {
    if (item.type === 'mobile') {
      return (
        <Text className='bind-account__action' onClick={() => setEditingMobile((v) => !v)}>
          {item.bound ? BIND_TEXT.change : BIND_TEXT.bind}
        </Text>
      );
    }
    if (item.bound || !item.canBind) return null;
    if (item.type === 'offiaccount' && isWeChatBrowser()) {
      return <Text className='bind-account__action' onClick={() => void startOffiaccountAuth().catch(() => toast(WECHAT_TEXT.failed))}>{BIND_TEXT.bind}</Text>;
    }
    if (item.type === 'applet' && isWeapp()) {
      return <Text className='bind-account__action' onClick={() => void bindApplet()}>{BIND_TEXT.bind}</Text>;
    }
    return <Text className='bind-account__note'>{item.type === 'applet' ? BIND_TEXT.inAppletOnly : BIND_TEXT.inWechatOnly}</Text>;
  };

  if (state.status === 'error' && !state.data) return <ErrorState message={state.message} onRetry={reload} />;
  if (!state.data) return <Skeleton rows={3} className='bind-account__skeleton' />;
  return (
    <View className='bind-account'>
      <View className='bind-account__list'>
        {state.data.map((item) => (
          <View key={item.type} className={`bind-account__item bind-account__item--${item.type}`}>
            <View className='bind-account__main'>
              <Text className='bind-account__title'>{item.title}</Text>
              <Text className={item.bound ? 'bind-account__value' : 'bind-account__value bind-account__value--empty'}>
                {item.bound ? item.value : BIND_TEXT.unbound}
              </Text>
            </View>
            {action(item)}
          </View>
        ))}
      </View>
      {editingMobile ? (
        <MobileBindForm
          onBound={() => {
            setEditingMobile(false);
            reload();
            void Taro.pageScrollTo({ scrollTop: 0, duration: 0 });
          }}
        />
      ) : null}
      <Text className='bind-account__hint'>{BIND_TEXT.hint}</Text>
    </View>
  );
}
