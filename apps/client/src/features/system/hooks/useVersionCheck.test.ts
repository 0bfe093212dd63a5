import { describe, expect, it } from 'vitest';
import { APP_VERSION } from '@caixue/contract';
import { taroMock } from '../../../../test/taro';
import { getItem, STORAGE_KEYS } from '@/shared/platform/storage';
import { refreshVersionStatus } from './useVersionCheck';

const PATH = '/api/version/get/client/latest/info';

function serverVersion(sn: string, status: number) {
  taroMock.server.on('GET', PATH, { data: { code: 200, msg: '', data: { sn, status, iosLink: '', androidLink: '', isForce: 0, content: '' } } });
}

describe('refreshVersionStatus', () => {
  it('stores 1 (update required) when the server has a newer version', async () => {
    serverVersion('9.0.0', 0);
    expect(await refreshVersionStatus()).toBe(1);
    expect(getItem(STORAGE_KEYS.currentVersionStatus)).toBe(1);
    expect(getItem(STORAGE_KEYS.appVersion)).toBe(APP_VERSION);
  });

  it("stores the server's status when this version is current", async () => {
    serverVersion(APP_VERSION, 0);
    expect(await refreshVersionStatus()).toBe(0);
    expect(getItem(STORAGE_KEYS.currentVersionStatus)).toBe(0);
  });

  it('asks without a token and with this version and platform', async () => {
    serverVersion(APP_VERSION, 0);
    await refreshVersionStatus();
    const request = taroMock.server.requests.find((r) => r.path === PATH);
    expect(request?.query.get('sn')).toBe(APP_VERSION);
    expect(request?.query.get('platform')).toBe('h5');
    expect(request?.header.Authorization).toBeUndefined();
  });

  it('keeps the stored status and shows nothing when the check fails', async () => {
    taroMock.server.on('GET', PATH, { fail: 'request:fail timeout' });
    expect(await refreshVersionStatus()).toBeNull();
    expect(getItem(STORAGE_KEYS.currentVersionStatus)).toBeUndefined();
    expect(taroMock.toasts).toEqual([]);
  });
});
