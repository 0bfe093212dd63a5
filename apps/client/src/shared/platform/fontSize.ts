/**
 * The reader's font scale (SPEC §2 font-size page, §9 default 1.2), stored as fontSizeSync. Every
 * mounted page listens, so a change on the settings page applies at once across the app.
 */
import { useSyncExternalStore } from 'react';
import Taro from '@tarojs/taro';
import { DEFAULT_FONT_SIZE } from '@caixue/contract';
import { getItem, setItem } from './storage';

export const FONT_SCALE_CHANGED_EVENT = 'caixue:fontScaleChanged';

export function getFontScale(): number {
  const stored = Number(getItem('fontSizeSync'));
  return Number.isFinite(stored) && stored > 0 ? stored : DEFAULT_FONT_SIZE;
}

export function setFontScale(scale: number): void {
  if (!Number.isFinite(scale) || scale <= 0) throw new RangeError(`font scale must be a positive number, got ${scale}`);
  setItem('fontSizeSync', scale);
  Taro.eventCenter.trigger(FONT_SCALE_CHANGED_EVENT, scale);
}

function subscribe(onChange: () => void): () => void {
  Taro.eventCenter.on(FONT_SCALE_CHANGED_EVENT, onChange);
  return () => { Taro.eventCenter.off(FONT_SCALE_CHANGED_EVENT, onChange); };
}

export function useFontScale(): number {
  return useSyncExternalStore(subscribe, getFontScale, getFontScale);
}
