import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Taro from '@tarojs/taro';
import { TEXT } from '@caixue/contract';
import { taroMock } from '../../../test/taro';
import { watchPageLoads } from './pageLoading';

let stop: () => void;
const retry = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  retry.mockReset();
  stop = watchPageLoads({ retry });
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

const start = () => Taro.eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/pages/x/index' } });
const shown = () => Taro.eventCenter.trigger('__afterTaroRouterChange', { toLocation: { path: '/pages/x/index' } });

describe('watchPageLoads', () => {
  it('shows no indicator for a page that arrives within 200 ms', () => {
    start();
    vi.advanceTimersByTime(150);
    shown();
    vi.advanceTimersByTime(1000);
    expect(taroMock.loading.shows).toBe(0);
  });

  it('shows the indicator after 200 ms and hides it when the page is shown', () => {
    start();
    vi.advanceTimersByTime(250);
    expect(taroMock.loading.visible).toBe(true);
    shown();
    expect(taroMock.loading.visible).toBe(false);
  });

  it('gives up after 60 s with an error that offers a retry', async () => {
    taroMock.answerModals(true);
    start();
    vi.advanceTimersByTime(60_000);
    expect(taroMock.loading.visible).toBe(false);
    await vi.waitFor(() => expect(retry).toHaveBeenCalledTimes(1));
    expect(taroMock.modals.at(-1)?.content).toBe(TEXT.pageLoadTimeout);
  });

  it('does not time out a page that was shown', () => {
    start();
    vi.advanceTimersByTime(1000);
    shown();
    vi.advanceTimersByTime(120_000);
    expect(taroMock.modals).toHaveLength(0);
  });
});
