/**
 * The chart component's pure part: data -> uCharts options, moving averages, the bar under a finger
 * and the figures shown above the chart. Nothing here imports uCharts, so the main package and the
 * tests stay free of it (ChartCanvas loads it lazily).
 */

/** Red up, green down (as Chinese market users expect); the same values as $rise / $fall in styles. */
export const RISE_COLOR = '#e5261d';
export const FALL_COLOR = '#1aa260';
export const FLAT_COLOR = '#8a919c';
/** Series colours in order (the first is the portfolio / main line). */
export const SERIES_COLORS = ['#e8541e', '#3d7ee0', '#c8923b', '#7a5cc7', '#2a9d8f'] as const;
/** MA5, MA10, MA20, then more if asked. */
export const MA_COLORS = ['#f0a020', '#3d7ee0', '#c038c8', '#2a9d8f', '#8a919c'] as const;
export const DEFAULT_MA_DAYS = [5, 10, 20] as const;

const AXIS_FONT = '#8a919c';
const GRID = '#eceef1';

export interface LineSeries {
  name: string;
  /** One value per category; null leaves a gap. */
  data: readonly (number | null)[];
  /** Default: SERIES_COLORS by position. */
  color?: string;
}

export interface LineChartData {
  /** x labels, e.g. trading days 'YYYY-MM-DD'. */
  categories: readonly string[];
  series: readonly LineSeries[];
  /** '%': values are percents (axis 12.5%, figures +12.50%); default: plain numbers. */
  unit?: '%' | '';
  /** Decimals of the figures (default 2). */
  digits?: number;
}

/** One K-line bar (a day, week, month or minute): prices in yuan, volume in shares. */
export interface KBar {
  /** Its label, e.g. 'YYYY-MM-DD' or 'HH:MM'. */
  time: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export interface KLineData {
  bars: readonly KBar[];
  /** Moving-average days (default 5, 10, 20); computed over all bars, so earlier bars feed the first shown. */
  ma?: readonly number[];
  /** How many of the last bars are drawn (default 60; all when fewer). */
  visible?: number;
  /** Decimals of prices (default 2). */
  digits?: number;
}

export interface CanvasSize {
  /** CSS px. */
  width: number;
  height: number;
  pixelRatio: number;
}

/** Options passed to `new uCharts(...)`, minus the context (ChartCanvas adds it). */
export type UChartsOptions = Record<string, unknown> & { type: string; categories: string[]; series: unknown[] };

// ------------------------------------------------------------------------------------------------
// Numbers

export function movingAverage(values: readonly number[], days: number, digits = 2): (number | null)[] {
  const out: (number | null)[] = [];
  let sum = 0;
  const factor = 10 ** digits;
  for (let i = 0; i < values.length; i += 1) {
    sum += values[i];
    if (i >= days) sum -= values[i - days];
    out.push(i >= days - 1 ? Math.round((sum / days) * factor) / factor : null);
  }
  return out;
}

/** 1234 -> '1234', 12345 -> '1.23万', 123456789 -> '1.23亿'. */
export function formatVolume(shares: number): string {
  const value = Math.max(0, shares || 0);
  if (value >= 1e8) return `${(value / 1e8).toFixed(2)}亿`;
  if (value >= 1e4) return `${(value / 1e4).toFixed(2)}万`;
  return String(Math.round(value));
}

/** The volume axis label, short enough for the axis column: '8135万', '1.2亿'. */
export function volumeAxisText(shares: number): string {
  const value = Math.max(0, shares || 0);
  if (value >= 1e8) return `${(value / 1e8).toFixed(1)}亿`;
  if (value >= 1e4) return `${Math.round(value / 1e4)}万`;
  return String(Math.round(value));
}

/** A signed figure: '+12.50%', '-3.20%', '0.00%'. */
export function signed(value: number, digits = 2, unit = ''): string {
  const text = Math.abs(value).toFixed(digits);
  if (Number(text) === 0) return `${(0).toFixed(digits)}${unit}`;
  return `${value > 0 ? '+' : '-'}${text}${unit}`;
}

/** Red above zero, green below, grey at zero. */
export function trendColor(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value) || value === 0) return FLAT_COLOR;
  return value > 0 ? RISE_COLOR : FALL_COLOR;
}

