import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import { LuckyWheel } from 'lucky-canvas';
import { wheelData, type PrizeWheelProps, type WheelControl } from './wheelConfig';
import { WheelHub } from './WheelHub';
import './PrizeWheel.scss';

/** H5: lucky-canvas makes its own <canvas> (sized by devicePixelRatio) inside our box. */
export const PrizeWheel = forwardRef<WheelControl, PrizeWheelProps>(function PrizeWheel({ segments, size, label, buttonText, busy, onTap, onEnd }, ref) {
  const box = useRef<HTMLDivElement | null>(null);
  const wheel = useRef<LuckyWheel | null>(null);
  const ended = useRef(onEnd);
  useEffect(() => {
    ended.current = onEnd;
  }, [onEnd]);

  useEffect(() => {
    const div = box.current;
    if (!div) return;
    div.innerHTML = '';
    const onWheelEnd = () => {
      // Where it stopped (degrees turned), for tests and screenshots to check against the server's prize.
      const turned = (wheel.current as unknown as { rotateDeg?: number } | null)?.rotateDeg;
      if (typeof turned === 'number') div.dataset.rotation = String(turned);
      ended.current();
    };
    wheel.current = new LuckyWheel({ divElement: div }, wheelData(segments, size, { onEnd: onWheelEnd }));
    div.dataset.drawn = 'true';
    return () => {
      wheel.current = null;
      div.innerHTML = '';
    };
  }, [segments, size]);

  useImperativeHandle(ref, () => ({
    play: () => wheel.current?.play(),
    stop: (index: number) => wheel.current?.stop(index),
  }), []);

  return (
    <div className='prize-wheel' style={{ width: `${size}px`, height: `${size}px` }} role='img' aria-label={label}>
      <div ref={box} className='prize-wheel__canvas' data-testid='prize-wheel' />
      <WheelHub text={buttonText} busy={busy} onTap={onTap} />
    </div>
  );
});
