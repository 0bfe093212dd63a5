import { useEffect, useMemo, useRef, useState } from 'react';
import Taro from '@tarojs/taro';
import { Canvas, View } from '@tarojs/components';
import { PaneChart, sizeOf, type Context2D } from './drawing';
import type { ChartCanvasProps } from './options';

let lastId = 0;

/** Canvas ids unique on the page (the selector query finds the nodes by id). */
function newChartId(): number {
  lastId += 1;
  return lastId;
}

interface CanvasNode {
  width: number;
  height: number;
  getContext(type: '2d'): unknown;
}

interface TouchLike {
  touches?: { x: number; y: number }[];
  changedTouches?: { x: number; y: number }[];
}

/**
 * Mini-program: one `<canvas type="2d">` per pane; its node comes from a selector query after the
 * first render. Canvas touches carry x/y relative to the canvas. A build without canvas nodes (the
 * render harness) simply draws nothing.
 */
export default function ChartCanvas({ panes, onPress, onDrawn, label }: ChartCanvasProps) {
  const [chartId] = useState(newChartId);
  const ids = useMemo(() => panes.map((pane) => `cx-chart-${chartId}-${pane.key}`), [chartId, panes]);
  const charts = useRef<PaneChart[]>([]);
  const pressed = useRef(false);
  const callbacks = useRef({ onPress, onDrawn });
  useEffect(() => {
    callbacks.current = { onPress, onDrawn };
  }, [onPress, onDrawn]);

  useEffect(() => {
    let active = true;
    const drawn = new Set<number>();
    const pixelRatio = Taro.getSystemInfoSync().pixelRatio;
    Taro.nextTick(() => {
      const query = Taro.createSelectorQuery();
      ids.forEach((id) => query.select(`#${id}`).fields({ node: true, size: true }));
      query.exec((results: ({ node?: CanvasNode; width?: number } | null)[] | undefined) => {
        if (!active || !Array.isArray(results)) return;
        charts.current = panes.flatMap((pane, i) => {
          const node = results[i]?.node;
          const context = node?.getContext('2d');
          if (!node || !context) return [];
          const size = sizeOf(results[i]?.width ?? 0, pane.height, pixelRatio);
          node.width = size.width * size.pixelRatio;
          node.height = size.height * size.pixelRatio;
          return [
            new PaneChart(context as Context2D, pane.options(size), () => {
              drawn.add(i);
              if (active && drawn.size === panes.length) callbacks.current.onDrawn?.();
            }),
          ];
        });
      });
    });
    return () => {
      active = false;
      charts.current = [];
    };
  }, [ids, panes]);

  const onTouch = (pane: number) => (event: TouchLike) => {
    const touch = event.touches?.[0] ?? event.changedTouches?.[0];
    const main = charts.current[0];
    if (!touch || !main) return;
    const index = main.indexAt(touch.x);
    if (index < 0) return;
    pressed.current = true;
    charts.current.forEach((chart, i) => chart.showAt(index, i === pane ? touch.y : -10));
    callbacks.current.onPress(index);
  };

  const release = () => {
    if (!pressed.current) return;
    pressed.current = false;
    charts.current.forEach((chart) => chart.clear());
    callbacks.current.onPress(null);
  };

  return (
    <View className='chart-canvas' role='img' aria-label={label}>
      {panes.map((pane, i) => (
        <Canvas
          key={ids[i]}
          id={ids[i]}
          type='2d'
          className='chart-canvas__pane'
          style={{ height: `${pane.height}px` }}
          disableScroll={false}
          onTouchStart={onTouch(i)}
          onTouchMove={onTouch(i)}
          onTouchEnd={release}
          onTouchCancel={release}
        />
      ))}
    </View>
  );
}
