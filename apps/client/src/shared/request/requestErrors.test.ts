import { describe, expect, it, vi } from 'vitest';
import { NO_PERMISSION_PAGE_URL, LOGIN_PAGE_URL, TEXT } from '@caixue/contract';
import { taroMock } from '../../../test/taro';
import { http, upload, RequestError } from './request';
import { getItem, setItem } from '../platform/storage';

const envelope = (code: number, msg = '', data: unknown = null) => ({ data: { code, msg, data } });

async function rejection(call: Promise<unknown>): Promise<RequestError> {
  const error = await call.then(() => { throw new Error('the call resolved'); }, (e: unknown) => e);
  expect(error).toBeInstanceOf(RequestError);
  return error as RequestError;
}

function logIn() {
  setItem('token', 'tok');
  setItem('memberId', 7);
  setItem('isTeacher', 1);
  setItem('unionid', 'u-1');
  setItem('roles', ['member']);
  setItem('permissions', ['news:read']);
  setItem('profile', { name: '张三', avatar: '', userName: 'zs', roles: ['member'], permissions: [] });
  setItem('navData', []);
  setItem('advertisementShow', 'v1');
}

describe('request errors: expired session (401, 403)', () => {
  it.each([401, 403])('%i clears the stored login, shows the dialog, opens login and rejects', async (code) => {
    logIn();
    setItem('fontSizeSync', 1.4);
    taroMock.server.on('GET', '/api/member/get/info', envelope(code, 'whatever'));
    const error = await rejection(http.get('/api/member/get/info'));
    expect(error.message).toBe(TEXT.sessionExpired);
    expect(error.code).toBe(code);
    expect(error.kind).toBe('session');
    for (const key of ['token', 'memberId', 'isTeacher', 'unionid', 'roles', 'permissions', 'profile', 'navData', 'advertisementShow'] as const) {
      expect(getItem(key), key).toBeUndefined();
    }
    expect(getItem('fontSizeSync')).toBe(1.4);
    await vi.waitFor(() => expect(taroMock.currentPage.route).toBe(LOGIN_PAGE_URL.slice(1)));
    expect(taroMock.modals).toEqual([expect.objectContaining({ content: TEXT.sessionExpired, showCancel: false })]);
  });

  it('shows one dialog and opens login once however many calls fail together', async () => {
    logIn();
    taroMock.server.on('*', /\/api\/.*/, envelope(401));
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => http.get(`/api/item/${n}`)));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    await vi.waitFor(() => expect(taroMock.currentPage.route).toBe(LOGIN_PAGE_URL.slice(1)));
    expect(taroMock.modals).toHaveLength(1);
    expect(taroMock.navigations.filter((n) => n.url === LOGIN_PAGE_URL)).toHaveLength(1);
  });

  it('shows the dialog again for a later expiry, once the first one is over', async () => {
    taroMock.server.on('GET', '/api/a', envelope(401));
    await rejection(http.get('/api/a'));
    await vi.waitFor(() => expect(taroMock.navigations).toHaveLength(1));
    await rejection(http.get('/api/a'));
    await vi.waitFor(() => expect(taroMock.modals).toHaveLength(2));
  });
});

