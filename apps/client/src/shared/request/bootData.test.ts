import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { taroMock } from '../../../test/taro';
import { BOOT_DATA_ID, BOOT_DATA_MAX_AGE_MS, bootDataKey, resetBootData, takeBootAnswer } from './bootData';
import { http } from './request';

const MENU = { code: 200, msg: '操作成功', data: [{ id: 1, title: '图文直播 </script><b>' }] };
const FOOTER = { code: 200, msg: '操作成功', data: [{ id: 9 }] };

/** The page as the server writes it (http/boot-data.ts): '<' escaped inside the JSON. */
function writeBootData(answers: Record<string, unknown>, text = JSON.stringify({ answers }).replace(/</g, '\\u003c')): void {
  const node = document.createElement('script');
  node.type = 'application/json';
  node.id = BOOT_DATA_ID;
  node.textContent = text;
  document.head.append(node);
}

describe('answers the server put into the H5 page', () => {
  const env = process.env.TARO_ENV;
  beforeEach(() => {
    process.env.TARO_ENV = 'h5';
    // The page just loaded (the whole suite shares one document, older than the limit by the end).
    vi.spyOn(performance, 'now').mockReturnValue(1000);
    resetBootData();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    process.env.TARO_ENV = env;
    document.getElementById(BOOT_DATA_ID)?.remove();
    resetBootData();
  });

  it('keys a URL by its path and its sorted query', () => {
    expect(bootDataKey('/api/nav/list')).toBe('/api/nav/list');
    expect(bootDataKey('/api/f?versionSn=2.0.30&categoryCode=footer&linkTypeCode=h5')).toBe('/api/f?categoryCode=footer&linkTypeCode=h5&versionSn=2.0.30');
    expect(bootDataKey('/api/f?')).toBe('/api/f');
  });

  it('answers the first GET of a URL from the page, without a request, and fetches the next one', async () => {
    writeBootData({ '/api/nav/list': MENU, '/api/nav/ver/2/list/footer?categoryCode=footer&versionSn=2.0.30&linkTypeCode=h5': FOOTER });
    taroMock.server.on('GET', '/api/nav/list', { data: { code: 200, msg: '操作成功', data: [] } });
    await expect(http.get('/api/nav/list')).resolves.toEqual(MENU);
    // Parameters in another order name the same answer.
    await expect(http.get('/api/nav/ver/2/list/footer', { linkTypeCode: 'h5', categoryCode: 'footer', versionSn: '2.0.30' })).resolves.toEqual(FOOTER);
    expect(taroMock.server.requests).toHaveLength(0);
    // Taken once: a reload asks the server.
    await expect(http.get('/api/nav/list')).resolves.toEqual({ code: 200, msg: '操作成功', data: [] });
    expect(taroMock.server.requests.map((r) => r.path)).toEqual(['/api/nav/list']);
    // The data block left the page once read.
    expect(document.getElementById(BOOT_DATA_ID)).toBeNull();
  });

  it('fetches what the page has no answer for, other queries, and POSTs', async () => {
    writeBootData({ '/api/nav/list': MENU, '/api/news/home/hot?pageNum=1&pageSize=5': MENU });
    await http.get('/api/news/home/hot', { pageNum: 1, pageSize: 10 });
    await http.post('/api/nav/list', {});
    await http.get('/api/other');
    expect(taroMock.server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/news/home/hot', 'POST /api/nav/list', 'GET /api/other']);
  });

  it('uses no answer once the page is older than the limit, nor an unreadable block, nor outside the browser build', () => {
    writeBootData({ '/api/nav/list': MENU });
    expect(takeBootAnswer('/api/nav/list', BOOT_DATA_MAX_AGE_MS + 1)).toBeUndefined();
    expect(takeBootAnswer('/api/nav/list', 0)).toBeUndefined();
    resetBootData();
    writeBootData({}, '{"answers": {"/api/nav/list": ');
    expect(takeBootAnswer('/api/nav/list', 0)).toBeUndefined();
    resetBootData();
    writeBootData({ '/api/nav/list': MENU });
    process.env.TARO_ENV = 'weapp';
    expect(takeBootAnswer('/api/nav/list', 0)).toBeUndefined();
    process.env.TARO_ENV = 'h5';
    expect(takeBootAnswer('/api/nav/list', 0)).toEqual(MENU);
  });

  it('hands an error envelope to the usual error handling', async () => {
    writeBootData({ '/api/nav/list': { code: 500, msg: '服务繁忙' } });
    await expect(http.get('/api/nav/list', undefined, { silent: true })).rejects.toMatchObject({ message: '服务繁忙' });
    expect(taroMock.server.requests).toHaveLength(0);
  });
});
