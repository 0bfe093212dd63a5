import { Text, View } from '@tarojs/components';
import { HOME_PAGE_URL } from '@caixue/contract';
import notFoundImage from '@/assets/not-found.png';
import { navigateBack, reLaunch } from '@/shared/navigation/navigation';
import { Button } from '@/shared/ui/nutui/button';
import './NotFoundPanel.scss';
import { Picture } from '@/shared/ui/Picture';

export const NOT_FOUND_TEXT = {
  title: '页面走丢了',
  description: '您访问的页面不存在或已下线，\n去首页看看最新的直播和课程吧',
  home: '返回首页',
  back: '返回上一页',
} as const;

/** The 404 page's content: what happened and the way home. */
export function NotFoundPanel() {
  return (
    <View className='not-found'>
      <Picture alt='' className='not-found__image' src={notFoundImage} mode='aspectFit' />
      <Text className='not-found__title'>{NOT_FOUND_TEXT.title}</Text>
      <Text className='not-found__description'>{NOT_FOUND_TEXT.description}</Text>
      <View className='not-found__actions'>
        <Button type='primary' className='not-found__home' onClick={() => void reLaunch(HOME_PAGE_URL)}>{NOT_FOUND_TEXT.home}</Button>
        <Text className='not-found__back' onClick={() => void navigateBack()}>{NOT_FOUND_TEXT.back}</Text>
      </View>
    </View>
  );
}
