import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import { Check, WarningF } from '@nutui/icons-react-taro';
import classNames from 'classnames';
import { ACCOUNT_TEXT, TINT } from '@caixue/contract';
import { clearLogin } from '@/shared/session/auth';
import { HOME_PAGE_PATH, reLaunch } from '@/shared/navigation/navigation';
import { confirm, toast, toastAcrossNavigation } from '@/shared/ui/toast';
import { Button } from '@/shared/ui/nutui/button';
import { cancelAccount } from '../../api';
import { useProfile } from '../../hooks/useProfile';
import { displayName, maskMobile } from '../../model';
import './account.scss';

export const LOG_OFF_TEXT = {
  title: '注销账号前请确认',
  lead: '账号注销后将无法恢复，以下内容将被永久清除或失效：',
  losses: [
    '个人资料（头像、昵称、姓名）及登录方式将被删除，无法再次登录；',
    '已购买且尚在有效期内的会员服务、课程及直播权益将一并作废，不予退还；',
    '积分、优惠券、收藏、关注及消息记录将被清空；',
    '与该账号绑定的微信等第三方登录关系将解除。',
  ],
  account: '将被注销的账号',
  agree: '我已阅读并知晓以上内容，自愿放弃该账号下的全部权益',
  mustAgree: '请先阅读并勾选注销须知',
  submit: '申请注销',
  confirmTitle: '确认注销',
  confirmContent: '注销后账号将无法登录且不可恢复，确定要注销吗？',
  confirmButton: '确认注销',
} as const;

/** 账号注销: what is lost, a tick, a confirm dialog; then the account is cancelled and the login cleared. */
export function LogOffPanel() {
  const { state } = useProfile();
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const info = state.info;

  const submit = async () => {
    if (!agreed) {
      toast(LOG_OFF_TEXT.mustAgree);
      return;
    }
    const ok = await confirm({ title: LOG_OFF_TEXT.confirmTitle, content: LOG_OFF_TEXT.confirmContent, confirmText: LOG_OFF_TEXT.confirmButton });
    if (!ok) return;
    setBusy(true);
    try {
      await cancelAccount();
    } catch {
      setBusy(false);
      return; // the request layer has shown why
    }
    clearLogin();
    await toastAcrossNavigation(ACCOUNT_TEXT.accountCancelled, () => reLaunch(HOME_PAGE_PATH));
  };

  return (
    <View className='account-page log-off'>
      <View className='logoff-warning'>
        <View className='logoff-warning__head'>
          <WarningF size={20} color={TINT} />
          <Text className='logoff-warning__title'>{LOG_OFF_TEXT.title}</Text>
        </View>
        <Text className='logoff-warning__lead'>{LOG_OFF_TEXT.lead}</Text>
        <View className='logoff-list'>
          {LOG_OFF_TEXT.losses.map((line) => (
            <View className='logoff-list__item' key={line}>
              <View className='logoff-list__dot' />
              <Text>{line}</Text>
            </View>
          ))}
        </View>
      </View>
      {info ? (
        <View className='logoff-account'>
          {`${LOG_OFF_TEXT.account}：${displayName(info)}${info.mobile ? `（${maskMobile(info.mobile)}）` : ''}`}
        </View>
      ) : null}
      <View className='logoff-agree' onClick={() => setAgreed(!agreed)}>
        <View className={classNames('logoff-agree__box', agreed && 'logoff-agree__box--on')}>
          {agreed ? <Check size={10} color='#fff' /> : null}
        </View>
        <Text>{LOG_OFF_TEXT.agree}</Text>
      </View>
      <View className='account-actions'>
        <Button type='primary' block loading={busy} disabled={busy} className='log-off__submit' onClick={() => void submit()}>
          {LOG_OFF_TEXT.submit}
        </Button>
      </View>
    </View>
  );
}
