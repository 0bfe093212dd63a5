import { randomBytes } from 'node:crypto';
import { API, CODE, type OrderDetail, type PayOrderResult } from '@caixue/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { goods, liveRooms, memberLevelGrants, orderRefunds, orders, paymentNotifies } from '../../src/db/schema';
import { CONTRACT_VERSION } from '../../src/modules/order/contract-text';
import type { Caller } from './content';
import type { Answer, TestServer } from './test-server';

/** Shared by the order test files: buying, paying and looking at what the database holds. */

export const GOODS = { monthly: '金牌会员·月度', trial: '金牌会员·7天体验', offSale: '钻石会员·半年（已停售）' } as const;

export const newKey = () => `k_${randomBytes(12).toString('hex')}`;

export async function goodsId(server: TestServer, title: string): Promise<number> {
  const [row] = await server.database.db.select({ id: goods.id }).from(goods).where(eq(goods.title, title));
  if (!row) throw new Error(`no seeded goods ${title}`);
  return row.id;
}

export async function vipRoomId(server: TestServer): Promise<number> {
  const rooms = await server.database.db.select({ id: liveRooms.id, title: liveRooms.title }).from(liveRooms);
  const vip = rooms.find((r) => r.title.includes('VIP'));
  if (!vip) throw new Error('no seeded VIP room');
  return vip.id;
}

/** The VIP room's info: 206 without the gold level, 200 with it. */
export async function vipCode(server: TestServer, caller: Caller): Promise<number | undefined> {
  return (await server.get(API.live.wordInfo(await vipRoomId(server)), { token: caller.token })).body.code;
}

/**
 * Creates an order. Fresh test members have no risk assessment, so the order confirms the
 * appropriateness warning (riskConfirmed) unless the body says otherwise (survey-risk.test.ts tests the gate).
 */
export function create(server: TestServer, caller: Caller, body: Record<string, unknown>): Promise<Answer> {
  return server.post(API.order.create, { quantity: 1, contractVersion: CONTRACT_VERSION, idempotencyKey: newKey(), riskConfirmed: true, ...body }, { token: caller.token });
}

/** A successful answer's data (fails the test with the code and message otherwise). */
export function data<T>(answer: Answer): T {
  expect([answer.body.code, answer.body.msg]).toEqual([CODE.ok, '操作成功']);
  return answer.body.data as T;
}

export async function newOrder(server: TestServer, caller: Caller, title: string = GOODS.monthly): Promise<OrderDetail> {
  return data<OrderDetail>(await create(server, caller, { goodsId: await goodsId(server, title) }));
}

/** An order of the monthly goods, paid on the development cashier (FULFILLED). */
export async function paidOrder(server: TestServer, token: string): Promise<string> {
  const { orderNo } = await newOrder(server, { name: '', id: 0, token });
  data<PayOrderResult>(await server.post(API.order.pay, { orderNo, channel: 'dev' }, { token }));
  expect(data<OrderDetail>(await server.post(API.payment.devPay, { orderNo }, { token })).state).toBe('FULFILLED');
  return orderNo;
}

export async function orderRow(server: TestServer, orderNo: string) {
  const [row] = await server.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
  return row;
}

/** What one order left in the database: its row, grants, refunds and recorded notices. */
export async function ledger(server: TestServer, orderNo: string) {
  const db = server.database.db;
  const order = await orderRow(server, orderNo);
  return {
    state: order.state,
    transactionId: order.transactionId,
    grants: await db.select().from(memberLevelGrants).where(eq(memberLevelGrants.sourceId, orderNo)),
    refunds: await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id)),
    notifies: await db.select().from(paymentNotifies).where(eq(paymentNotifies.orderNo, orderNo)),
  };
}
