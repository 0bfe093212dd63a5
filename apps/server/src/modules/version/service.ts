import { APP_VERSION, type VersionInfo } from '@caixue/contract';
import type { Db } from '../../db/client';
import { latestVersion } from './repo';

/** Mini-program app ids start with 'wx'; anything else without an explicit platform is the H5 app. */
export function platformOf(query: { platform?: string; appId?: string }): string {
  if (query.platform) return query.platform;
  return query.appId?.startsWith('wx') ? 'wxApplet' : 'h5';
}

/**
 * The stored release. The status is the server's; the client itself compares its installed sn
 * (SPEC §4) and asks for an update when it is lower.
 */
export async function latestRelease(db: Db, platform: string): Promise<VersionInfo> {
  const row = await latestVersion(db, platform);
  if (!row) return { sn: APP_VERSION, status: 0, iosLink: '', androidLink: '', isForce: 0, content: '' };
  return {
    sn: row.sn,
    status: row.status,
    iosLink: row.iosLink,
    androidLink: row.androidLink,
    isForce: row.isForce === 1 ? 1 : 0,
    content: row.content,
  };
}
