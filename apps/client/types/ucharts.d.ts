// @qiun/ucharts ships no types: the part the chart component uses (shared/ui/chart/ChartCanvas).
declare module '@qiun/ucharts' {
  /** A touch in CSS px relative to the canvas (uCharts multiplies by pixelRatio). */
  export interface UChartsTouchEvent {
    changedTouches: { x: number; y: number }[];
  }

  export interface UChartsToolTipOption {
    index?: number;
    textList?: { text: string; color: string | null }[];
  }

  export default class UCharts {
    constructor(options: Record<string, unknown> & { context: unknown });
    opts: {
      area: [number, number, number, number];
      width: number;
      height: number;
      pix: number;
      chartData: { xAxisData: { xAxisPoints: number[]; eachSpacing: number } };
      [key: string]: unknown;
    };
    updateData(data?: Record<string, unknown>): void;
    showToolTip(event: UChartsTouchEvent, option?: UChartsToolTipOption): void;
    addEventListener(type: 'renderComplete' | 'scrollLeft' | 'scrollRight', listener: () => void): void;
    delEventListener(type: string): void;
  }
}
