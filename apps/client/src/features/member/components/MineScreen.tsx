import { Text, View } from '@tarojs/components';
import { Articles, Edit } from '@nutui/icons-react-taro';
import { APP_VERSION, TINT } from '@caixue/contract';
import { useFontScale } from '@/shared/fontSize';
import { navigateTo } from '@/shared/navigation';
import { NavBar } from '@/shared/ui/NavBar';
import { Button } from '@/shared/ui/nutui/button';
import { useMember } from '../hooks/useMember';
import { fontSizeLabel, MEMBER_TEXT } from '../model';
import { MineMenu } from './MineMenu';
import { ProfileCard } from './ProfileCard';
import './MineScreen.scss';

export const MINE_PAGES = {
  fontSize: '/pages/mine/fontSize/index',
  agreement: '/pages/mine/agreement/index',
} as const;

/** The member centre: profile card, settings entries, version and logout. */
export function MineScreen() {
  const { loggedIn, info, loading, logOut } = useMember();
  const fontScale = useFontScale();
  const entries = [
    {
      key: 'fontSize', title: MEMBER_TEXT.fontSize, icon: <Edit size={16} color={TINT} />, value: fontSizeLabel(fontScale),
      onClick: () => void navigateTo(MINE_PAGES.fontSize),
    },
    {
      key: 'agreement', title: MEMBER_TEXT.agreement, icon: <Articles size={16} color={TINT} />,
      onClick: () => void navigateTo(MINE_PAGES.agreement),
    },
  ];
  return (
    <View className='mine'>
      <View className='mine__header'>
        <NavBar theme='transparent' title={MEMBER_TEXT.navTitle} />
        <ProfileCard loggedIn={loggedIn} info={info} loading={loading} />
      </View>
      <MineMenu title={MEMBER_TEXT.settings} entries={entries} />
      {loggedIn ? (
        <View className='mine__logout'>
          <Button block fill='outline' className='mine__logout-button' onClick={() => void logOut()}>{MEMBER_TEXT.logout}</Button>
        </View>
      ) : null}
      <Text className='mine__version'>{`${MEMBER_TEXT.version} v${APP_VERSION}`}</Text>
    </View>
  );
}
