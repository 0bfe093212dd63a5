import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import pino from 'pino';
import { expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { ads, appVersions, courseSections, courses, financeEvents, members, navItems, news, playbacks, stockRaces, teachers, videos } from '../src/db/schema';
import { seedDemoContent } from '../src/seed';
import { SEED_PICTURES_DIR } from '../src/seed/content';
import { LEVEL_DEMO_MEMBERS } from '../src/seed/levels';
import { createServer } from '../src/server';
import { describeServer, useTestServer } from './support/test-server';

async function counts(db: Db) {
  const tables = { members, teachers, navItems, ads, appVersions, news, courses, courseSections, playbacks, videos, stockRaces, financeEvents };
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    result[name] = (await db.select({ n: count() }).from(table))[0].n;
  }
  return result;
}

async function pictureTimes(dir: string) {
  const files = (await readdir(dir)).sort();
  return Promise.all(files.map(async (f) => [f, (await stat(path.join(dir, f))).mtimeMs] as const));
}

describeServer('first-run seed', () => {
  const server = useTestServer();
  const picturesDir = () => path.join(server().config.dataDir, 'uploads', SEED_PICTURES_DIR);

  it('seeded the demo content', async () => {
    const seeded = await counts(server().database.db);
    expect(seeded).toMatchObject({
      // base set: 张三, 李老师, admin; levels set: 王五 (expired), 赵六 (none), 孙七 (expiring).
      members: 3 + LEVEL_DEMO_MEMBERS.length,
      teachers: 5,
      navItems: 8 + 4 + 3 * 3,
      appVersions: 4,
    });
    // Content sets (issue 5): banners and ads of every kind, news, courses, playbacks, media, races.
    for (const table of ['ads', 'news', 'courses', 'courseSections', 'playbacks', 'videos', 'stockRaces', 'financeEvents'] as const) {
      expect([table, seeded[table] > 0]).toEqual([table, true]);
    }
    expect((await readdir(picturesDir())).length).toBeGreaterThanOrEqual(25);
  });

  it('changes nothing when run again', async () => {
    const before = await counts(server().database.db);
    const times = await pictureTimes(picturesDir());
    const again = await seedDemoContent(server().database.db, server().config.dataDir);
    expect(again).toEqual({ inserted: false, picturesWritten: 0 });
    expect(await counts(server().database.db)).toEqual(before);
    expect(await pictureTimes(picturesDir())).toEqual(times);
  });

  it('changes nothing on a full restart of the server on the same data', async () => {
    const before = await counts(server().database.db);
    const times = await pictureTimes(picturesDir());
    await server().app.close();
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const restarted = await createServer(server().config, { logger, redisKeyPrefix: `caixue:test:restart:${process.pid}:` });
    try {
      expect(await counts(restarted.database.db)).toEqual(before);
      expect(await pictureTimes(picturesDir())).toEqual(times);
      const seedLine = lines.map((l) => JSON.parse(l) as { msg: string; inserted?: boolean }).find((l) => l.msg === 'seed checked');
      expect(seedLine?.inserted).toBe(false);
    } finally {
      await restarted.close();
    }
  });
});