describe('request errors: no permission (206)', () => {
  it('remembers the page, stores the data and params, opens the no-permission page with a toast', async () => {
    setItem('token', 'tok');
    taroMock.setPages('/pages/index/index', '/pages/news/details/index?id=9');
    taroMock.server.on('GET', '/api/news/ver/2/info/9', envelope(206, '请先购买产品', { goodsIds: 'abc' }));
    const error = await rejection(http.get('/api/news/ver/2/info/9', { from: 'news' }));
    expect(error.code).toBe(206);
    expect(error.kind).toBe('noPermission');
    expect(getItem('recordPageUrlNews')).toBe('/pages/news/details/index?id=9');
    expect(getItem('noPermissionData')).toEqual({ url: '/api/news/ver/2/info/9', msg: '请先购买产品', data: { goodsIds: 'abc' } });
    expect(getItem('noPermissionParams')).toEqual({ from: 'news' });
    await vi.waitFor(() => expect(`/${taroMock.currentPage.route}`).toBe(NO_PERMISSION_PAGE_URL));
    await vi.waitFor(() => expect(taroMock.toasts.map((t) => t.title)).toEqual(['请先购买产品']));
  });

  it('on H5 shows the toast once the new page is shown (the router clears earlier toasts)', async () => {
    setItem('token', 'tok');
    taroMock.server.on('GET', '/api/a', envelope(206, '无权限'));
    let toastsWhenNavigating = -1;
    taroMock.eventCenter.on('__afterTaroRouterChange', () => { toastsWhenNavigating = taroMock.toasts.length; });
    await rejection(http.get('/api/a'));
    await vi.waitFor(() => expect(taroMock.toasts).toHaveLength(1));
    expect(toastsWhenNavigating).toBe(0);
  });

  it('in the mini-program shows the toast at once', async () => {
    taroMock.setEnv('WEAPP');
    setItem('token', 'tok');
    taroMock.server.on('GET', '/api/a', envelope(206, '无权限'));
    await rejection(http.get('/api/a'));
    expect(taroMock.toasts.map((t) => t.title)).toEqual(['无权限']);
  });

  it('opens the page once when several calls answer 206 together, keeping the first answer', async () => {
    setItem('token', 'tok');
    taroMock.setPages('/pages/index/index', '/pages/applets/chat/index?id=5');
    taroMock.server.on('GET', '/api/live/get/word/info/5', envelope(206, '暂无权限，请先开通服务', { moduleIds: [2], title: 'VIP' }));
    taroMock.server.on('GET', '/api/live/message/get/list', envelope(206, '暂无权限，请先开通服务'));
    await Promise.all([
      rejection(http.get('/api/live/get/word/info/5')),
      rejection(http.get('/api/live/message/get/list', { liveId: 5 })),
    ]);
    await vi.waitFor(() => expect(`/${taroMock.currentPage.route}`).toBe(NO_PERMISSION_PAGE_URL));
    expect(taroMock.navigations.filter((n) => n.url.startsWith(NO_PERMISSION_PAGE_URL))).toHaveLength(1);
    expect(getItem('noPermissionData')).toEqual({ url: '/api/live/get/word/info/5', msg: '暂无权限，请先开通服务', data: { moduleIds: [2], title: 'VIP' } });
    await vi.waitFor(() => expect(taroMock.toasts.map((t) => t.title)).toEqual(['暂无权限，请先开通服务']));
    // A call failing later while the page is open changes nothing either.
    await rejection(http.get('/api/live/message/get/list', { liveId: 5 }));
    expect(taroMock.navigations.filter((n) => n.url.startsWith(NO_PERMISSION_PAGE_URL))).toHaveLength(1);
    expect(taroMock.toasts).toHaveLength(1);
  });

  it('toasts a default text when the server gives none', async () => {
    setItem('token', 'tok');
    taroMock.server.on('POST', '/api/live/info', envelope(206));
    await rejection(http.post('/api/live/info', { id: 3 }));
    expect(getItem('noPermissionParams')).toEqual({ id: 3 });
    await vi.waitFor(() => expect(taroMock.toasts.map((t) => t.title)).toEqual([TEXT.noPermissionToast]));
  });
});

describe('request errors: other business codes', () => {
  it('500: toasts the server message and rejects with code 500', async () => {
    taroMock.server.on('GET', '/api/a', envelope(500, '数据库繁忙'));
    const error = await rejection(http.get('/api/a'));
    expect(error.code).toBe(500);
    expect(error.kind).toBe('business');
    expect(taroMock.toasts.map((t) => t.title)).toEqual(['数据库繁忙']);
  });

  it('500 without a message toasts the default text', async () => {
    taroMock.server.on('GET', '/api/a', envelope(500));
    await rejection(http.get('/api/a'));
    expect(taroMock.toasts.map((t) => t.title)).toEqual([TEXT.unknownError]);
  });

  it.each([
    [404, 'server words', TEXT.notFound],
    [400, '参数 mobile 格式不正确', '参数 mobile 格式不正确'],
    [429, '', TEXT.unknownError],
  ])('code %i: toasts the code table text, else the message, else the default', async (code, msg, shown) => {
    taroMock.server.on('GET', '/api/a', envelope(code, msg));
    const error = await rejection(http.get('/api/a'));
    expect(error.code).toBe(code);
    expect(error.message).toBe(shown);
    expect(taroMock.toasts).toEqual([expect.objectContaining({ title: shown, icon: 'none', duration: 2500 })]);
  });

  it('a silent call rejects without a toast', async () => {
    taroMock.server.on('GET', '/api/a', envelope(400, '参数错误'));
    const error = await rejection(http.get('/api/a', undefined, { silent: true }));
    expect(error.code).toBe(400);
    expect(taroMock.toasts).toEqual([]);
  });
});

