// Benchmark: order creation and payment-notify handling through the whole app (signature check, schema,
// token, server pricing from the goods, idempotency key, agreement; notify verification, decryption,
// the one settle transaction with the grant) beside a bare insert of the same rows in the same run.
// PGlite by default; PostgreSQL when DATABASE_URL is set (its order tables keep the bench rows).
//   npm run bench:order -w @caixue/bench     (BENCH_ORDERS=400 BENCH_CONCURRENCY=10)
//
// The notify is the development cashier's (`POST /api/payment/dev/pay`): the dev driver seals a WeChat
// Pay-shaped notify (RSA-SHA256 signature, AES-256-GCM resource) and the app handles it through the same
// `Payments.receive` as `/api/payment/notify/wechatpay`. Sealing is not part of handling a real notify, so
// the table also shows sealing alone (`sealNotify` with a 2048-bit key) from the same run.
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { API, DEFAULT_SIGN_SECRET, SIGN_HEADERS, computeSign, shiftedTimestamp } from '@caixue/contract';
import { loadConfig } from '../apps/server/src/config';
import { goods, memberLevelGrants, orderAgreements, orders, paymentNotifies } from '../apps/server/src/db/schema';
import { sealNotify } from '../apps/server/src/integrations/payment/seal';
import { createServer } from '../apps/server/src/server';

const total = Number(process.env.BENCH_ORDERS ?? 400);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 10);
const GOODS_ID = 2;
const DEMO_MOBILES = ['13800000001', '13800000002', '13800000003', '13800000004', '13800000005'];

const dataDir = mkdtempSync(join(tmpdir(), 'caixue-bench-order-'));
const server = await createServer(
  loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: process.env.DATABASE_URL, ORDER_JOBS_INTERVAL_MS: '0' }),
);
const { app } = server;
const db = server.database.db;

