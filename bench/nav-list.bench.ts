// Benchmark: GET /api/nav/list and the footer list through the whole app (hooks, auth check, schema
// serialization, envelope) against a bare Fastify route serving the same rows from the same database in
// the same run. Prints req/s and latency for each and the app/bare ratio.
//   npm run bench            (BENCH_SECONDS=10 BENCH_CONNECTIONS=50 to change the load)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { API, APP_VERSION, FOOTER_CATEGORY_CODE } from '@caixue/contract';
import { loadConfig } from '../apps/server/src/config';
import { createServer } from '../apps/server/src/server';
import { listNav, MENU_CATEGORY } from '../apps/server/src/modules/nav/repo';
import { comparePairs, type LoadPair } from './support/load';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const dataDir = mkdtempSync(join(tmpdir(), 'caixue-bench-'));

const server = await createServer(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: process.env.DATABASE_URL }));
const db = server.database.db;
const appUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });

const bare = Fastify({ logger: false });
bare.get('/bare/nav', async () => ({ code: 200, msg: '操作成功', data: await listNav(db, MENU_CATEGORY) }));
bare.get('/bare/footer', async () => ({ code: 200, msg: '操作成功', data: await listNav(db, FOOTER_CATEGORY_CODE, 'h5') }));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

const footerQuery = `?categoryCode=${FOOTER_CATEGORY_CODE}&versionSn=${APP_VERSION}&linkTypeCode=h5`;
const pairs: LoadPair[] = [
  ['nav list', `${appUrl}${API.nav.list}`, `${bareUrl}/bare/nav`],
  ['footer list', `${appUrl}${API.nav.footerList}${footerQuery}`, `${bareUrl}/bare/footer`],
];

console.log(`database: ${server.database.kind}; ${seconds} s per target, ${connections} connections; load from a separate process`);
try {
  await comparePairs(pairs, seconds, connections);
} finally {
  await bare.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
