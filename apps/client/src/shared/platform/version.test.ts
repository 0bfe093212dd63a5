import { describe, expect, it } from 'vitest';
import { compareVersions, versionStatus } from './version';

describe('compareVersions', () => {
  it.each([
    ['2.0.30', '2.0.4', 1], ['2.0.4', '2.0.30', -1], ['2.0.30', '2.0.30', 0], ['2.0', '2.0.0', 0],
    ['2.1', '2.0.99', 1], ['10.0.0', '9.9.9', 1], ['2.0.30', '2.0.30.1', -1],
  ] as const)('%s vs %s is %i', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
  });
});

describe('versionStatus', () => {
  it('is 1 (update required) when the installed version is older', () => {
    expect(versionStatus('2.0.29', { sn: '2.0.30', status: 0 })).toBe(1);
    expect(versionStatus('2.0.9', { sn: '2.0.10', status: 0 })).toBe(1);
  });
  it('is the server status otherwise', () => {
    expect(versionStatus('2.0.30', { sn: '2.0.30', status: 0 })).toBe(0);
    expect(versionStatus('2.0.31', { sn: '2.0.30', status: 2 })).toBe(2);
  });
});
