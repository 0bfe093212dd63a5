import { View } from '@tarojs/components';
import { mapAsyncState } from '@/shared/ui/useAsyncData';
import { useHomeTabInfo, useNavMenu, useVideoRooms } from '../hooks/useHomeData';
import { ContentSection } from './ContentSection';
import { HubHero } from './HubHero';
import { MenuGrid } from './MenuGrid';
import { RiskTip } from './RiskTip';
import { TeacherList } from './TeacherList';

export const LIVE_HUB_TEXT = {
  navTitle: '直播',
  title: '财学直播间',
  subtitle: '交易日 9:00-15:00 名师在线解盘',
  highlights: ['盘前策略', '盘中解读', '收评复盘'],
  badge: 'LIVE',
  services: '直播服务',
  teachers: '直播老师',
  teachersSubtitle: '持证投顾 · 实战经验',
  videoRooms: '视频直播',
  videoRoomsSubtitle: '名师开播 · 实时互动',
} as const;

/** The 直播 tab: what live service there is, its entries and its teachers. */
export function LiveHub() {
  const menu = useNavMenu();
  const info = useHomeTabInfo();
  const rooms = useVideoRooms();
  return (
    <View className='hub'>
      <HubHero title={LIVE_HUB_TEXT.title} subtitle={LIVE_HUB_TEXT.subtitle} highlights={LIVE_HUB_TEXT.highlights} badge={LIVE_HUB_TEXT.badge} />
      <ContentSection title={LIVE_HUB_TEXT.videoRooms} subtitle={LIVE_HUB_TEXT.videoRoomsSubtitle} moreUrl='/pages/liveVideo/list/index' state={rooms.state} onRetry={rooms.reload} />
      <MenuGrid title={LIVE_HUB_TEXT.services} state={menu.state} onRetry={menu.reload} />
      <TeacherList
        title={LIVE_HUB_TEXT.teachers}
        subtitle={LIVE_HUB_TEXT.teachersSubtitle}
        state={mapAsyncState(info.state, (data) => data.teachers)}
        onRetry={info.reload}
      />
      <RiskTip />
    </View>
  );
}
