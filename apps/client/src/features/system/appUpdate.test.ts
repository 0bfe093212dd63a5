import { describe, expect, it } from 'vitest';
import type { VersionInfo } from '@caixue/contract';
import { downloadText, planAppUpdate } from './appUpdate';

const info = (over: Partial<VersionInfo>): VersionInfo => ({
  sn: '2.0.30', status: 0, iosLink: 'https://apps.apple.com/x', androidLink: 'https://dl.example.com/a.apk', isForce: 0, content: '', ...over,
});

describe('planAppUpdate', () => {
  it('asks for an update only when the installed version is lower (numeric parts, not text)', () => {
    expect(planAppUpdate('2.0.30', info({ sn: '2.0.30' }), 'android')).toEqual({ kind: 'none' });
    expect(planAppUpdate('2.0.30', info({ sn: '2.0.4' }), 'android')).toEqual({ kind: 'none' });
    expect(planAppUpdate('2.0.30', info({ sn: '2.0.31' }), 'android'))
      .toEqual({ kind: 'outdated', platform: 'android', link: 'https://dl.example.com/a.apk', forced: false });
    expect(planAppUpdate('2.0.30', info({ sn: '2.1', isForce: 1 }), 'ios'))
      .toEqual({ kind: 'outdated', platform: 'ios', link: 'https://apps.apple.com/x', forced: true });
  });

  it('offers nothing when the platform has no link', () => {
    expect(planAppUpdate('2.0.30', info({ sn: '3.0.0', androidLink: '' }), 'android')).toEqual({ kind: 'none' });
  });
});

describe('downloadText', () => {
  it('says connected until the size is known, then the whole percent', () => {
    expect(downloadText(0, 0)).toBe('已连接到服务器');
    expect(downloadText(10, -1)).toBe('已连接到服务器');
    expect(downloadText(512, 1024)).toBe('下载中 50%');
    expect(downloadText(1023, 1024)).toBe('下载中 99%');
    expect(downloadText(2048, 1024)).toBe('下载中 100%');
  });
});
