import { Text, View } from '@tarojs/components';
import { NoticeBar } from '@/shared/ui/nutui/noticebar';
import './HomeNotice.scss';

export const NOTICE_LABEL = '公告';

/** The announcement line under the menu; nothing when there is no announcement. */
export function HomeNotice({ notice }: { notice?: string }) {
  if (!notice) return null;
  return (
    <View className='home-notice'>
      <Text className='home-notice__label'>{NOTICE_LABEL}</Text>
      <NoticeBar className='home-notice__bar' content={notice} leftIcon={null} scrollable speed={40} />
    </View>
  );
}
