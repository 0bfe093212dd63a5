import type { StockRace, StockRaceCategory } from '@caixue/contract';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stockRaceCategories, stockRaces } from '../../db/schema';

export async function listStockRaceCategories(db: Db): Promise<StockRaceCategory[]> {
  return db
    .select({ id: stockRaceCategories.id, name: stockRaceCategories.name })
    .from(stockRaceCategories)
    .orderBy(asc(stockRaceCategories.sort), asc(stockRaceCategories.id));
}

export async function listStockRaces(
  db: Db,
  filter: { categoryId?: number },
  page: { limit: number; offset: number },
): Promise<{ rows: StockRace[]; total: number }> {
  const where = and(eq(stockRaces.enabled, true), filter.categoryId === undefined ? undefined : eq(stockRaces.categoryId, filter.categoryId));
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        id: stockRaces.id,
        categoryId: stockRaces.categoryId,
        pic: stockRaces.pic,
        title: stockRaces.title,
        content: stockRaces.content,
        link: stockRaces.link,
      })
      .from(stockRaces)
      .where(where)
      .orderBy(asc(stockRaces.sort), desc(stockRaces.startAt), desc(stockRaces.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(stockRaces).where(where),
  ]);
  return { rows, total: n };
}
