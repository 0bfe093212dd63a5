import type { StockRace, StockRaceCategory } from '@caixue/contract';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stockRaceCategories, stockRaceEntries, stockRaces, teachers } from '../../db/schema';

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

export interface EntryRow {
  id: number;
  raceId: number;
  raceTitle: string;
  title: string;
  teacherId: number | null;
  teacherName: string | null;
  teacherAvatar: string | null;
  moduleId: number | null;
  capital: number;
  startDay: string;
  endDay: string | null;
  symbols: string[];
  seed: string;
  sort: number;
}

const entryColumns = {
  id: stockRaceEntries.id,
  raceId: stockRaceEntries.raceId,
  raceTitle: stockRaces.title,
  title: stockRaceEntries.title,
  teacherId: stockRaceEntries.teacherId,
  teacherName: teachers.name,
  teacherAvatar: teachers.avatar,
  moduleId: stockRaceEntries.moduleId,
  capital: stockRaceEntries.capital,
  startDay: stockRaceEntries.startDay,
  endDay: stockRaceEntries.endDay,
  symbols: stockRaceEntries.symbols,
  seed: stockRaceEntries.seed,
  sort: stockRaceEntries.sort,
};

/** Entries of enabled races (of one race when given), in their stored order. */
export async function listEntries(db: Db, raceId?: number): Promise<EntryRow[]> {
  return db
    .select(entryColumns)
    .from(stockRaceEntries)
    .innerJoin(stockRaces, eq(stockRaces.id, stockRaceEntries.raceId))
    .leftJoin(teachers, eq(teachers.id, stockRaceEntries.teacherId))
    .where(and(eq(stockRaces.enabled, true), raceId === undefined ? undefined : eq(stockRaceEntries.raceId, raceId)))
    .orderBy(asc(stockRaceEntries.raceId), asc(stockRaceEntries.sort), asc(stockRaceEntries.id));
}

export async function findEntry(db: Db, id: number): Promise<EntryRow | null> {
  const [row] = await db
    .select(entryColumns)
    .from(stockRaceEntries)
    .innerJoin(stockRaces, eq(stockRaces.id, stockRaceEntries.raceId))
    .leftJoin(teachers, eq(teachers.id, stockRaceEntries.teacherId))
    .where(and(eq(stockRaceEntries.id, id), eq(stockRaces.enabled, true)));
  return row ?? null;
}

export async function findRace(db: Db, id: number) {
  const [row] = await db
    .select({ id: stockRaces.id, title: stockRaces.title, pic: stockRaces.pic, content: stockRaces.content, startAt: stockRaces.startAt, endAt: stockRaces.endAt })
    .from(stockRaces)
    .where(and(eq(stockRaces.id, id), eq(stockRaces.enabled, true)));
  return row ?? null;
}