/** The index whose centre is nearest to x (same units as the centres); -1 when there are none. */
export function nearestIndex(x: number, centres: readonly number[]): number {
  let best = -1;
  let distance = Number.POSITIVE_INFINITY;
  centres.forEach((centre, index) => {
    const d = Math.abs(centre - x);
    if (d < distance) {
      best = index;
      distance = d;
    }
  });
  return best;
}

/** At most `count` evenly spread label positions including the last (uCharts' labelCount drops the last). */
function labelEvery(length: number, count: number): number {
  return Math.max(1, Math.ceil(length / count));
}

/**
 * A value axis with round labels: about `splits` steps of 1, 2, 2.5 or 5 times a power of ten,
 * covering the values with a little room.
 */
export function niceRange(values: readonly (number | null)[], splits = 4): { min: number; max: number; splits: number } {
  const present = values.filter((v): v is number => v !== null && Number.isFinite(v));
  if (present.length === 0) return { min: 0, max: 1, splits };
  let low = Math.min(...present);
  let high = Math.max(...present);
  if (low === high) {
    const pad = Math.abs(low) * 0.01 || 1;
    low -= pad;
    high += pad;
  }
  // A little room so a line at its peak does not run along the frame.
  const room = (high - low) * 0.005;
  low -= room;
  high += room;
  // The tightest round axis with splits-1 to splits+3 steps.
  let best: { min: number; max: number; splits: number } | null = null;
  for (let n = Math.max(2, splits - 1); n <= splits + 3; n += 1) {
    const rough = (high - low) / n;
    const power = 10 ** Math.floor(Math.log10(rough));
    const step = ([1, 2, 2.5, 5, 10].find((m) => m * power >= rough) ?? 10) * power;
    const min = Math.floor(low / step) * step;
    const max = Math.ceil(high / step) * step;
    const count = Math.round((max - min) / step);
    if (count > splits + 3) continue;
    const better = !best || max - min < best.max - best.min - 1e-9 || (Math.abs(max - min - (best.max - best.min)) < 1e-9 && Math.abs(count - splits) < Math.abs(best.splits - splits));
    if (better) best = { min, max, splits: count };
  }
  const fix = (v: number) => Number(v.toPrecision(12));
  const chosen = best ?? { min: low, max: high, splits };
  return { min: fix(chosen.min), max: fix(chosen.max), splits: Math.max(1, chosen.splits) };
}

function base(size: CanvasSize, type: string) {
  const { width, height, pixelRatio } = size;
  return {
    type,
    width: width * pixelRatio,
    height: height * pixelRatio,
    pixelRatio,
    animation: false,
    background: '#FFFFFF',
    fontSize: 10,
    fontColor: AXIS_FONT,
    dataLabel: false,
    dataPointShape: false,
    legend: { show: false },
  };
}

// ------------------------------------------------------------------------------------------------
// Line chart

/** uCharts options of a line chart: several series, percent axis when unit is '%'. */
export function lineOptions(data: LineChartData, size: CanvasSize): UChartsOptions {
  const unit = data.unit ?? '';
  const range = niceRange(data.series.flatMap((s) => s.data));
  const step = labelEvery(data.categories.length, 3);
  return {
    ...base(size, 'line'),
    padding: [12, 18, 4, 4],
    categories: [...data.categories],
    series: data.series.map((s, i) => ({
      name: s.name,
      data: [...s.data],
      color: s.color ?? SERIES_COLORS[i % SERIES_COLORS.length],
      pointShape: 'none',
    })),
    xAxis: {
      disableGrid: true,
      boundaryGap: 'justify',
      fontColor: AXIS_FONT,
      fontSize: 10,
      axisLineColor: GRID,
      // Three or four dates across a phone's width: first, middle(s), last.
      formatter: (value: string, index: number) => (index % step === 0 || index === data.categories.length - 1 ? shortDay(value) : ''),
    },
    yAxis: {
      gridType: 'dash',
      dashLength: 3,
      gridColor: GRID,
      splitNumber: range.splits,
      data: [{ min: range.min, max: range.max, fontColor: AXIS_FONT, fontSize: 10, axisLine: false, formatter: (v: number) => `${formatAxis(v)}${unit}` }],
    },
    extra: {
      line: { type: 'straight', width: 1.5, activeType: 'none' },
      tooltip: { showBox: false, splitLine: true, gridType: 'dash', dashLength: 3, gridColor: '#b6bbc3' },
    },
  };
}

