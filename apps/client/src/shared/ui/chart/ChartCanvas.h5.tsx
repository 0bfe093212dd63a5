import { useEffect, useRef, type MouseEvent, type TouchEvent } from 'react';
import { PaneChart, sizeOf, type Context2D } from './drawing';
import type { ChartCanvasProps } from './options';

/**
 * H5: one <canvas> per pane, sized to its box times devicePixelRatio; pressing (touch or mouse)
 * draws the crosshair on every pane at the bar under the pointer and reports its index.
 */
export default function ChartCanvas({ panes, onPress, onDrawn, label }: ChartCanvasProps) {
  const canvases = useRef<(HTMLCanvasElement | null)[]>([]);
  const charts = useRef<PaneChart[]>([]);
  const pressed = useRef(false);
  const callbacks = useRef({ onPress, onDrawn });
  useEffect(() => {
    callbacks.current = { onPress, onDrawn };
  }, [onPress, onDrawn]);

  useEffect(() => {
    // A draw of panes that were replaced meanwhile (new data, a resize) reports nothing.
    let active = true;
    const drawn = new Set<number>();
    const build = () => {
      charts.current = panes.flatMap((pane, i) => {
        const canvas = canvases.current[i];
        const context = canvas?.getContext('2d');
        if (!canvas || !context) return [];
        const size = sizeOf(canvas.clientWidth || canvas.parentElement?.clientWidth || 0, pane.height, window.devicePixelRatio);
        canvas.width = size.width * size.pixelRatio;
        canvas.height = size.height * size.pixelRatio;
        return [
          new PaneChart(context as unknown as Context2D, pane.options(size), () => {
            drawn.add(i);
            canvas.dataset.drawn = 'true';
            if (active && drawn.size === panes.length) callbacks.current.onDrawn?.();
          }),
        ];
      });
    };
    build();
    // A rotated phone or a resized window: draw again at the new width.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(build, 150);
    };
    window.addEventListener('resize', onResize);
    return () => {
      active = false;
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
      charts.current = [];
    };
  }, [panes]);

  const press = (pane: number, clientX: number, clientY: number) => {
    const canvas = canvases.current[pane];
    const main = charts.current[0];
    if (!canvas || !main) return;
    const box = canvas.getBoundingClientRect();
    const index = main.indexAt(clientX - box.left);
    if (index < 0) return;
    pressed.current = true;
    charts.current.forEach((chart, i) => chart.showAt(index, i === pane ? clientY - box.top : -10));
    callbacks.current.onPress(index);
  };

  const release = () => {
    if (!pressed.current) return;
    pressed.current = false;
    charts.current.forEach((chart) => chart.clear());
    callbacks.current.onPress(null);
  };

  const onTouch = (pane: number) => (event: TouchEvent<HTMLCanvasElement>) => {
    const touch = event.touches[0];
    if (touch) press(pane, touch.clientX, touch.clientY);
  };
  const onMouse = (pane: number) => (event: MouseEvent<HTMLCanvasElement>) => {
    if (event.type === 'mousedown' || pressed.current) press(pane, event.clientX, event.clientY);
  };

  return (
    <div className='chart-canvas' role='img' aria-label={label}>
      {panes.map((pane, i) => (
        <canvas
          key={pane.key}
          ref={(element) => { canvases.current[i] = element; }}
          className='chart-canvas__pane'
          data-pane={pane.key}
          style={{ height: `${pane.height}px` }}
          onTouchStart={onTouch(i)}
          onTouchMove={onTouch(i)}
          onTouchEnd={release}
          onTouchCancel={release}
          onMouseDown={onMouse(i)}
          onMouseMove={onMouse(i)}
          onMouseUp={release}
          onMouseLeave={release}
        />
      ))}
    </div>
  );
}
