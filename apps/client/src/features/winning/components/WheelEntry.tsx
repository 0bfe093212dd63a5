import { Text, View } from '@tarojs/components';
import { WINNING_TEXT } from '@caixue/contract';
import { navigateTo } from '@/shared/navigation/navigation';
import { WINNING_PAGES } from '../model';
import './WheelEntry.scss';

/** The way in to the wheel (the live video list and 我的积分): a banner that opens the running activity. */
export function WheelEntry() {
  return (
    <View className='wheel-entry' data-testid='wheel-entry' onClick={() => void navigateTo(WINNING_PAGES.detail)}>
      <View className='wheel-entry__icon'>
        <View className='wheel-entry__slice wheel-entry__slice--a' />
        <View className='wheel-entry__slice wheel-entry__slice--b' />
      </View>
      <View className='wheel-entry__main'>
        <Text className='wheel-entry__title'>{WINNING_TEXT.entry}</Text>
        <Text className='wheel-entry__desc'>积分、优惠券、定制好礼天天抽</Text>
      </View>
      <Text className='wheel-entry__go'>去抽奖</Text>
    </View>
  );
}