/**
 * What the strip above a line chart shows at a bar: its label and each series' figure. Without a
 * pressed bar it is the last bar with a figure (an intraday line spans the whole day: after 10:00 the
 * strip shows 10:00, not an empty 15:00).
 */
export function lineSummary(data: LineChartData, index: number): { label: string; items: { name: string; text: string; color: string; valueColor: string }[] } {
  const pressed = Number.isFinite(index) && index >= 0 && index < data.categories.length;
  const at = pressed ? Math.floor(index) : lastFilledIndex(data);
  const unit = data.unit ?? '';
  const digits = data.digits ?? 2;
  return {
    label: data.categories[at] ?? '',
    items: data.series.map((s, i) => {
      const value = s.data[at];
      const present = value !== null && value !== undefined && Number.isFinite(value);
      return {
        name: s.name,
        text: present ? (unit === '%' ? signed(value, digits, '%') : value.toFixed(digits)) : '--',
        color: s.color ?? SERIES_COLORS[i % SERIES_COLORS.length],
        valueColor: unit === '%' && present ? trendColor(value) : '#1f2329',
      };
    }),
  };
}

// ------------------------------------------------------------------------------------------------
// K-line

export interface KLineView {
  bars: KBar[];
  /** MA series over the shown bars (computed over all bars). */
  averages: { days: number; name: string; color: string; data: (number | null)[] }[];
  /** The close before the first shown bar (for the first bar's change), or its open. */
  previousClose: number;
}

/** The last `visible` bars and their moving averages. */
export function klineView(data: KLineData): KLineView {
  const all = [...data.bars];
  const visible = Math.max(1, data.visible ?? 60);
  const start = Math.max(0, all.length - visible);
  const closes = all.map((b) => b.close);
  const digits = data.digits ?? 2;
  const averages = (data.ma ?? DEFAULT_MA_DAYS).map((days, i) => ({
    days,
    name: `MA${days}`,
    color: MA_COLORS[i % MA_COLORS.length],
    data: movingAverage(closes, days, digits + 1).slice(start),
  }));
  const bars = all.slice(start);
  return { bars, averages, previousClose: start > 0 ? all[start - 1].close : (bars[0]?.open ?? 0) };
}

/** Shared by the price and volume panes so their bars line up: same count, same left and right edges. */
export const KLINE_LEFT = 46;
const KLINE_RIGHT = 8;

/** uCharts options of the candles with their MA lines (x labels are drawn by the volume pane). */
export function candleOptions(view: KLineView, size: CanvasSize, digits = 2): UChartsOptions {
  const range = niceRange(view.bars.flatMap((b) => [b.high, b.low]));
  return {
    ...base(size, 'candle'),
    // The y labels sit inside the left padding (yAxis disabled keeps both panes' plot edges equal).
    padding: [10, KLINE_RIGHT, 0, KLINE_LEFT],
    categories: view.bars.map((b) => b.time),
    // uCharts candle data: [open, close, low, high].
    series: [{ name: 'K', data: view.bars.map((b) => [b.open, b.close, b.low, b.high]) }],
    seriesMA: view.averages.map((a) => ({ name: a.name, data: a.data, color: a.color, pointShape: 'none' })),
    xAxis: { disabled: true, disableGrid: true, boundaryGap: 'center' },
    yAxis: { disabled: true, gridType: 'dash', dashLength: 3, gridColor: GRID, splitNumber: range.splits, data: [{ min: range.min, max: range.max }] },
    extra: {
      candle: { color: { upLine: RISE_COLOR, upFill: RISE_COLOR, downLine: FALL_COLOR, downFill: FALL_COLOR }, average: { show: false } },
      tooltip: { showBox: false, splitLine: true, horizentalLine: true, gridType: 'dash', dashLength: 3, gridColor: '#8a919c' },
    },
    // Drawn by ChartCanvas beside the plot: the price axis labels (uCharts' own axis would change the plot's left edge).
    axisLabels: axisLabels(range, range.splits, digits),
  };
}

