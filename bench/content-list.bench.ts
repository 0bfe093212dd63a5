// Benchmark: the first page (20 rows) of the news, course and playback lists as a visitor, through the
// whole app (hooks, access rule per row, joins for teacher and category, schema serialization) against a
// bare Fastify route that selects the same 20 rows and count from the same database in the same run.
//   npm run bench:content -w @caixue/bench   (BENCH_SECONDS, BENCH_CONNECTIONS; DATABASE_URL for PostgreSQL)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, desc } from 'drizzle-orm';
import Fastify from 'fastify';
import { API } from '@caixue/contract';
import { loadConfig } from '../apps/server/src/config';
import { courses, news, playbacks } from '../apps/server/src/db/schema';
import { createServer } from '../apps/server/src/server';
import { comparePairs, type LoadPair } from './support/load';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const dataDir = mkdtempSync(join(tmpdir(), 'caixue-bench-'));

const server = await createServer(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: process.env.DATABASE_URL }));
const db = server.database.db;
const appUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });

/** The baseline: the newest 20 rows of a table and its count, as they are stored, in the envelope. */
function bareList(table: typeof news | typeof courses | typeof playbacks) {
  return async () => {
    const [rows, [{ total }]] = await Promise.all([
      db.select().from(table).orderBy(desc(table.id)).limit(20),
      db.select({ total: count() }).from(table),
    ]);
    return { code: 200, msg: '查询成功', rows, total };
  };
}

const bare = Fastify({ logger: false });
bare.get('/bare/news', bareList(news));
bare.get('/bare/courses', bareList(courses));
bare.get('/bare/playbacks', bareList(playbacks));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

const pairs: LoadPair[] = [
  ['news list', `${appUrl}${API.news.list()}?pageNum=1&pageSize=20`, `${bareUrl}/bare/news`],
  ['course list', `${appUrl}${API.course.list}?pageNum=1&pageSize=20`, `${bareUrl}/bare/courses`],
  ['playback list', `${appUrl}${API.liveVideo.playbacks}?pageNum=1&pageSize=20`, `${bareUrl}/bare/playbacks`],
];

console.log(`database: ${server.database.kind}; ${seconds} s per target, ${connections} connections; visitor; load from a separate process`);
try {
  await comparePairs(pairs, seconds, connections);
} finally {
  await bare.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
