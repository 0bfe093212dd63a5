import type { ReactNode } from 'react';
import { View } from '@tarojs/components';
import { Staged } from '@/shared/ui/Staged';
import { mapAsyncState } from '@/shared/ui/useAsyncData';
import { useHomeBanners, useHomeTabInfo, useHotNews, useNavMenu } from '../hooks/useHomeData';
import { ContentSection } from './ContentSection';
import { AdvertPopup } from './AdvertPopup';
import { BannerSwiper } from './BannerSwiper';
import { HomeNavBar } from './HomeNavBar';
import { HomeNotice } from './HomeNotice';
import { MenuGrid } from './MenuGrid';
import { RiskTip } from './RiskTip';
import { TeacherStrip } from './TeacherStrip';

export const HOME_TEXT = { teachers: '名师团队', teachersSubtitle: '资深投顾 · 在线陪伴', news: '热点资讯', newsSubtitle: '盘面热点 · 实时追踪' } as const;

/**
 * The home page content: banners, menu, announcement, teachers and the advert popup, which opens only
 * when `advertAllowed` (the page holds it back while another popup is open). `sections` are other
 * features' cards the page composes in after the hot news (the teachers' viewpoints).
 */
export function HomeScreen({ advertAllowed = true, sections }: { advertAllowed?: boolean; sections?: ReactNode }) {
  const menu = useNavMenu();
  const banners = useHomeBanners();
  const info = useHomeTabInfo();
  const infoData = info.state.data;
  const hotNews = useHotNews();
  return (
    <View className='home'>
      <HomeNavBar notice={infoData?.notice} />
      <BannerSwiper state={banners.state} onRetry={banners.reload} />
      <MenuGrid state={menu.state} onRetry={menu.reload} />
      <HomeNotice notice={infoData?.notice} loading={info.state.status === 'loading'} />
      {/* Below the first screen's top: one task each (Staged), top to bottom. */}
      <Staged>
        <TeacherStrip
          title={HOME_TEXT.teachers}
          subtitle={HOME_TEXT.teachersSubtitle}
          state={mapAsyncState(info.state, (data) => data.teachers)}
          onRetry={info.reload}
        />
      </Staged>
      <Staged>
        <ContentSection title={HOME_TEXT.news} subtitle={HOME_TEXT.newsSubtitle} moreUrl='/pages/news/list/index?id=15' state={hotNews.state} onRetry={hotNews.reload} skeletonRows={5} />
      </Staged>
      {sections && <Staged>{sections}</Staged>}
      <Staged>
        <RiskTip />
      </Staged>
      <AdvertPopup allowed={advertAllowed} />
    </View>
  );
}
