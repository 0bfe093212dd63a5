import { AD_PAGE_SIZE, CODE, type AdItem, type Advert, type Banner } from '@caixue/contract';
import { VIDEO_TEXT } from '@caixue/contract/schemas/video';
import type { Db } from '../../db/client';
import { BizError } from '../../errors';
import { findAd, latestPopup, listAds, listPositionAds, type AdRow } from './repo';

function toBanner(row: AdRow): Banner {
  return {
    id: row.id,
    pic: row.pic,
    title: row.title,
    typeCode: row.typeCode,
    link: row.link,
    linkParams: row.linkParams,
  };
}

export async function banners(db: Db, positionCode: string): Promise<Banner[]> {
  return (await listAds(db, positionCode)).map(toBanner);
}

export async function popupAdvert(db: Db): Promise<Advert | null> {
  const row = await latestPopup(db);
  return row ? { ...toBanner(row), version: row.version } : null;
}

function toAdItem(row: AdRow): AdItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    pic: row.pic,
    typeCode: row.typeCode,
    link: row.link,
    linkParams: row.linkParams,
  };
}

/** Teacher and goods ad lists (categoryCode teacherAd / goodsAd): one page of up to 99. */
export async function positionAds(
  db: Db,
  positionCode: string,
  query: { teacherId?: number; goodsId?: number; pageNum?: number; pageSize?: number },
): Promise<AdItem[]> {
  const limit = query.pageSize ?? AD_PAGE_SIZE;
  const rows = await listPositionAds(
    db,
    { positionCode, teacherId: query.teacherId, goodsId: query.goodsId },
    { limit, offset: ((query.pageNum ?? 1) - 1) * limit },
  );
  return rows.map(toAdItem);
}

/** Every enabled ad of a position. */
export async function allPositionAds(db: Db, positionCode: string): Promise<AdItem[]> {
  return (await listPositionAds(db, { positionCode })).map(toAdItem);
}

export async function adInfo(db: Db, id: number): Promise<AdItem> {
  const row = await findAd(db, id);
  if (!row) throw new BizError(CODE.notFound, VIDEO_TEXT.adNotFound);
  return toAdItem(row);
}
