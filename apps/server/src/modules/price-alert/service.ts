import {
  CODE,
  PRICE_ALERT_STATUS_TEXT,
  PRICE_ALERT_TEXT,
  WATCHLIST_LIMITS,
  priceAlertCondition,
  formatAlertPrice,
  type PriceAlert,
  type PriceAlertBody,
  type PriceAlertEvent,
  type PriceAlertKind,
  type PriceAlertStatus,
} from '@caixue/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { BizError, badRequest } from '../../errors';
import type { MarketData, Quote } from '../../integrations/market/provider';
import type { NewPush } from '../centre/push-service';
import { quoteFields, resolveSecurity } from '../watchlist/service';
import {
  activeAlerts,
  activeCount,
  alertsOf,
  cancelAlert,
  findActiveSame,
  findAlert,
  fireAlert,
  insertAlert,
  lockMemberAlerts,
  type PriceAlertRow,
} from './repo';

/** Adds push-list entries (modules/centre's PushService), inside the given transaction. */
export interface AlertPushes {
  push(memberId: number, push: NewPush, tx: Db): Promise<number>;
}

/** Delivers an event to the member's open sockets, if any (the WebSocket layer implements it). */
export interface MemberNotifier {
  notifyMember(memberId: number, event: PriceAlertEvent): void;
}

export interface PriceAlertServiceOptions {
  db: Db;
  market: MarketData;
  pushes: AlertPushes;
  notifier: MemberNotifier;
  logger: FastifyBaseLogger;
  now: () => number;
  /**
   * The market's clock (MARKET_CLOCK_START runs it apart from the app's): whether the market trades is
   * asked at this instant, like the quotes. Default `now`.
   */
  marketNow?: () => number;
}

