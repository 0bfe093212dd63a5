/** Installed versus server version (SPEC §4 "Version status"). */
import type { VersionInfo } from '@caixue/contract';

/** Dot-separated numeric comparison: -1, 0 or 1. Missing parts count as 0 ('2.0' equals '2.0.0'). */
export function compareVersions(a: string, b: string): -1 | 0 | 1 {
  const left = a.split('.').map((part) => parseInt(part, 10) || 0);
  const right = b.split('.').map((part) => parseInt(part, 10) || 0);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return diff < 0 ? -1 : 1;
  }
  return 0;
}

/** An older installed version means 1 (update required); otherwise the server's status stands. */
export function versionStatus(installed: string, serverInfo: Pick<VersionInfo, 'sn' | 'status'>): number {
  return compareVersions(installed, serverInfo.sn) < 0 ? 1 : serverInfo.status;
}
