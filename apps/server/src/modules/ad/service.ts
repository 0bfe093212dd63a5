import type { Advert, Banner } from '@caixue/contract';
import type { Db } from '../../db/client';
import { latestPopup, listAds, type AdRow } from './repo';

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
