import { Text, View } from '@tarojs/components';
import defaultAvatar from '@/assets/avatar-default.png';
import { navigateTo } from '@/shared/navigation/navigation';
import { ErrorState } from '@/shared/ui/ErrorState';
import { SkeletonBlock } from '@/shared/ui/Skeleton';
import { imageUrl } from '@/shared/ui/imageUrl';
import { ACCOUNT_PAGES } from '../../account';
import { useProfile } from '../../hooks/useProfile';
import { displayName, maskMobile } from '../../model';
import { AccountGroup, AccountRow } from './AccountRow';
import './account.scss';
import { Picture } from '@/shared/ui/Picture';

export const PERSONAL_TEXT = {
  avatar: '头像',
  nickname: '昵称',
  name: '姓名',
  mobile: '手机号',
  password: '修改密码',
  setPassword: '设置密码',
  logOff: '账号注销',
  notSet: '未设置',
  notBound: '未绑定',
  basic: '基本资料',
  security: '账号与安全',
  memberId: '会员ID',
  joined: '注册于',
} as const;

/** 个人信息: the member's profile with a row for each thing that can be changed. */
export function PersonalInformation() {
  const { state, reload } = useProfile();
  const info = state.info;
  if (!info) {
    if (state.status === 'error') return <ErrorState message={state.message} onRetry={reload} />;
    return (
      <View className='account-page'>
        <View className='account-hero'>
          <SkeletonBlock width='60px' height='60px' round />
          <View className='account-hero__main'>
            <SkeletonBlock width='40%' height='18px' />
            <SkeletonBlock width='60%' height='12px' />
          </View>
        </View>
        <SkeletonBlock height='160px' />
      </View>
    );
  }
  const avatar = imageUrl(info.avatar) || defaultAvatar;
  const go = (url: string) => () => void navigateTo(url);
  return (
    <View className='account-page personal-info'>
      <View className='account-hero' onClick={go(ACCOUNT_PAGES.avatar)}>
        <Picture alt='' className='account-hero__avatar' src={avatar} mode='aspectFill' />
        <View className='account-hero__main'>
          <Text className='account-hero__name'>{displayName(info)}</Text>
          <Text className='account-hero__meta'>{`${PERSONAL_TEXT.memberId} ${info.id} · ${PERSONAL_TEXT.joined} ${info.createTime.slice(0, 10)}`}</Text>
        </View>
      </View>
      <AccountGroup title={PERSONAL_TEXT.basic}>
        <AccountRow className='personal-info__avatar' title={PERSONAL_TEXT.avatar} image={avatar} onClick={go(ACCOUNT_PAGES.avatar)} />
        <AccountRow className='personal-info__nickname' title={PERSONAL_TEXT.nickname} value={info.nickname} placeholder={PERSONAL_TEXT.notSet} onClick={go(ACCOUNT_PAGES.epithet)} />
        <AccountRow className='personal-info__name' title={PERSONAL_TEXT.name} value={info.name} placeholder={PERSONAL_TEXT.notSet} onClick={go(`${ACCOUNT_PAGES.epithet}?field=name`)} />
      </AccountGroup>
      <AccountGroup title={PERSONAL_TEXT.security}>
        <AccountRow className='personal-info__mobile' title={PERSONAL_TEXT.mobile} value={maskMobile(info.mobile)} placeholder={PERSONAL_TEXT.notBound} onClick={go(ACCOUNT_PAGES.mobilePhone)} />
        <AccountRow
          className='personal-info__password'
          title={info.hasPassword === false ? PERSONAL_TEXT.setPassword : PERSONAL_TEXT.password}
          onClick={go(ACCOUNT_PAGES.password)}
        />
        <AccountRow className='personal-info__logoff' title={PERSONAL_TEXT.logOff} onClick={go(ACCOUNT_PAGES.logOff)} />
      </AccountGroup>
    </View>
  );
}
