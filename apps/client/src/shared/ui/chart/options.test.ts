import { describe, expect, it } from 'vitest';
import {
  axisLabels,
  barColor,
  barSummary,
  candleOptions,
  FALL_COLOR,
  FLAT_COLOR,
  formatVolume,
  KLINE_LEFT,
  klineView,
  lineOptions,
  lineSummary,
  movingAverage,
  niceRange,
  nearestIndex,
  RISE_COLOR,
  SERIES_COLORS,
  shortDay,
  signed,
  volumeAxisText,
  volumeOptions,
  type KBar,
} from './options';

const SIZE = { width: 351, height: 200, pixelRatio: 2 };

function bars(closes: number[]): KBar[] {
  return closes.map((close, i) => ({
    time: `2026-10-${String(i + 1).padStart(2, '0')}`,
    open: i === 0 ? close : closes[i - 1],
    high: Math.max(close, i === 0 ? close : closes[i - 1]) + 0.5,
    low: Math.min(close, i === 0 ? close : closes[i - 1]) - 0.5,
    close,
    volume: 10_000 * (i + 1),
  }));
}

describe('numbers', () => {
  it('averages the last n closes, null before there are n', () => {
    expect(movingAverage([1, 2, 3, 4, 5, 6], 3)).toEqual([null, null, 2, 3, 4, 5]);
    expect(movingAverage([10, 11], 5)).toEqual([null, null]);
    expect(movingAverage([1, 2, 2], 2, 1)).toEqual([null, 1.5, 2]);
  });

  it('words volumes and signs figures', () => {
    expect(formatVolume(9_999)).toBe('9999');
    expect(formatVolume(123_456)).toBe('12.35万');
    expect(formatVolume(234_560_000)).toBe('2.35亿');
    expect(formatVolume(Number.NaN)).toBe('0');
    expect(signed(12.5, 2, '%')).toBe('+12.50%');
    expect(signed(-3.2, 2, '%')).toBe('-3.20%');
    expect(signed(-0.001, 2, '%')).toBe('0.00%');
  });

  it('finds the bar nearest to a point', () => {
    expect(nearestIndex(0, [])).toBe(-1);
    expect(nearestIndex(14, [5, 15, 25])).toBe(1);
    expect(nearestIndex(-100, [5, 15, 25])).toBe(0);
    expect(nearestIndex(1000, [5, 15, 25])).toBe(2);
  });

  it('shortens days on the axis', () => {
    expect(shortDay('2026-11-24')).toBe('11-24');
    expect(shortDay('09:30')).toBe('09:30');
  });

  it('rounds a value axis to the tightest steps of 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceRange([-10.2, 11.3])).toEqual({ min: -15, max: 15, splits: 6 });
    expect(niceRange([-8.9, 9.9])).toEqual({ min: -10, max: 10, splits: 4 });
    expect(niceRange([1200, 1740])).toEqual({ min: 1100, max: 1800, splits: 7 });
    expect(niceRange([-4.1, 9.2])).toEqual({ min: -5, max: 10, splits: 3 });
    expect(niceRange([1501.2, 1588.8])).toEqual({ min: 1500, max: 1600, splits: 4 });
    expect(niceRange([0.12, 0.47, null])).toEqual({ min: 0.1, max: 0.5, splits: 4 });
    const flat = niceRange([3, 3]);
    expect(flat.min).toBeLessThan(3);
    expect(flat.max).toBeGreaterThan(3);
    expect(niceRange([])).toEqual({ min: 0, max: 1, splits: 4 });
  });

  it('labels a value axis from the top', () => {
    expect(axisLabels({ min: 10, max: 20 }, 2, 2)).toEqual([
      { ratio: 0, text: '20.00' },
      { ratio: 0.5, text: '15.00' },
      { ratio: 1, text: '10.00' },
    ]);
  });
});

describe('line chart', () => {
  const data = {
    categories: ['2026-11-20', '2026-11-23', '2026-11-24'],
    series: [
      { name: '组合收益', data: [0, 1.5, -2.25] },
      { name: '沪深300', data: [0, null, 0.5] },
    ],
    unit: '%' as const,
  };

  it('maps the series, colours and a percent axis in device pixels', () => {
    const options = lineOptions(data, SIZE);
    expect(options.type).toBe('line');
    expect(options.width).toBe(702);
    expect(options.height).toBe(400);
    expect(options.pixelRatio).toBe(2);
    expect(options.animation).toBe(false);
    expect(options.categories).toEqual(data.categories);
    expect(options.series).toEqual([
      { name: '组合收益', data: [0, 1.5, -2.25], color: SERIES_COLORS[0], pointShape: 'none' },
      { name: '沪深300', data: [0, null, 0.5], color: SERIES_COLORS[1], pointShape: 'none' },
    ]);
    const yAxis = options.yAxis as { data: { min: number; max: number; formatter: (v: number) => string }[] };
    expect(yAxis.data[0].min).toBeLessThan(-2.25);
    expect(yAxis.data[0].max).toBeGreaterThan(1.5);
    expect(yAxis.data[0].formatter(12.5)).toBe('12.5%');
    expect(yAxis.data[0].formatter(-0.5)).toBe('-0.5%');
    expect(yAxis.data[0].formatter(0.30000000000000004)).toBe('0.3%');
    expect(yAxis.data[0].formatter(-0)).toBe('0%');
    const xAxis = options.xAxis as { formatter: (v: string, i: number) => string };
    expect(xAxis.formatter('2026-11-24', 2)).toBe('11-24');
  });

  it('keeps a flat series drawable', () => {
    const yAxis = lineOptions({ categories: ['a', 'b'], series: [{ name: 's', data: [3, 3] }] }, SIZE).yAxis as { data: { min: number; max: number }[] };
    expect(yAxis.data[0].min).toBeLessThan(3);
    expect(yAxis.data[0].max).toBeGreaterThan(3);
  });

  it('sums up the pressed day, or the last one, red up and green down', () => {
    expect(lineSummary(data, -1)).toEqual({
      label: '2026-11-24',
      items: [
        { name: '组合收益', text: '-2.25%', color: SERIES_COLORS[0], valueColor: FALL_COLOR },
        { name: '沪深300', text: '+0.50%', color: SERIES_COLORS[1], valueColor: RISE_COLOR },
      ],
    });
    const gap = lineSummary(data, 1);
    expect(gap.label).toBe('2026-11-23');
    expect(gap.items.map((i) => i.text)).toEqual(['+1.50%', '--']);
    expect(lineSummary(data, 0).items[0].valueColor).toBe(FLAT_COLOR);
  });

  it('shows the last bar with a figure when nothing is pressed (an intraday line spans the whole day)', () => {
    const day = { categories: ['09:30', '10:00', '10:30', '15:00'], series: [{ name: '价格', data: [10, 10.2, null, null] }], digits: 2 };
    expect(lineSummary(day, -1)).toMatchObject({ label: '10:00', items: [{ text: '10.20' }] });
    expect(lineSummary(day, 3)).toMatchObject({ label: '15:00', items: [{ text: '--' }] });
    expect(lineSummary({ ...day, series: [{ name: '价格', data: [null, null, null, null] }] }, -1).label).toBe('09:30');
  });
});