/** Alerts listed per member, newest first. */
const LIST_LIMIT = 100;
const CHINA_OFFSET_MS = 8 * 3600_000;
const chinaTime = (value: Date) => new Date(value.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
/** Values are stored in thousandths (0.001 yuan, 0.001 percentage points). */
const toMilli = (value: number) => Math.round(value * 1000);
const fromMilli = (value: number) => value / 1000;
const isPriceKind = (kind: PriceAlertKind) => kind === 'priceUp' || kind === 'priceDown';

/** True when the quote meets the alert's condition (the comparison is in thousandths, so exact). */
export function conditionMet(kind: PriceAlertKind, valueMilli: number, quote: Pick<Quote, 'price' | 'changePercent'>): boolean {
  const price = toMilli(quote.price);
  const change = toMilli(quote.changePercent);
  switch (kind) {
    case 'priceUp':
      return price >= valueMilli;
    case 'priceDown':
      return price <= valueMilli;
    case 'riseTo':
      return change >= valueMilli;
    case 'fallTo':
      return change <= -valueMilli;
  }
}

/**
 * Price alerts (issue 15). An alert is set only while its condition is false (so it fires at a crossing,
 * not at once) and fires once: during a trading session the evaluator (PriceAlertJobs) compares each active
 * alert with its stock's quote; the first time the condition holds, a conditional update marks it fired
 * and, in the same transaction, a push-list entry is written; then the member's open sockets get a
 * `priceAlert` event. Outside the sessions (break, after the close, holidays) nothing is evaluated.
 */
export class PriceAlertService {
  private readonly db: Db;
  private readonly market: MarketData;
  private readonly pushes: AlertPushes;
  private readonly notifier: MemberNotifier;
  private readonly logger: FastifyBaseLogger;
  private readonly now: () => number;
  private readonly marketNow: () => number;

  constructor(options: PriceAlertServiceOptions) {
    this.db = options.db;
    this.market = options.market;
    this.pushes = options.pushes;
    this.notifier = options.notifier;
    this.logger = options.logger;
    this.now = options.now;
    this.marketNow = options.marketNow ?? options.now;
  }

  async list(memberId: number): Promise<PriceAlert[]> {
    const rows = await alertsOf(this.db, memberId, LIST_LIMIT);
    const quotes = new Map((await this.market.quotes([...new Set(rows.map((row) => row.symbol))])).map((quote) => [quote.symbol, quote]));
    // Active ones first, then the rest; newest first inside each.
    const ordered = [...rows.filter((row) => row.status === 'active'), ...rows.filter((row) => row.status !== 'active')];
    return ordered.map((row) => this.view(row, quotes.get(row.symbol)));
  }

  async add(memberId: number, body: PriceAlertBody): Promise<PriceAlert> {
    const quote = await resolveSecurity(this.market, body.symbol);
    const { kind } = body;
    const value = toMilli(body.value);
    if (isPriceKind(kind)) {
      // A stock's tick is 0.01 yuan, a bond's 0.001.
      const step = quote.type === 'bond' ? 1 : 10;
      if (value <= 0 || value % step !== 0 || Math.abs(body.value * 1000 - value) > 1e-6) throw badRequest(PRICE_ALERT_TEXT.priceInvalid);
    } else if (value <= 0 || value > WATCHLIST_LIMITS.changePercentMax * 1000 || value % 10 !== 0 || Math.abs(body.value * 1000 - value) > 1e-6) {
      throw badRequest(PRICE_ALERT_TEXT.percentInvalid);
    }
    if (conditionMet(kind, value, quote)) {
      throw badRequest(kind === 'priceUp' ? PRICE_ALERT_TEXT.alreadyReachedUp : kind === 'priceDown' ? PRICE_ALERT_TEXT.alreadyReachedDown : PRICE_ALERT_TEXT.alreadyReachedChange);
    }
    const row = await this.db.transaction(async (tx) => {
      await lockMemberAlerts(tx, memberId);
      if (await findActiveSame(tx, memberId, quote.symbol, kind, value)) throw badRequest(PRICE_ALERT_TEXT.duplicate);
      if ((await activeCount(tx, memberId)) >= WATCHLIST_LIMITS.activeAlerts) throw badRequest(PRICE_ALERT_TEXT.tooMany);
      return insertAlert(tx, { memberId, symbol: quote.symbol, kind, value, createdAt: new Date(this.now()) });
    });
    return this.view(row, quote);
  }

  async cancel(memberId: number, id: number): Promise<PriceAlert> {
    const row = await cancelAlert(this.db, memberId, id);
    if (!row) {
      // Someone else's alert is answered like a missing one: ids tell nothing.
      if (!(await findAlert(this.db, memberId, id))) throw new BizError(CODE.notFound, PRICE_ALERT_TEXT.notFound);
      throw badRequest(PRICE_ALERT_TEXT.notActive);
    }
    const [quote] = await this.market.quotes([row.symbol]);
    return this.view(row, quote);
  }

  /**
   * One evaluation of every active alert; returns how many fired. Only while the market trades (the
   * calendar's session at the injected clock), and only quotes that are trading themselves (a suspended
   * stock's frozen price fires nothing).
   */
  async evaluate(): Promise<number> {
    const at = this.now();
    if (this.market.calendar.session(this.marketNow()).state !== 'trading') return 0;
    const alerts = await activeAlerts(this.db);
    if (alerts.length === 0) return 0;
    const quotes = new Map((await this.market.quotes([...new Set(alerts.map((alert) => alert.symbol))])).map((quote) => [quote.symbol, quote]));
    let fired = 0;
    for (const alert of alerts) {
      const quote = quotes.get(alert.symbol);
      if (!quote || quote.status !== 'trading') continue;
      const kind = alert.kind as PriceAlertKind;
      if (!conditionMet(kind, alert.value, quote)) continue;
      try {
        if (await this.fire(alert, kind, quote, at)) fired += 1;
      } catch (err) {
        this.logger.error({ err, alertId: alert.id }, 'price alert could not fire');
      }
    }
    return fired;
  }

  private async fire(alert: PriceAlertRow, kind: PriceAlertKind, quote: Quote, at: number): Promise<boolean> {
    const title = PRICE_ALERT_TEXT.pushTitle(quote.name);
    const condition = priceAlertCondition(kind, fromMilli(alert.value));
    const content = PRICE_ALERT_TEXT.notice(quote.name, quote.code, condition, formatAlertPrice(quote.price), quote.changePercent.toFixed(2));
    const won = await this.db.transaction(async (tx) => {
      const row = await fireAlert(tx, alert.id, new Date(at), toMilli(quote.price), toMilli(quote.changePercent));
      if (!row) return false;
      const link = `/pages/stock/detail/index?symbol=${encodeURIComponent(quote.symbol)}`;
      await this.pushes.push(alert.memberId, { title, content, link, createdAt: new Date(at) }, tx);
      return true;
    });
    if (won) {
      this.notifier.notifyMember(alert.memberId, {
        type: 'priceAlert',
        data: { id: alert.id, symbol: quote.symbol, name: quote.name, title, content, price: quote.price, changePercent: quote.changePercent },
      });
    }
    return won;
  }

  private view(row: PriceAlertRow, quote: Quote | undefined): PriceAlert {
    const kind = row.kind as PriceAlertKind;
    const status = row.status as PriceAlertStatus;
    const value = fromMilli(row.value);
    const fields = quoteFields(quote);
    return {
      id: row.id,
      symbol: row.symbol,
      code: quote?.code ?? row.symbol.slice(2),
      name: quote?.name ?? row.symbol,
      kind,
      value,
      condition: priceAlertCondition(kind, value),
      status,
      statusText: PRICE_ALERT_STATUS_TEXT[status] ?? row.status,
      createTime: chinaTime(row.createdAt),
      firedTime: row.firedAt ? chinaTime(row.firedAt) : null,
      firedPrice: row.firedPrice === null ? null : fromMilli(row.firedPrice),
      price: fields.price,
      change: fields.change,
      changePercent: fields.changePercent,
      marketStatusText: fields.statusText,
    };
  }
}
