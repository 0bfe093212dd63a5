import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SIGN_SECRET, PAGE_SIZE, APPLET_PAGE_SIZE, AD_PAGE_SIZE, APP_VERSION } from '@caixue/contract';
import { ENV, LOCAL_SERVER, resolveEnv } from './env';

describe('resolveEnv', () => {
  it('local H5 talks to its own origin, with the socket on the same host', () => {
    const env = resolveEnv('local', { isH5: true, location: { protocol: 'https:', host: 'm.example.cn:8443' } });
    expect(env.apiBase).toBe('');
    expect(env.socketBase).toBe('wss://m.example.cn:8443/ws/live/');
    expect(env.agreementUrl).toBe('https://m.example.cn:8443/pages/mine/agreement/index');
    expect(resolveEnv('local', { isH5: true, location: { protocol: 'http:', host: '127.0.0.1:8080' } }).socketBase).toBe('ws://127.0.0.1:8080/ws/live/');
  });

  it('local weapp talks to the server on this machine', () => {
    const env = resolveEnv('local', { isH5: false });
    expect(env.apiBase).toBe(LOCAL_SERVER);
    expect(env.socketBase).toBe('ws://127.0.0.1:8080/ws/live/');
    expect(env.picHost).toBe('http://127.0.0.1:8080/uploads/');
  });

  it.each(['production', 'staging', 'test'])('%s has every address over https/wss, the same on both platforms', (name) => {
    const h5 = resolveEnv(name, { isH5: true, location: { protocol: 'http:', host: 'localhost' } });
    const weapp = resolveEnv(name, { isH5: false });
    expect(h5).toEqual(weapp);
    expect(h5.name).toBe(name);
    for (const key of ['apiBase', 'paymentUrl', 'contractUrl', 'agreementUrl', 'winningUrl', 'picHost'] as const) {
      expect(h5[key], key).toMatch(/^https:\/\/[a-z0-9.-]+(\/|$)/);
    }
    expect(h5.socketBase).toMatch(/^wss:\/\/.+\/ws\/live\/$/);
  });

  it('keeps the environments apart', () => {
    const bases = ['production', 'staging', 'test'].map((n) => resolveEnv(n, { isH5: false }).apiBase);
    expect(new Set(bases).size).toBe(3);
  });

  it('carries the page sizes, the version and the signing secret', () => {
    const env = resolveEnv('production', { isH5: false }, 'prod-secret');
    expect(env).toMatchObject({ pageSize: PAGE_SIZE, appletPageSize: APPLET_PAGE_SIZE, adPageSize: AD_PAGE_SIZE, version: APP_VERSION, signSecret: 'prod-secret' });
    expect(resolveEnv('production', { isH5: false }).signSecret).toBe(DEFAULT_SIGN_SECRET);
  });

  it('falls back to local, with a warning, for an unknown name', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(resolveEnv('prod', { isH5: false }).name).toBe('local');
    expect(warn).toHaveBeenCalledOnce();
    expect(resolveEnv(undefined, { isH5: false }).name).toBe('local');
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('ENV', () => {
  it('defaults to local on the H5 test page', () => {
    expect(ENV.name).toBe('local');
    expect(ENV.apiBase).toBe('');
    expect(ENV.socketBase).toBe(`ws://${window.location.host}/ws/live/`);
  });
});

describe('access log switch (SPEC §4: on only in production)', () => {
  it('is on in production and off in every other environment unless the build says otherwise', () => {
    const host = { isH5: false };
    expect(resolveEnv('production', host).accessLog).toBe(true);
    for (const name of ['staging', 'test', 'local', undefined]) expect(resolveEnv(name, host).accessLog).toBe(false);
    expect(resolveEnv('local', host, undefined, 'on').accessLog).toBe(true);
    expect(resolveEnv('production', host, undefined, 'off').accessLog).toBe(false);
    expect(resolveEnv('staging', host, undefined, '').accessLog).toBe(false);
    expect(ENV.accessLog).toBe(false);
  });
});