describe('K-line', () => {
  const closes = Array.from({ length: 30 }, (_, i) => 10 + i * 0.1);
  const all = bars(closes);

  it('shows the last bars with averages computed over all of them', () => {
    const view = klineView({ bars: all, visible: 10 });
    expect(view.bars.map((b) => b.time)).toEqual(all.slice(20).map((b) => b.time));
    expect(view.averages.map((a) => a.name)).toEqual(['MA5', 'MA10', 'MA20']);
    // MA20 of the first shown bar (index 20) uses closes 1..20: no gap although it is the first shown.
    expect(view.averages[2].data[0]).toBeCloseTo((closes.slice(1, 21).reduce((s, c) => s + c, 0)) / 20, 2);
    expect(view.previousClose).toBe(closes[19]);
    expect(klineView({ bars: all.slice(0, 3) }).averages[0].data).toEqual([null, null, null]);
  });

  it('maps candles as [open, close, low, high] with red up, green down and the MA lines', () => {
    const view = klineView({ bars: all, visible: 10, ma: [5] });
    const options = candleOptions(view, SIZE);
    expect(options.type).toBe('candle');
    expect((options.series[0] as { data: number[][] }).data[0]).toEqual([all[20].open, all[20].close, all[20].low, all[20].high]);
    expect(options.seriesMA).toEqual([{ name: 'MA5', data: view.averages[0].data, color: view.averages[0].color, pointShape: 'none' }]);
    const candle = (options.extra as { candle: { color: Record<string, string> } }).candle;
    expect(candle.color).toEqual({ upLine: RISE_COLOR, upFill: RISE_COLOR, downLine: FALL_COLOR, downFill: FALL_COLOR });
    expect((options.padding as number[])[3]).toBe(KLINE_LEFT);
    expect((options.axisLabels as { text: string }[])[0].text).toBe(Number((options.yAxis as { data: { max: number }[] }).data[0].max).toFixed(2));
  });

  it('lines the volume pane up with the candles and colours each bar', () => {
    const view = klineView({ bars: all, visible: 10 });
    const candles = candleOptions(view, SIZE);
    const volume = volumeOptions(view, { ...SIZE, height: 64 });
    expect(volume.type).toBe('column');
    expect(volume.categories).toEqual(candles.categories);
    expect((volume.padding as number[])[1]).toBe((candles.padding as number[])[1]);
    expect((volume.padding as number[])[3]).toBe((candles.padding as number[])[3]);
    const data = (volume.series[0] as { data: { value: number; color: string }[] }).data;
    expect(data[0]).toEqual({ value: all[20].volume, color: RISE_COLOR });
    expect((volume.axisLabels as { text: string }[])[0].text).toBe(volumeAxisText(all[29].volume));
    expect(volumeAxisText(81_354_400)).toBe('8135万');
    expect(volumeAxisText(123_456_789)).toBe('1.2亿');
  });

  it('colours a level bar by the previous close', () => {
    const bar = { time: 't', open: 10, high: 10, low: 10, close: 10, volume: 1 };
    expect(barColor(bar, 9.9)).toBe(RISE_COLOR);
    expect(barColor(bar, 10.1)).toBe(FALL_COLOR);
    expect(barColor({ ...bar, close: 9 }, 1)).toBe(FALL_COLOR);
  });

  it('sums up the pressed bar: OHLC, change against the previous close, volume, MAs', () => {
    const view = klineView({ bars: all, visible: 10 });
    const summary = barSummary(view, 1);
    expect(summary).toMatchObject({
      time: all[21].time,
      open: all[21].open.toFixed(2),
      close: all[21].close.toFixed(2),
      change: signed(((all[21].close - all[20].close) / all[20].close) * 100, 2, '%'),
      changeColor: RISE_COLOR,
      volume: formatVolume(all[21].volume),
    });
    expect(summary?.averages.map((a) => a.name)).toEqual(['MA5', 'MA10', 'MA20']);
    expect(barSummary(view, -1)?.time).toBe(all[29].time);
    expect(barSummary(klineView({ bars: [] }), -1)).toBeNull();
  });
});
