import { describe, expect, it } from 'vitest';
import { DEFAULT_SIGN_SECRET, SIGN_HEADERS, computeSign, unshiftTimestamp } from '@caixue/contract';
import { taroMock } from '../../../test/taro';
import { http } from './request';
import { getItem, setItem } from '../platform/storage';

const ok = (data: unknown = null) => ({ data: { code: 200, msg: '操作成功', data } });

describe('request: addresses and query strings', () => {
  it('sends params in the query string, omitting empty values and flattening nested objects', async () => {
    taroMock.server.on('GET', '/api/news/ver/2/list', ok([]));
    await http.get('/api/news/ver/2/list', {
      pageNum: 1, title: '', content: null, teacherId: undefined, filter: { categoryId: 15, from: '' }, zero: 0,
    });
    const req = taroMock.server.lastRequest()!;
    expect(req.path).toBe('/api/news/ver/2/list');
    expect([...req.query.entries()]).toEqual([['pageNum', '1'], ['filter[categoryId]', '15'], ['zero', '0']]);
    expect(req.data).toBeUndefined();
  });

  it('puts POST query params in the query string and the data in the body', async () => {
    taroMock.server.on('POST', '/api/member/modify/password', ok());
    await http.post('/api/member/modify/password', { password: 'abc123' }, { params: { oldPassword: 'x' } });
    const req = taroMock.server.lastRequest()!;
    expect(req.query.get('oldPassword')).toBe('x');
    expect(req.data).toBe('{"password":"abc123"}');
  });

  it('resolves the envelope of a code 200 answer, and treats a missing code as 200', async () => {
    taroMock.server.on('GET', '/api/nav/list', ok([{ id: 1 }]));
    taroMock.server.on('GET', '/api/plain', { data: { rows: [1, 2], total: 2 } });
    await expect(http.get('/api/nav/list')).resolves.toEqual({ code: 200, msg: '操作成功', data: [{ id: 1 }] });
    await expect(http.page('/api/plain')).resolves.toEqual({ code: 200, rows: [1, 2], total: 2 });
  });
});

describe('request: headers', () => {
  it('sends the device id, generated once and kept', async () => {
    await http.get('/api/a');
    await http.get('/api/b');
    const [first, second] = taroMock.server.requests;
    expect(first.header.deviceId).toMatch(/^[0-9a-z]{16,}$/);
    expect(second.header.deviceId).toBe(first.header.deviceId);
    expect(getItem('deviceId')).toBe(first.header.deviceId);
  });

  it('sends crmUserId, the first parentMemberId of a comma list and an empty clientId', async () => {
    setItem('crmUserId', 'crm-7');
    setItem('parentMemberId', '12,34,56');
    await http.get('/api/a');
    const { header } = taroMock.server.lastRequest()!;
    expect(header.crmUserId).toBe('crm-7');
    expect(header.parentMemberId).toBe('12');
    expect(header.clientId).toBe('');
    expect(header['Content-Type']).toBe('application/json');
  });

  it('sends the bearer token when logged in, unless the call opts out', async () => {
    await http.get('/api/a');
    expect(taroMock.server.lastRequest()!.header.Authorization).toBeUndefined();
    setItem('token', 'tok-1');
    await http.get('/api/a');
    expect(taroMock.server.lastRequest()!.header.Authorization).toBe('Bearer tok-1');
    await http.post('/api/member/login/ver/2/account', {}, { noToken: true });
    expect(taroMock.server.lastRequest()!.header.Authorization).toBeUndefined();
  });

  it('lets the caller add and override headers', async () => {
    await http.get('/api/a', undefined, { header: { 'X-Extra': '1', clientId: 'c9' } });
    const { header } = taroMock.server.lastRequest()!;
    expect(header['X-Extra']).toBe('1');
    expect(header.clientId).toBe('c9');
  });
});

describe('request: signing', () => {
  it('signs the exact body text sent, with a shifted timestamp, a random key and the mobile', async () => {
    const before = Date.now();
    await http.post('/api/member/register', { mobile: '13800138000', password: '密码abc', nested: { a: [1, 2] } });
    const { header, data } = taroMock.server.lastRequest()!;
    expect(typeof data).toBe('string');
    expect(JSON.parse(data as string)).toEqual({ mobile: '13800138000', password: '密码abc', nested: { a: [1, 2] } });
    const timestamp = header[SIGN_HEADERS.timestamp];
    const randomKey = header[SIGN_HEADERS.randomKey];
    expect(header[SIGN_HEADERS.sign]).toBe(computeSign(data as string, timestamp, randomKey, DEFAULT_SIGN_SECRET));
    expect(unshiftTimestamp(timestamp)).toBeGreaterThanOrEqual(before);
    expect(unshiftTimestamp(timestamp)).toBeLessThanOrEqual(Date.now());
    expect(header[SIGN_HEADERS.mobile]).toBe('13800138000');
  });

  it('signs a call without a body over the empty text and sends no mobile header', async () => {
    await http.get('/api/a', { mobile: '13800138000' });
    const { header } = taroMock.server.lastRequest()!;
    expect(header[SIGN_HEADERS.sign]).toBe(computeSign('', header[SIGN_HEADERS.timestamp], header[SIGN_HEADERS.randomKey], DEFAULT_SIGN_SECRET));
    expect(header[SIGN_HEADERS.mobile]).toBeUndefined();
  });

  it('uses a fresh random key for every call', async () => {
    await http.post('/api/x', { a: 1 });
    await http.post('/api/x', { a: 1 });
    const [first, second] = taroMock.server.requests;
    expect(first.header[SIGN_HEADERS.randomKey]).not.toBe(second.header[SIGN_HEADERS.randomKey]);
  });
});

describe('request: time-outs per path', () => {
  it.each([
    ['/api/nav/list', 10_000],
    ['/api/news/ver/2/list/find', 30_000],
    ['/api/ai/chat/ollama', 600_000],
    ['/captchaImage', 20_000],
  ])('%s waits %i ms', async (path, timeout) => {
    await http.get(path, { pageNum: 1 });
    expect(taroMock.server.lastRequest()!.timeout).toBe(timeout);
  });

  it('lets the caller choose a time-out', async () => {
    await http.get('/api/nav/list', undefined, { timeout: 1234 });
    expect(taroMock.server.lastRequest()!.timeout).toBe(1234);
  });
});
