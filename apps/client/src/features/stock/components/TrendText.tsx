import { Text } from '@tarojs/components';
import classNames from 'classnames';
import { percentText, trendOf } from '../raceModel';

/** A figure coloured by its sign: red up, green down, grey level (as Chinese market users expect). */
export function TrendText({ value, text, className }: { value: number | null | undefined; text?: string; className?: string }) {
  return <Text className={classNames('stock-trend', `stock-trend--${trendOf(value)}`, className)}>{text ?? percentText(value)}</Text>;
}
