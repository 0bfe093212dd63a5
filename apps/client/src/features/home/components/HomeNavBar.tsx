import { Text, View } from '@tarojs/components';
import { Notice } from '@nutui/icons-react-taro';
import { confirm } from '@/shared/ui/toast';
import { NavBar } from '@/shared/ui/NavBar';
import './HomeNavBar.scss';

export const HOME_BRAND = { name: '财学', slogan: '投资学习 · 专业陪伴', noticeTitle: '公告' } as const;

export interface HomeNavBarProps {
  /** The latest announcement; the bell shows a dot and opens it when there is one. */
  notice?: string;
}

/** The home page's red bar: brand on the left, the announcement bell on the right. */
export function HomeNavBar({ notice }: HomeNavBarProps) {
  const brand = (
    <View className='home-brand'>
      <View className='home-brand__mark'><Text>财</Text></View>
      <View className='home-brand__text'>
        <Text className='home-brand__name'>{HOME_BRAND.name}</Text>
        <Text className='home-brand__slogan'>{HOME_BRAND.slogan}</Text>
      </View>
    </View>
  );
  const bell = (
    <View
      className='home-bell'
      role='button'
      aria-label={HOME_BRAND.noticeTitle}
      onClick={() => { if (notice) void confirm({ title: HOME_BRAND.noticeTitle, content: notice, showCancel: false }); }}
    >
      <Notice size={22} color='#ffffff' />
      {notice ? <View className='home-bell__dot' /> : null}
    </View>
  );
  return <NavBar theme='brand' className='home-nav-bar' left={brand} right={bell} />;
}
