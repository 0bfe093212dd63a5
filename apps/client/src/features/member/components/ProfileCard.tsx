import { Text, View } from '@tarojs/components';
import { ArrowRight } from '@nutui/icons-react-taro';
import type { MemberInfo } from '@caixue/contract';
import defaultAvatar from '@/assets/avatar-default.png';
import { goToLogin } from '@/shared/navigation/navigation';
import { imageUrl } from '@/shared/ui/imageUrl';
import { SkeletonBlock } from '@/shared/ui/Skeleton';
import { displayName, maskMobile, MEMBER_TEXT } from '../model';
import './ProfileCard.scss';
import { Picture } from '@/shared/ui/Picture';

/** The member's level and how long it runs, already worded (e.g. 金牌会员 · 2027-11-20 到期). */
export interface ProfileLevel {
  level: string;
  detail: string;
  /** active | expiring | expired | none: the badge's colour. */
  tone: string;
}

export interface ProfileCardProps {
  loggedIn: boolean;
  info?: MemberInfo;
  loading: boolean;
  level?: ProfileLevel;
  /** Tapping a member's card (e.g. opens the personal information page). */
  onOpen?: () => void;
}

/** Avatar, name, masked mobile, level and validity of the member; a 登录/注册 invitation for visitors. */
export function ProfileCard({ loggedIn, info, loading, level, onOpen }: ProfileCardProps) {
  if (!loggedIn) {
    return (
      <View className='profile-card profile-card--guest' onClick={() => void goToLogin()}>
        <Picture alt='' className='profile-card__avatar' src={defaultAvatar} mode='aspectFill' />
        <View className='profile-card__main'>
          <Text className='profile-card__name'>{MEMBER_TEXT.guestName}</Text>
          <Text className='profile-card__meta'>{MEMBER_TEXT.guestHint}</Text>
        </View>
        <Text className='profile-card__action'>{MEMBER_TEXT.loginButton}</Text>
      </View>
    );
  }
  return (
    <View className='profile-card' onClick={onOpen}>
      <Picture alt='' className='profile-card__avatar' src={imageUrl(info?.avatar) || defaultAvatar} mode='aspectFill' />
      <View className='profile-card__main'>
        {info ? (
          <>
            <View className='profile-card__row'>
              <Text className='profile-card__name'>{displayName(info)}</Text>
              {info.isTeacher === 1 ? <Text className='profile-card__badge'>讲师</Text> : null}
            </View>
            <Text className='profile-card__meta'>
              {[maskMobile(info.mobile), `${MEMBER_TEXT.memberIdLabel} ${info.id}`].filter(Boolean).join('  ·  ')}
            </Text>
            {level ? (
              <View className={`profile-card__level profile-card__level--${level.tone}`}>
                <Text className='profile-card__level-name'>{level.level}</Text>
                <Text className='profile-card__level-detail'>{level.detail}</Text>
              </View>
            ) : null}
          </>
        ) : loading ? (
          <>
            <SkeletonBlock width='96px' height='18px' />
            <SkeletonBlock width='140px' height='12px' />
          </>
        ) : null}
      </View>
      {onOpen ? <ArrowRight size={14} color='rgba(255,255,255,0.8)' /> : null}
    </View>
  );
}
