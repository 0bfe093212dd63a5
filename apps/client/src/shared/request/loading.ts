/**
 * One loading indicator shared by concurrent calls (SPEC §9 "counted"): shown when the first call
 * starts, hidden when the last one ends, so overlapping calls never make it flicker.
 */
import Taro from '@tarojs/taro';
import { TEXT } from '@caixue/contract';
import { setItem } from '../platform/storage';

let holders = 0;

export function beginLoading(): void {
  holders += 1;
  setItem('loadingNumber', holders);
  if (holders === 1) void Taro.showLoading({ title: TEXT.loading, mask: true });
}

export function endLoading(): void {
  if (holders === 0) return;
  holders -= 1;
  setItem('loadingNumber', holders);
  // noConflict: hide only the loading indicator, never an error toast that replaced it.
  if (holders === 0) void Taro.hideLoading({ noConflict: true });
}

export function loadingCount(): number {
  return holders;
}
