import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import Taro from '@tarojs/taro';
import { Canvas, View } from '@tarojs/components';
import { LuckyWheel } from 'lucky-canvas';
import { wheelData, type PrizeWheelProps, type WheelControl } from './wheelConfig';
import { WheelHub } from './WheelHub';
import './PrizeWheel.scss';

interface CanvasNode {
  width: number;
  height: number;
  getContext(type: '2d'): CanvasRenderingContext2D | null;
  requestAnimationFrame?: (callback: () => void) => number;
}

let lastId = 0;

/**
 * Mini-program: a `<canvas type="2d">`, its node from a selector query after the first render, the
 * context scaled by the pixel ratio and handed to lucky-canvas (flag MP-WX, the canvas's own
 * requestAnimationFrame). Without a canvas node (the render harness) nothing is drawn and the draw
 * still works: the result dialog tells the prize.
 */
export const PrizeWheel = forwardRef<WheelControl, PrizeWheelProps>(function PrizeWheel({ segments, size, label, buttonText, busy, onTap, onEnd }, ref) {
  const [id] = useState(() => `cx-wheel-${(lastId += 1)}`);
  const wheel = useRef<LuckyWheel | null>(null);
  const ended = useRef(onEnd);
  useEffect(() => {
    ended.current = onEnd;
  }, [onEnd]);

  useEffect(() => {
    let active = true;
    const dpr = Taro.getSystemInfoSync().pixelRatio || 2;
    Taro.nextTick(() => {
      Taro.createSelectorQuery()
        .select(`#${id}`)
        .fields({ node: true, size: true })
        .exec((results: ({ node?: CanvasNode } | null)[] | undefined) => {
          const node = Array.isArray(results) ? results[0]?.node : undefined;
          const ctx = node?.getContext('2d');
          if (!active || !node || !ctx) return;
          node.width = size * dpr;
          node.height = size * dpr;
          ctx.scale(dpr, dpr);
          try {
            wheel.current = new LuckyWheel(
              {
                flag: 'MP-WX',
                ctx,
                dpr,
                rAF: node.requestAnimationFrame ? (cb: () => void) => node.requestAnimationFrame!(cb) : undefined,
                setTimeout,
                clearTimeout,
                setInterval,
                clearInterval,
              },
              wheelData(segments, size, { onEnd: () => ended.current() }),
            );
          } catch {
            wheel.current = null;
          }
        });
    });
    return () => {
      active = false;
      wheel.current = null;
    };
  }, [id, segments, size]);

  useImperativeHandle(ref, () => ({
    play: () => {
      if (wheel.current) wheel.current.play();
    },
    stop: (index: number) => {
      if (wheel.current) wheel.current.stop(index);
      // No wheel drawn: nothing spins, the result shows at once.
      else if (index >= -1) ended.current();
    },
  }), []);

  return (
    <View className='prize-wheel' style={{ width: `${size}px`, height: `${size}px` }} ariaLabel={label}>
      <Canvas id={id} type='2d' className='prize-wheel__canvas' style={{ width: `${size}px`, height: `${size}px` }} />
      <WheelHub text={buttonText} busy={busy} onTap={onTap} />
    </View>
  );
});
