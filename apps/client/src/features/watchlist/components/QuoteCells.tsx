import { Text, View } from '@tarojs/components';
import classNames from 'classnames';
import { formatPercent, formatQuotePrice, isLive, toneOf } from '@/shared/format/quote';
import './QuoteCells.scss';

export interface QuoteCellsProps {
  price: number;
  change: number;
  changePercent: number;
  status: string;
  statusText: string;
}

/** 最新价 and the 涨跌幅 block of a quote row: red up, green down, grey flat; the state outside sessions. */
export function QuoteCells({ price, change, changePercent, status, statusText }: QuoteCellsProps) {
  const tone = toneOf(change);
  return (
    <>
      <View className={classNames('quote-cells__price', `tone--${tone}`)}>
        <Text data-testid='quote-price'>{formatQuotePrice(price)}</Text>
        {!isLive(status) ? <Text className='quote-cells__status' data-testid='quote-status'>{statusText}</Text> : null}
      </View>
      <View className='quote-cells__percent'>
        <Text className={classNames('quote-pill', `quote-pill--${tone}`)} data-testid='quote-percent'>
          {status === 'suspended' ? statusText : formatPercent(changePercent)}
        </Text>
      </View>
    </>
  );
}
