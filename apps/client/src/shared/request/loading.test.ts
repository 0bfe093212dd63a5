import { describe, expect, it } from 'vitest';
import Taro from '@tarojs/taro';
import { taroMock } from '../../../test/taro';
import { deferred } from '../../../test/deferred';
import { http } from './request';
import { getItem } from '../platform/storage';

/** Scripts a path whose answer the test releases by hand. */
function heldAnswer(path: string) {
  const answer = deferred<{ data: unknown }>();
  taroMock.server.on('*', path, () => answer.promise);
  return () => answer.resolve({ data: { code: 200, msg: '', data: null } });
}

describe('counted loading indicator', () => {
  it('shows while a call runs and hides when it ends', async () => {
    const release = heldAnswer('/api/a');
    const call = http.get('/api/a');
    expect(taroMock.loading.visible).toBe(true);
    release();
    await call;
    expect(taroMock.loading).toEqual({ visible: false, shows: 1, hides: 1 });
  });

  it('shows once for concurrent calls and hides only after the last one', async () => {
    const releases = ['/api/a', '/api/b', '/api/c'].map(heldAnswer);
    const calls = ['/api/a', '/api/b', '/api/c'].map((p) => http.get(p));
    expect(getItem('loadingNumber')).toBe(3);
    releases[0]();
    releases[2]();
    await Promise.all([calls[0], calls[2]]);
    expect(taroMock.loading.visible).toBe(true);
    expect(getItem('loadingNumber')).toBe(1);
    releases[1]();
    await calls[1];
    expect(taroMock.loading).toEqual({ visible: false, shows: 1, hides: 1 });
    expect(getItem('loadingNumber')).toBe(0);
  });

  it.each([
    '/api/access/log/save', '/api/course/view/ver/2/save', '/api/news/view/ver/2/save', '/api/news/like', '/api/live/like', '/api/course/like',
  ])('is not shown for the background call %s', async (path) => {
    await http.post(path, { id: 1 });
    expect(taroMock.loading.shows).toBe(0);
  });

  it('is shown for paths that merely contain "like"', async () => {
    await http.get('/api/likes/list');
    expect(taroMock.loading.shows).toBe(1);
  });

  it('is not shown when the call opts out', async () => {
    await http.get('/api/a', undefined, { noLoading: true });
    expect(taroMock.loading.shows).toBe(0);
  });

  it('is released by failing calls and hidden before the error toast', async () => {
    taroMock.server.on('GET', '/api/fail', { fail: 'request:fail timeout' });
    taroMock.server.on('GET', '/api/bad', { data: { code: 500, msg: '出错了' } });
    await Promise.allSettled([http.get('/api/fail'), http.get('/api/bad')]);
    expect(taroMock.loading).toEqual({ visible: false, shows: 1, hides: 1 });
    // On weapp hideLoading also closes a toast, so the toast must come after it.
    const hidden = Math.max(...vi_order(Taro.hideLoading));
    expect(Math.min(...vi_order(Taro.showToast))).toBeGreaterThan(hidden);
  });
});

function vi_order(fn: unknown): number[] {
  return (fn as { mock: { invocationCallOrder: number[] } }).mock.invocationCallOrder;
}
