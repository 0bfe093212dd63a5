import { Text, View } from '@tarojs/components';
import { NoticeBar } from '@/shared/ui/nutui/noticebar';
import './HomeNotice.scss';

export const NOTICE_LABEL = '公告';

/**
 * The announcement line under the menu; nothing when there is no announcement. While the home info is
 * `loading` the line keeps its place (empty), so the sections under it do not jump when it comes.
 */
export function HomeNotice({ notice, loading }: { notice?: string; loading?: boolean }) {
  if (loading) {
    return (
      <View className='home-notice' aria-busy>
        <Text className='home-notice__label'>{NOTICE_LABEL}</Text>
      </View>
    );
  }
  if (!notice) return null;
  return (
    <View className='home-notice'>
      <Text className='home-notice__label'>{NOTICE_LABEL}</Text>
      <NoticeBar className='home-notice__bar' content={notice} leftIcon={null} scrollable speed={40} />
    </View>
  );
}
