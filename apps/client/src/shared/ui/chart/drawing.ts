import UCharts from '@qiun/ucharts';
import { nearestIndex, type CanvasSize, type UChartsOptions } from './options';

/** A 2D context as uCharts and the axis labels use it (the browser's and the mini-program's canvas 2d). */
export interface Context2D {
  save(): void;
  restore(): void;
  font: string;
  fillStyle: unknown;
  textAlign: string;
  textBaseline: string;
  fillText(text: string, x: number, y: number): void;
}

interface AxisLabel {
  ratio: number;
  text: string;
}

/**
 * One pane's uCharts instance. The K-line panes keep uCharts' y axis off (so the candle and volume
 * plots share their left edge) and draw their labels here, after each uCharts draw.
 */
export class PaneChart {
  readonly chart: UCharts;
  private readonly labels: AxisLabel[];
  private readonly type: string;
  /** A column pane's pressed bar: drawn here (uCharts' column tooltip moves the x labels). */
  private marker: number | null = null;

  constructor(
    private readonly context: Context2D,
    options: UChartsOptions,
    onDrawn: () => void,
  ) {
    const { axisLabels, ...rest } = options as UChartsOptions & { axisLabels?: AxisLabel[] };
    this.labels = axisLabels ?? [];
    this.type = options.type;
    // uCharts fires renderComplete after every draw (first draw, tooltip, clearing the tooltip).
    this.chart = new UCharts({ ...rest, context });
    this.chart.addEventListener('renderComplete', () => {
      this.drawLabels();
      this.drawMarker();
      onDrawn();
    });
  }

  private drawLabels() {
    if (this.labels.length === 0) return;
    const { area, height, pix } = this.chart.opts;
    const top = area[0];
    const bottom = height - area[2];
    const ctx = this.context;
    // Saved and restored: uCharts draws its x labels assuming the default alignment and baseline.
    ctx.save();
    ctx.font = `${10 * pix}px sans-serif`;
    ctx.fillStyle = '#8a919c';
    ctx.textAlign = 'right';
    for (const label of this.labels) {
      const y = top + (bottom - top) * label.ratio;
      ctx.textBaseline = label.ratio === 0 ? 'top' : label.ratio === 1 ? 'bottom' : 'middle';
      ctx.fillText(label.text, area[3] - 4 * pix, y);
    }
    ctx.restore();
  }

  private drawMarker() {
    if (this.marker === null) return;
    const { area, height, pix, chartData } = this.chart.opts;
    const { xAxisPoints, eachSpacing } = chartData.xAxisData;
    const x = xAxisPoints[this.marker] + eachSpacing / 2;
    const ctx = this.context as Context2D & {
      beginPath(): void; moveTo(x: number, y: number): void; lineTo(x: number, y: number): void; stroke(): void;
      setLineDash(segments: number[]): void; strokeStyle: unknown; lineWidth: number;
    };
    ctx.save();
    ctx.beginPath();
    ctx.setLineDash([3 * pix, 3 * pix]);
    ctx.strokeStyle = '#8a919c';
    ctx.lineWidth = pix;
    ctx.moveTo(x, area[0]);
    ctx.lineTo(x, height - area[2]);
    ctx.stroke();
    ctx.restore();
  }

  /** The bar nearest to x (CSS px from the canvas's left edge). */
  indexAt(x: number): number {
    const { chartData, pix, type } = this.chart.opts as UCharts['opts'] & { type: string; xAxis?: { boundaryGap?: string } };
    const { xAxisPoints, eachSpacing } = chartData.xAxisData;
    const justify = type === 'line' && (this.chart.opts.xAxis as { boundaryGap?: string } | undefined)?.boundaryGap === 'justify';
    const count = (this.chart.opts.categories as unknown[] | undefined)?.length ?? 0;
    const centres = xAxisPoints.slice(0, count).map((p) => (justify ? p : p + eachSpacing / 2));
    return nearestIndex(x * pix, centres);
  }

  /** The crosshair at bar `index`; y (CSS px) is where the horizontal line goes on the pressed pane. */
  showAt(index: number, y: number) {
    if (this.type === 'column') {
      this.marker = index;
      this.chart.updateData({});
      return;
    }
    this.chart.showToolTip({ changedTouches: [{ x: 0, y }] }, { index });
  }

  clear() {
    this.marker = null;
    this.chart.updateData({});
  }
}

export function sizeOf(width: number, height: number, pixelRatio: number): CanvasSize {
  return { width: Math.max(1, Math.round(width)), height: Math.max(1, Math.round(height)), pixelRatio: Math.min(3, Math.max(1, pixelRatio || 1)) };
}
