import type { WheelSegment } from '../model';

/**
 * The lucky-canvas wheel's drawing data (both platforms): a red rim, the segments with the prize
 * name and kind, and a red hub with the pointer at the top. The hub's text and tap are our own Taro
 * view laid over it (readable and tappable on both platforms); lucky-canvas only draws and spins.
 */
/** The wheel component's props (the H5 and the mini-program versions take the same). */
export interface PrizeWheelProps {
  segments: WheelSegment[];
  size: number;
  label: string;
  buttonText: string;
  busy: boolean;
  onTap: () => void;
  onEnd: () => void;
}

export interface WheelCallbacks {
  onEnd: () => void;
}

export function wheelData(segments: readonly WheelSegment[], size: number, callbacks: WheelCallbacks) {
  const nameSize = size >= 300 ? 14 : 12;
  return {
    width: size,
    height: size,
    blocks: [
      { padding: `${Math.round(size * 0.04)}px`, background: '#d81e06' },
      { padding: '3px', background: '#ffc46b' },
    ],
    prizes: segments.map((s) => ({
      background: s.background,
      fonts: [
        { text: s.text, top: '12%', fontColor: '#b3261e', fontSize: `${nameSize}px`, fontWeight: '700', lineHeight: `${nameSize + 4}px` },
        ...(s.sub ? [{ text: s.sub, top: '34%', fontColor: '#9a6a3a', fontSize: '11px', fontWeight: '400' }] : []),
      ],
    })),
    buttons: [
      { radius: '36%', background: '#ffc46b' },
      { radius: '31%', background: '#d81e06', pointer: true },
    ],
    defaultStyle: { fontStyle: '"PingFang SC", "Microsoft YaHei", "WenQuanYi Zen Hei", sans-serif' },
    defaultConfig: { speed: 18, accelerationTime: 1200, decelerationTime: 2600 },
    end: () => callbacks.onEnd(),
  };
}

/** What the screen asks of the wheel. */
export interface WheelControl {
  play(): void;
  stop(index: number): void;
}
