import { FOOTER_CATEGORY_CODE, type FooterNavItem, type LinkItem, type LinkTypeCode } from '@caixue/contract';
import type { Db } from '../../db/client';
import { listNav, MENU_CATEGORY, type NavRow } from './repo';

/**
 * Rewrites a stored link for the answer: the goods module's `GoodsLinks.sealLink` seals plain
 * `goodsIds=` of no-permission links (app.ts passes it; nav never imports the goods module).
 */
export type LinkSealer = (link: string) => string;
const unsealed: LinkSealer = (link) => link;

export function toLinkItem(row: NavRow, seal: LinkSealer = unsealed): LinkItem {
  return {
    id: row.id,
    title: row.title,
    icon: row.icon,
    typeCode: row.typeCode,
    link: row.link,
    linkParams: row.linkParams,
    permission: row.permission,
    permissionMsg: row.permissionMsg,
    noPermissionLink: seal(row.noPermissionLink),
  };
}

function toFooterItem(row: NavRow): FooterNavItem {
  return { id: row.id, title: row.title, link: row.link, icon: row.icon, iconActive: row.iconActive };
}

export async function homeMenu(db: Db, seal: LinkSealer = unsealed): Promise<LinkItem[]> {
  return (await listNav(db, MENU_CATEGORY)).map((row) => toLinkItem(row, seal));
}

export async function footerTabs(db: Db, linkTypeCode: LinkTypeCode): Promise<FooterNavItem[]> {
  return (await listNav(db, FOOTER_CATEGORY_CODE, linkTypeCode)).map(toFooterItem);
}
