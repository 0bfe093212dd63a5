/**
 * The one chart component (issue 15): a line chart (several series, e.g. a race's return curve
 * against 沪深300 on a percent axis) or a K-line (candles, volume bars, MA5/10/20, a crosshair on press).
 * Drawn by @qiun/ucharts on a 2D canvas (H5 and mini-program). The drawing part (uCharts, about
 * 30 KB gzipped) is a lazily loaded chunk: pages that do not show a chart never load it; in the
 * mini-program it is bundled into the pages/stock subpackage (config/vendorChunks.ts), so use the
 * chart from pages of that subpackage.
 *
 * Usage:
 *   <Chart kind='line' categories={days} series={[{ name: '组合收益', data }, { name: '沪深300', data }]} unit='%' />
 *   <Chart kind='kline' bars={[{ time: '2026-11-24', open, high, low, close, volume }, …]} ma={[5, 10, 20]} visible={60} />
 *
 * Props (both kinds): `height` (CSS px of the main pane, default 200 line / 180 K-line), `label` (read
 * by screen readers, default the series names), `className`.
 * - line: `categories` (x labels, e.g. 'YYYY-MM-DD'), `series` ({name, data: (number|null)[], color?}),
 *   `unit` ('%' for percents: axis '12.5%', figures '+12.50%' red/green), `digits` (default 2).
 * - kline: `bars` ({time, open, high, low, close, volume}, oldest first), `ma` (days, default 5/10/20,
 *   computed over all bars), `visible` (the last N bars drawn, default 60), `digits` (price decimals,
 *   default 2), `volumeHeight` (CSS px of the volume pane, default 64).
 * Above the canvas a strip shows the figures at the pressed bar (the last bar when not pressed):
 * line: the label and each series' value; K-line: time, 开 高 低 收, change against the previous
 * close, volume and the MAs. `onActiveIndex(index | null)` reports presses. The root carries
 * `data-drawn="true"` once every pane has drawn (tests and screenshots wait for it).
 */
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import classNames from 'classnames';
import { lazyWithStates } from './lazy';
import {
  barSummary,
  candleOptions,
  klineView,
  lineOptions,
  lineSummary,
  volumeOptions,
  type ChartCanvasProps,
  type ChartPane,
  type KLineData,
  type LineChartData,
} from './chart/options';
import './Chart.scss';

export const CHART_TEXT = {
  loading: '图表加载中…',
  open: '开',
  high: '高',
  low: '低',
  close: '收',
  volume: '量',
} as const;

interface ChartCommon {
  height?: number;
  label?: string;
  className?: string;
  onActiveIndex?: (index: number | null) => void;
}

export type LineChartProps = { kind: 'line' } & LineChartData & ChartCommon;
export type KLineChartProps = { kind: 'kline'; volumeHeight?: number } & KLineData & ChartCommon;
export type ChartProps = LineChartProps | KLineChartProps;

function CanvasLoading() {
  return <View className='chart__loading'><Text>{CHART_TEXT.loading}</Text></View>;
}

const ChartCanvas = lazyWithStates<ChartCanvasProps>(() => import('./chart/ChartCanvas'), { Loading: CanvasLoading });

export function Chart(props: ChartProps) {
  const [active, setActive] = useState<number | null>(null);
  const [drawn, setDrawn] = useState(false);
  const { onActiveIndex } = props;
  const onPress = useCallback((index: number | null) => {
    setActive(index);
    onActiveIndex?.(index);
  }, [onActiveIndex]);
  const onDrawn = useCallback(() => setDrawn(true), []);

  const body = props.kind === 'line' ? <LineBody {...props} active={active} onPress={onPress} onDrawn={onDrawn} /> : <KLineBody {...props} active={active} onPress={onPress} onDrawn={onDrawn} />;
  return (
    <View className={classNames('chart', `chart--${props.kind}`, props.className)} data-drawn={drawn ? 'true' : 'false'}>
      {body}
    </View>
  );
}

interface BodyState {
  active: number | null;
  onPress: (index: number | null) => void;
  onDrawn: () => void;
}

function Frame({ height, children }: { height: number; children: ReactNode }) {
  return <View className='chart__frame' style={{ height: `${height}px` }}>{children}</View>;
}

function LineBody({ categories, series, unit, digits, height = 200, label, active, onPress, onDrawn }: LineChartProps & BodyState) {
  const data = useMemo(() => ({ categories, series, unit, digits }), [categories, series, unit, digits]);
  const panes = useMemo<ChartPane[]>(() => [{ key: 'line', height, options: (size) => lineOptions(data, size) }], [data, height]);
  const summary = lineSummary(data, active ?? -1);
  return (
    <>
      <View className='chart__strip'>
        <Text className='chart__strip-label'>{summary.label}</Text>
        {summary.items.map((item) => (
          <View key={item.name} className='chart__legend'>
            <View className='chart__swatch' style={{ background: item.color }} />
            <Text className='chart__legend-name'>{item.name}</Text>
            <Text className='chart__legend-value' style={{ color: item.valueColor }}>{item.text}</Text>
          </View>
        ))}
      </View>
      <Frame height={height}>
        <ChartCanvas panes={panes} onPress={onPress} onDrawn={onDrawn} label={label ?? series.map((s) => s.name).join(' / ')} />
      </Frame>
    </>
  );
}

function KLineBody({ bars, ma, visible, digits = 2, height = 180, volumeHeight = 64, label, active, onPress, onDrawn }: KLineChartProps & BodyState) {
  const view = useMemo(() => klineView({ bars, ma, visible, digits }), [bars, ma, visible, digits]);
  const panes = useMemo<ChartPane[]>(
    () => [
      { key: 'candle', height, options: (size) => candleOptions(view, size, digits) },
      { key: 'volume', height: volumeHeight, options: (size) => volumeOptions(view, size) },
    ],
    [view, height, volumeHeight, digits],
  );
  const summary = barSummary(view, active ?? -1, digits);
  return (
    <>
      {summary ? (
        <View className='chart__strip chart__strip--kline'>
          <View className='chart__ohlc'>
            <Text className='chart__strip-label'>{summary.time}</Text>
            <Text>{CHART_TEXT.open} {summary.open}</Text>
            <Text>{CHART_TEXT.high} {summary.high}</Text>
            <Text>{CHART_TEXT.low} {summary.low}</Text>
            <Text>{CHART_TEXT.close} {summary.close}</Text>
            <Text style={{ color: summary.changeColor }}>{summary.change}</Text>
            <Text>{CHART_TEXT.volume} {summary.volume}</Text>
          </View>
          <View className='chart__averages'>
            {summary.averages.map((a) => <Text key={a.name} style={{ color: a.color }}>{a.name} {a.text}</Text>)}
          </View>
        </View>
      ) : null}
      <Frame height={height + volumeHeight}>
        <ChartCanvas panes={panes} onPress={onPress} onDrawn={onDrawn} label={label ?? 'K线'} />
      </Frame>
    </>
  );
}
