import { Text, View } from '@tarojs/components';
import classNames from 'classnames';
import { setFontScale, useFontScale } from '@/shared/platform/fontSize';
import { FONT_SIZE_OPTIONS, fontSizeLabel } from '../model';
import './FontSizeSetting.scss';

export const FONT_SIZE_TEXT = {
  preview: '预览',
  previewTitle: '把握市场节奏，做理性的投资者',
  previewBody: '投资是一场长跑。了解企业的基本面、控制仓位、分散风险，比追逐短期涨跌更重要。拖动下方的选项，选择您阅读最舒适的字号。',
  choose: '选择字号',
  hint: '设置后，全部页面的文字都将按此大小显示',
  small: 'A',
  large: 'A',
} as const;

/** The font-size choices with a live preview; a choice applies across the app at once. */
export function FontSizeSetting() {
  const scale = useFontScale();
  return (
    <View className='font-size'>
      <View className='font-size__preview'>
        <Text className='font-size__tag'>{FONT_SIZE_TEXT.preview}</Text>
        <Text className='font-size__preview-title'>{FONT_SIZE_TEXT.previewTitle}</Text>
        <Text className='font-size__preview-body'>{FONT_SIZE_TEXT.previewBody}</Text>
      </View>
      <View className='font-size__panel'>
        <View className='font-size__panel-head'>
          <Text className='font-size__panel-title'>{FONT_SIZE_TEXT.choose}</Text>
          <Text className='font-size__current'>{fontSizeLabel(scale)}</Text>
        </View>
        <View className='font-size__scale'>
          <Text className='font-size__a font-size__a--small'>{FONT_SIZE_TEXT.small}</Text>
          <View className='font-size__track'>
            <View className='font-size__line' />
            {FONT_SIZE_OPTIONS.map((option) => (
              <View
                key={option.value}
                className={classNames('font-size__stop', option.value === scale && 'font-size__stop--active')}
                onClick={() => setFontScale(option.value)}
              >
                <View className='font-size__dot' />
                <Text className='font-size__label'>{option.label}</Text>
              </View>
            ))}
          </View>
          <Text className='font-size__a font-size__a--large'>{FONT_SIZE_TEXT.large}</Text>
        </View>
        <Text className='font-size__hint'>{FONT_SIZE_TEXT.hint}</Text>
      </View>
    </View>
  );
}
