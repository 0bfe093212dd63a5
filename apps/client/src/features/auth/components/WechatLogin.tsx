import { Button as TaroButton, Text, View } from '@tarojs/components';
import { WECHAT_TEXT } from '@caixue/contract';
import { Button } from '@/shared/ui/nutui/button';
import { isWeapp } from '@/shared/platform/platform';
import { toast } from '@/shared/ui/toast';
import { canUseWechatLogin } from '@/shared/platform/wechat';
import { loginByApplet, loginByAppletPhone, loginByOffiaccount } from '../api';
import { appletLoginBody, startOffiaccountAuth, useOffiaccountReturn } from '../hooks/useWechatLogin';
import { useLoginSubmit } from '../hooks/useLoginSubmit';
import './WechatLogin.scss';

const noCheck = () => null;

interface PhoneNumberEvent {
  detail: { code?: string; errMsg?: string };
}

/**
 * 其他登录方式: WeChat login where it is possible (WeChat's browser: official-account OAuth; the
 * mini-program: wx.login, and the phone-number button). Elsewhere it renders nothing.
 */
export function WechatLogin() {
  const offiaccount = useLoginSubmit(noCheck, loginByOffiaccount, WECHAT_TEXT.wechatLoginOk);
  const applet = useLoginSubmit(noCheck, async () => loginByApplet(await appletLoginBody()), WECHAT_TEXT.wechatLoginOk);
  const phone = useLoginSubmit(
    noCheck,
    async (code: string) => {
      const login = await appletLoginBody();
      return loginByAppletPhone({ code, platformCode: login.platformCode, appKey: login.appKey, loginCode: login.code });
    },
    WECHAT_TEXT.wechatLoginOk,
  );
  useOffiaccountReturn((code) => void offiaccount.submit(code));

  if (!canUseWechatLogin()) return null;
  const weapp = isWeapp();
  const onWechat = () => {
    if (weapp) void applet.submit(undefined);
    else startOffiaccountAuth().catch(() => toast(WECHAT_TEXT.failed));
  };
  const onPhoneNumber = (event: PhoneNumberEvent) => {
    // Declined or no code (base library too old): the member stays on the page with the other ways.
    if (event.detail.code) void phone.submit(event.detail.code);
  };
  return (
    <View className='wechat-login'>
      <View className='wechat-login__divider'><Text>其他登录方式</Text></View>
      <Button className='wechat-login__button' block loading={offiaccount.submitting || applet.submitting} onClick={onWechat}>
        {WECHAT_TEXT.wechatLogin}
      </Button>
      {weapp ? (
        <TaroButton className='wechat-login__phone' openType='getPhoneNumber' onGetPhoneNumber={onPhoneNumber}>
          {WECHAT_TEXT.phoneLogin}
        </TaroButton>
      ) : null}
    </View>
  );
}
