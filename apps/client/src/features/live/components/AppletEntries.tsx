import { Text, View } from '@tarojs/components';
import { navigateTo } from '@/shared/navigation/navigation';
import './AppletEntries.scss';

/** The applet's other pages (issue 17), above the room list: nothing else leads to them. */
export const APPLET_ENTRIES = [
  { key: 'template', title: '模板消息', hint: '提示 · 研报', url: '/pages/applets/template/index', glyph: '提' },
  { key: 'ownData', title: '我的数据', hint: '发言 · 积分', url: '/pages/applets/ownData/index', glyph: '数' },
  { key: 'course', title: '课程', hint: '系统学习', url: '/pages/applets/course/list/index', glyph: '课' },
] as const;

export function AppletEntries() {
  return (
    <View className='applet-entries'>
      {APPLET_ENTRIES.map((entry) => (
        <View key={entry.key} className={`applet-entry applet-entry--${entry.key}`} onClick={() => void navigateTo(entry.url)}>
          <Text className='applet-entry__glyph'>{entry.glyph}</Text>
          <View className='applet-entry__text'>
            <Text className='applet-entry__title'>{entry.title}</Text>
            <Text className='applet-entry__hint'>{entry.hint}</Text>
          </View>
        </View>
      ))}
    </View>
  );
}
