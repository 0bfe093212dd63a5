import { Text, View } from '@tarojs/components';
import { Phone } from '@nutui/icons-react-taro';
import { TINT } from '@caixue/contract';
import { navigateTo } from '@/shared/navigation/navigation';
import { ErrorState } from '@/shared/ui/ErrorState';
import { SkeletonBlock } from '@/shared/ui/Skeleton';
import { Button } from '@/shared/ui/nutui/button';
import { ACCOUNT_PAGES } from '../../account';
import { useProfile } from '../../hooks/useProfile';
import { maskMobile } from '../../model';
import './account.scss';

export const MOBILE_TEXT = {
  bound: '当前绑定的手机号',
  none: '尚未绑定手机号',
  note: '手机号可用于登录、找回密码和接收服务通知',
  change: '更换手机号',
  bind: '绑定手机号',
} as const;

/** The bound mobile, masked, and the way to change it (the bind-account page). */
export function MobilePhoneView() {
  const { state, reload } = useProfile();
  const info = state.info;
  if (!info) {
    if (state.status === 'error') return <ErrorState message={state.message} onRetry={reload} />;
    return <View className='account-page'><SkeletonBlock height='200px' /></View>;
  }
  return (
    <View className='account-page mobile-phone'>
      <View className='mobile-card'>
        <View className='mobile-card__icon'><Phone size={28} color={TINT} /></View>
        <Text className='mobile-card__label'>{info.mobile ? MOBILE_TEXT.bound : MOBILE_TEXT.none}</Text>
        {info.mobile ? <Text className='mobile-card__number'>{maskMobile(info.mobile)}</Text> : null}
        <Text className='mobile-card__note'>{MOBILE_TEXT.note}</Text>
      </View>
      <View className='account-actions'>
        <Button type='primary' block onClick={() => void navigateTo(ACCOUNT_PAGES.bindAccount)}>
          {info.mobile ? MOBILE_TEXT.change : MOBILE_TEXT.bind}
        </Button>
      </View>
    </View>
  );
}