/** uCharts options of the volume bars under the candles: red on up bars, green on down bars. */
export function volumeOptions(view: KLineView, size: CanvasSize): UChartsOptions {
  const max = Math.max(1, ...view.bars.map((b) => b.volume));
  const step = labelEvery(view.bars.length, 3);
  return {
    ...base(size, 'column'),
    padding: [4, KLINE_RIGHT, 2, KLINE_LEFT],
    categories: view.bars.map((b) => b.time),
    series: [
      {
        name: 'VOL',
        data: view.bars.map((b, i) => ({ value: b.volume, color: barColor(b, i === 0 ? view.previousClose : view.bars[i - 1].close) })),
      },
    ],
    xAxis: {
      disableGrid: true,
      boundaryGap: 'center',
      fontColor: AXIS_FONT,
      fontSize: 10,
      axisLineColor: GRID,
      formatter: (value: string, index: number) => (index % step === 0 ? shortDay(value) : ''),
    },
    yAxis: { disabled: true, disableGrid: true, data: [{ min: 0, max: max * 1.05 }] },
    extra: {
      column: { type: 'group', width: 0, seriesGap: 0, categoryGap: 1, activeBgColor: '#1f2329', activeBgOpacity: 0.08 },
      tooltip: { showBox: false },
    },
    axisLabels: [{ ratio: 0, text: volumeAxisText(max) }],
  };
}

/** A bar is up (red) when it closed above its open, or level with it and above the previous close. */
export function barColor(bar: KBar, previousClose: number): string {
  if (bar.close > bar.open) return RISE_COLOR;
  if (bar.close < bar.open) return FALL_COLOR;
  return bar.close >= previousClose ? RISE_COLOR : FALL_COLOR;
}

export interface BarSummary {
  time: string;
  open: string;
  high: string;
  low: string;
  close: string;
  change: string;
  changeColor: string;
  volume: string;
  averages: { name: string; text: string; color: string }[];
}

/** The strip above a K-line at a bar: time, OHLC, change against the previous close, volume, MAs. */
export function barSummary(view: KLineView, index: number, digits = 2): BarSummary | null {
  const at = clampIndex(index, view.bars.length);
  const bar = view.bars[at];
  if (!bar) return null;
  const previous = at === 0 ? view.previousClose : view.bars[at - 1].close;
  const change = previous ? ((bar.close - previous) / previous) * 100 : 0;
  return {
    time: bar.time,
    open: bar.open.toFixed(digits),
    high: bar.high.toFixed(digits),
    low: bar.low.toFixed(digits),
    close: bar.close.toFixed(digits),
    change: signed(change, 2, '%'),
    changeColor: trendColor(change),
    volume: formatVolume(bar.volume),
    averages: view.averages.map((a) => {
      const value = a.data[at];
      return { name: a.name, text: value === null || value === undefined ? '--' : value.toFixed(digits), color: a.color };
    }),
  };
}

/** Labels of a value axis from top (ratio 0) to bottom (ratio 1). */
export function axisLabels(range: { min: number; max: number }, splits: number, digits: number): { ratio: number; text: string }[] {
  return Array.from({ length: splits + 1 }, (_, i) => ({
    ratio: i / splits,
    text: (range.max - ((range.max - range.min) * i) / splits).toFixed(digits),
  }));
}

function lastFilledIndex(data: LineChartData): number {
  for (let i = data.categories.length - 1; i > 0; i -= 1) {
    if (data.series.some((s) => Number.isFinite(s.data[i]))) return i;
  }
  return 0;
}

function clampIndex(index: number, length: number): number {
  if (length === 0) return 0;
  if (!Number.isFinite(index) || index < 0 || index >= length) return length - 1;
  return Math.floor(index);
}

/** '2026-11-24' -> '11-24'; other labels unchanged. */
export function shortDay(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value.slice(5) : value;
}

/** Axis labels: as many decimals as the round steps need (at most 2). */
function formatAxis(value: number): string {
  const rounded = Number(value.toFixed(2));
  return String(rounded === 0 ? 0 : rounded);
}

// ------------------------------------------------------------------------------------------------
// Panes (one canvas each; the K-line has two: candles and volume)

export interface ChartPane {
  key: string;
  /** CSS px. */
  height: number;
  options: (size: CanvasSize) => UChartsOptions;
}

export interface ChartCanvasProps {
  panes: readonly ChartPane[];
  /** The bar under the finger (or mouse) while pressed; null when released. */
  onPress: (index: number | null) => void;
  /** Every pane drew its data (e2e and screenshots wait for it). */
  onDrawn?: () => void;
  /** Read by screen readers in place of the canvas. */
  label: string;
}