describe('request errors: transport failures', () => {
  it.each([
    ['weapp time-out', { errMsg: 'request:fail timeout' }, TEXT.timeout],
    ['H5 aborted fetch', Object.assign(new Error('The user aborted a request.'), { name: 'AbortError' }), TEXT.timeout],
    ['axios-style network error', new Error('Network Error'), TEXT.backendConnectionError],
    ['H5 fetch failure', new TypeError('Failed to fetch'), TEXT.backendConnectionError],
    ['weapp connection failure', { errMsg: 'request:fail errcode:-101 cronet_error_code:-101' }, TEXT.backendConnectionError],
    ['status error text', new Error('Request failed with status code 503'), TEXT.statusError(503)],
  ])('%s: toasts 网络连接异常 with the detail and rejects', async (_name, failure, detail) => {
    taroMock.server.on('GET', '/api/a', () => Promise.reject(failure));
    const error = await rejection(http.get('/api/a'));
    expect(error.kind).toBe('transport');
    expect(error.message).toBe(detail);
    expect(taroMock.toasts.map((t) => t.title)).toEqual([`${TEXT.networkError}：${detail}`]);
  });

  it('an HTTP error status without an envelope reports 系统接口NNN异常', async () => {
    taroMock.server.on('GET', '/api/a', { statusCode: 502, data: '<html>Bad Gateway</html>' });
    const error = await rejection(http.get('/api/a'));
    expect(error.code).toBe(502);
    expect(error.message).toBe('系统接口502异常');
    expect(taroMock.toasts.map((t) => t.title)).toEqual([`${TEXT.networkError}：系统接口502异常`]);
  });

  it('a call that never answers fails with 系统接口请求超时 after its time-out', async () => {
    vi.useFakeTimers();
    try {
      taroMock.server.on('GET', '/api/a', 'hang');
      let settled = false;
      const call = rejection(http.get('/api/a')).finally(() => { settled = true; });
      await vi.advanceTimersByTimeAsync(9_999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect((await call).message).toBe(TEXT.timeout);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('upload', () => {
  it('sends the file in field "file" with the bearer token and resolves the parsed envelope', async () => {
    setItem('token', 'tok');
    taroMock.server.on('UPLOAD', '/api/common/upload', { data: { code: 200, msg: '', data: { url: '/uploads/a.png' } } });
    const result = await upload<{ url: string }>('/api/common/upload', 'wxfile://tmp/a.png', { formData: { kind: 'chat' } });
    expect(result.data).toEqual({ url: '/uploads/a.png' });
    const sent = taroMock.server.uploads[0];
    expect(sent).toMatchObject({ url: '/api/common/upload', filePath: 'wxfile://tmp/a.png', name: 'file', formData: { kind: 'chat' } });
    expect(sent.header.Authorization).toBe('Bearer tok');
    expect(sent.header.deviceId).toBeTruthy();
  });

  it('goes through the same error handling', async () => {
    taroMock.server.on('UPLOAD', '/api/member/modify/avatar', { data: { code: 500, msg: '图片过大' } });
    await expect(upload('/api/member/modify/avatar', 'blob:x')).rejects.toMatchObject({ code: 500 });
    taroMock.server.on('UPLOAD', '/api/member/modify/avatar', { fail: 'uploadFile:fail timeout' });
    await expect(upload('/api/member/modify/avatar', 'blob:x')).rejects.toMatchObject({ message: TEXT.timeout });
    expect(taroMock.toasts.map((t) => t.title)).toEqual(['图片过大', `${TEXT.networkError}：${TEXT.timeout}`]);
  });
});
