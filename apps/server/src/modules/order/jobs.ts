import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Payments } from './payments';
import type { Refunds } from './refunds';
import { dueToClose, findOrder, refundsUnderWay, transition, unpaidAtProvider } from './repo';
import type { OrderSettleListener } from './settle';

/**
 * Background work of orders, safe with several server instances: each step is a conditional
 * update, so two instances doing the same order apply it once.
 * - close: UNPAID orders past closeAt; the provider is asked first when one was chosen (a payment
 *   that came is applied as paid), else the order moves UNPAID -> CLOSED and the provider is told.
 *   While the provider cannot be asked the close waits, at most CLOSE_GRACE_MS.
 * - reconcile: UNPAID orders at a provider for more than a minute are asked about (a lost notify);
 *   refunds under way for more than a minute are asked again (a lost refund notify, an automatic
 *   refund whose request failed: the request is idempotent by refund number).
 */

export interface OrderJobsDeps {
  db: Db;
  payments: Payments;
  refunds: Refunds;
  logger: FastifyBaseLogger;
  now: () => number;
  /** How often both jobs run; 0 = never by themselves (tests call runOnce). */
  intervalMs: number;
  /** Told on the closing transaction (the coupon and points of a closed order go back). */
  listener?: OrderSettleListener;
}

const BATCH = 50;
const RECONCILE_AFTER_MS = 60_000;
/** How long past closeAt an order waits for its provider to answer before it is closed anyway. */
const CLOSE_GRACE_MS = 10 * 60_000;

export class OrderJobs {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(private readonly deps: OrderJobsDeps) {}

  start(): void {
    if (this.deps.intervalMs <= 0 || this.timer) return;
    this.timer = setInterval(() => void this.runOnce(), this.deps.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Both jobs once; a run still going is joined rather than overlapped. */
  runOnce(): Promise<void> {
    this.running ??= (async () => {
      try {
        await this.closeDue();
        await this.reconcile();
      } catch (error) {
        this.deps.logger.error({ err: error }, 'order jobs failed');
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  async closeDue(): Promise<number> {
    const { db, payments } = this.deps;
    let closed = 0;
    for (const order of await dueToClose(db, new Date(this.deps.now()), BATCH)) {
      // A provider that cannot be asked delays the close, for a while: a payment after it is refunded.
      const unreachable = order.provider && !(await payments.sync(order));
      if (unreachable && this.deps.now() < order.closeAt.getTime() + CLOSE_GRACE_MS) continue;
      if ((await findOrder(db, order.orderNo))?.state !== 'UNPAID') continue;
      const now = new Date(this.deps.now());
      const moved = await db.transaction(async (tx) => {
        const row = await transition(tx, order.orderNo, ['UNPAID'], 'CLOSED', { closedAt: now }, now);
        if (row) await this.deps.listener?.onReleased?.(tx, row, now);
        return row;
      });
      if (!moved) continue;
      closed += 1;
      await payments.closeAtProvider(moved);
    }
    return closed;
  }

  async reconcile(): Promise<void> {
    const { db, payments, refunds } = this.deps;
    const before = new Date(this.deps.now() - RECONCILE_AFTER_MS);
    for (const order of await unpaidAtProvider(db, before, BATCH)) await payments.sync(order);
    for (const { order, refund } of await refundsUnderWay(db, before, BATCH)) await refunds.askProvider(order, refund);
  }
}
