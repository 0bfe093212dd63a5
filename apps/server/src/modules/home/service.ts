import { HOME_BANNER_CODE, type HomeTabInfo } from '@caixue/contract';
import type { Db } from '../../db/client';
import { banners } from '../ad/service';
import { homeMenu, type LinkSealer } from '../nav/service';
import { listTeachers } from './repo';

export const HOME_TITLE = '财学';
export const HOME_NOTICE = '投资有风险，入市需谨慎。本平台内容仅供投资者教育与学习参考，不构成任何投资建议。';
const HOME_TEACHER_COUNT = 6;

/** Everything the home tab shows, in one call: menu, banners and featured teachers. */
export async function homeTabInfo(db: Db, sealLink: LinkSealer): Promise<HomeTabInfo> {
  // Sequential on purpose: PGlite has one connection, parallel queries would only queue.
  const menus = await homeMenu(db, sealLink);
  const homeBanners = await banners(db, HOME_BANNER_CODE);
  const teachers = await listTeachers(db, HOME_TEACHER_COUNT);
  return { title: HOME_TITLE, notice: HOME_NOTICE, menus, banners: homeBanners, teachers };
}