function signed(body: unknown, token?: string): InjectOptions['headers'] {
  const payload = JSON.stringify(body);
  const timestamp = shiftedTimestamp(Date.now());
  const randomKey = randomUUID();
  const mobile = (body as { mobile?: string }).mobile;
  return {
    'content-type': 'application/json',
    [SIGN_HEADERS.sign]: computeSign(payload, timestamp, randomKey, DEFAULT_SIGN_SECRET),
    [SIGN_HEADERS.timestamp]: timestamp,
    [SIGN_HEADERS.randomKey]: randomKey,
    ...(mobile ? { [SIGN_HEADERS.mobile]: mobile } : {}),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
}

async function post<T>(url: string, body: unknown, token?: string): Promise<T> {
  const response = await app.inject({ method: 'POST', url, payload: JSON.stringify(body), headers: signed(body, token) });
  const answer = response.json() as { code: number; msg: string; data: T };
  if (answer.code !== 200) throw new Error(`${url}: ${answer.code} ${answer.msg}`);
  return answer.data;
}

async function get<T>(url: string, token: string): Promise<T> {
  const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const answer = response.json() as { code: number; msg: string; data: T };
  if (answer.code !== 200) throw new Error(`${url}: ${answer.code} ${answer.msg}`);
  return answer.data;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Runs `op(i)` for i in [0, total) with `concurrency` callers in flight. */
async function measure(op: (i: number) => Promise<unknown>) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const caller = async () => {
    while (next < total) {
      const i = next;
      next += 1;
      const t = performance.now();
      await op(i);
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, caller));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { perSecond: Math.round(total / seconds), p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

const rows: string[] = [];
const report = (label: string, figures: { perSecond: number; p50: number; p99: number }) =>
  rows.push(`| ${label} | ${figures.perSecond} | ${figures.p50.toFixed(2)} | ${figures.p99.toFixed(2)} |`);

try {
  const tokens: { token: string; memberId: number }[] = [];
  for (const mobile of DEMO_MOBILES) {
    const login = await post<{ token: string; memberId: number }>(API.member.loginAccount, { account: mobile, password: 'caixue123' });
    tokens.push({ token: login.token, memberId: login.memberId });
  }
  const member = (i: number) => tokens[i % tokens.length];
  const contract = await get<{ version: string }>(`${API.order.contract}?goodsId=${GOODS_ID}`, tokens[0].token);
  const [item] = await db.select().from(goods).where(eq(goods.id, GOODS_ID));

  // 1. Creating orders: the app, then the bare insert of the same two rows.
  const orderNos: string[] = [];
  report('create order (app: POST /api/order/create)', await measure(async (i) => {
    const body = { goodsId: GOODS_ID, quantity: 1, idempotencyKey: randomBytes(16).toString('hex'), contractVersion: contract.version };
    const order = await post<{ orderNo: string }>(API.order.create, body, member(i).token);
    orderNos[i] = order.orderNo;
  }));
  const bareNo = (i: number) => `BENCH${process.pid}${String(i).padStart(8, '0')}`;
  report('create order (bare insert: orders + order_agreements)', await measure(async (i) => {
    const now = new Date();
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(orders)
        .values({
          orderNo: bareNo(i), memberId: member(i).memberId, goodsId: item.id, title: item.title, pic: item.pic, levelId: item.levelId,
          levelName: '钻石会员', priceFen: item.priceFen, amountFen: item.priceFen, cycle: item.cycle, cycleUnit: item.cycleUnit,
          grantDays: item.grantDays, state: 'UNPAID', idempotencyKey: randomBytes(16).toString('hex'), closeAt: new Date(now.getTime() + 900_000),
        })
        .returning({ id: orders.id });
      await tx.insert(orderAgreements).values({ orderId: row.id, contractVersion: contract.version, agreedAt: now, ip: '127.0.0.1', userAgent: 'bench' });
    });
  }));

  // 2. Starting the payment on the local cashier (setup, not measured).
  for (let i = 0; i < total; i += 1) await post(API.order.pay, { orderNo: orderNos[i], channel: 'dev' }, member(i).token);

  // 3. Notify handling: the cashier's sealed notify through Payments.receive; bare: the same rows written.
  report('pay + notify (app: dev cashier, seal + verify + settle + grant)', await measure((i) => post(API.payment.devPay, { orderNo: orderNos[i] }, member(i).token)));
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const apiV3Key = randomBytes(16).toString('hex');
  report('  of which sealing alone (sealNotify, not part of a real notify)', await measure(async (i) => {
    sealNotify({ privateKey, publicKeyId: 'PUB_KEY_ID_BENCH', apiV3Key }, 'TRANSACTION.SUCCESS', 'transaction', { out_trade_no: bareNo(i), amount: { total: 1 } }, Date.now());
  }));
  report('notify (bare: notify row + UNPAID->PAID->FULFILLED + grant row)', await measure(async (i) => {
    const now = new Date();
    await db.transaction(async (tx) => {
      await tx.insert(paymentNotifies).values({ provider: 'bench', notifyId: `bench-${process.pid}-${i}`, kind: 'payment', orderNo: bareNo(i), transactionId: `bench-tx-${process.pid}-${i}`, receivedAt: now });
      await tx.update(orders).set({ state: 'PAID', transactionId: `bench-tx-${process.pid}-${i}`, paidAt: now }).where(and(eq(orders.orderNo, bareNo(i)), eq(orders.state, 'UNPAID')));
      await tx.insert(memberLevelGrants).values({ memberId: member(i).memberId, levelId: item.levelId, startAt: now, endAt: new Date(now.getTime() + 86_400_000), source: 'order', sourceId: bareNo(i) });
      await tx.update(orders).set({ state: 'FULFILLED', fulfilledAt: now }).where(and(eq(orders.orderNo, bareNo(i)), eq(orders.state, 'PAID')));
    });
  }));

  const [{ fulfilled }] = await db.select({ fulfilled: sql<number>`count(*)::int` }).from(orders).where(and(eq(orders.state, 'FULFILLED'), inArray(orders.orderNo, orderNos)));
  if (fulfilled !== total) throw new Error(`expected ${total} fulfilled orders, found ${fulfilled}`);

  console.log(`database: ${server.database.kind}; ${total} orders per row, ${concurrency} in flight, ${DEMO_MOBILES.length} members; in-process (app.inject); latency per call in ms`);
  console.log('\n| operation | per s | p50 | p99 |');
  console.log('|---|---:|---:|---:|');
  for (const row of rows) console.log(row);
} finally {
  if (process.env.DATABASE_URL) {
    await db.delete(memberLevelGrants).where(like(memberLevelGrants.sourceId, 'BENCH%'));
    await db.delete(paymentNotifies).where(eq(paymentNotifies.provider, 'bench'));
    await db.delete(orders).where(like(orders.orderNo, 'BENCH%'));
  }
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
