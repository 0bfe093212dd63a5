import { CODE, ORDER_TEXT, type ClientPayment, type PayChannel } from '@caixue/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { BizError } from '../../errors';
import { DevPaymentDriver } from '../../integrations/payment/dev-driver';
import { PaymentError, type NotifyHeaders, type PaymentNotice, type PaymentProvider } from '../../integrations/payment/provider';
import { isWechatBrowser, type PaymentProviders } from '../../integrations/payment/registry';
import type { WechatService } from '../wechat/service';
import { agreementOf, choosePayment, findOrder, type OrderRow } from './repo';
import type { Refunds } from './refunds';
import { settlePayment, type OrderSettleListener, type PaymentOutcome } from './settle';

/**
 * Paying an order: starting a payment at the provider of the chosen channel, receiving payment
 * notifies (verified before anything is read), asking the provider when a notify is late (return
 * page, jobs) and closing a payment we no longer take. Every verified payment goes through
 * `apply`, whatever brought it.
 */

export interface PaymentsDeps {
  db: Db;
  providers: PaymentProviders;
  wechat: WechatService;
  refunds: Refunds;
  logger: FastifyBaseLogger;
  now: () => number;
  /** Told inside the settling transaction (app.ts: the points ledger). */
  listener?: OrderSettleListener;
  /** Where Alipay sends the member back after paying: our order page under this origin (the server serves the H5 app). */
  returnOrigin: string | null;
}

/** The order detail page (SPEC mine/order), which asks the provider on arrival. */
const ORDER_PAGE = '/pages/mine/order/index/index';

/** What the member's client tells about where it runs. */
export interface PayerClient {
  userAgent: string | undefined;
  ip: string;
}

const OPENID_APPS = { jsapi: 'offiaccount', miniprogram: 'applet' } as const;

export class Payments {
  constructor(private readonly deps: PaymentsDeps) {}

  channels(userAgent: string | undefined): PayChannel[] {
    return this.deps.providers.channelsFor({ inWechat: isWechatBrowser(userAgent) });
  }

  /** The provider that serves a channel here, or the member-facing refusal. */
  private providerFor(channel: PayChannel, client: PayerClient): PaymentProvider {
    try {
      return this.deps.providers.forChannel(channel, { inWechat: isWechatBrowser(client.userAgent) });
    } catch (error) {
      if (error instanceof PaymentError && error.reason === 'channel-blocked-in-wechat') throw new BizError(CODE.badRequest, ORDER_TEXT.alipayInWechat);
      throw new BizError(CODE.badRequest, ORDER_TEXT.channelUnsupported);
    }
  }

  async pay(memberId: number, orderNo: string, channel: PayChannel, client: PayerClient): Promise<ClientPayment> {
    const { db, logger } = this.deps;
    const now = new Date(this.deps.now());
    const order = await findOrder(db, orderNo);
    if (!order || order.memberId !== memberId) throw new BizError(CODE.notFound, ORDER_TEXT.orderNotFound);
    if (order.state !== 'UNPAID' || now.getTime() >= order.closeAt.getTime()) throw new BizError(CODE.badRequest, ORDER_TEXT.stateChanged);
    if (!(await agreementOf(db, order.id))) throw new BizError(CODE.badRequest, ORDER_TEXT.contractRequired);
    const provider = this.providerFor(channel, client);
    const payer = await this.payerOf(memberId, channel, provider);
    if (order.provider && order.provider !== provider.name) await this.leaveProvider(order);
    if (!(await choosePayment(db, orderNo, channel, provider.name, now))) throw new BizError(CODE.badRequest, ORDER_TEXT.stateChanged);
    try {
      return await provider.createPayment({
        orderNo,
        amountFen: order.amountFen,
        description: order.title.slice(0, 40),
        channel,
        ...payer,
        clientIp: client.ip,
        returnUrl: this.deps.returnOrigin ? `${this.deps.returnOrigin}${ORDER_PAGE}?orderNo=${orderNo}` : undefined,
        expiresAt: order.closeAt,
      });
    } catch (error) {
      if (!(error instanceof PaymentError)) throw error;
      logger.error({ err: error, orderNo, channel, provider: provider.name }, 'payment could not start');
      throw new BizError(CODE.badRequest, ORDER_TEXT.payUnavailable);
    }
  }

  /** JSAPI and mini-program payments at WeChat Pay need the member's openid under that app. */
  private async payerOf(memberId: number, channel: PayChannel, provider: PaymentProvider): Promise<{ openid?: string; appId?: string }> {
    if (provider instanceof DevPaymentDriver || (channel !== 'jsapi' && channel !== 'miniprogram')) return {};
    const identity = await this.deps.wechat.payerIdentity(memberId, OPENID_APPS[channel]);
    if (!identity) throw new BizError(CODE.badRequest, ORDER_TEXT.channelUnsupported);
    return { openid: identity.openid, appId: identity.appId };
  }

  /** Switching provider: the previous one must stop taking payment first (a payment made there is applied). */
  private async leaveProvider(order: OrderRow): Promise<void> {
    if (!(await this.closeAtProvider(order))) throw new BizError(CODE.badRequest, ORDER_TEXT.payUnavailable);
    const now = await findOrder(this.deps.db, order.orderNo);
    if (now?.state !== 'UNPAID') throw new BizError(CODE.badRequest, ORDER_TEXT.stateChanged);
  }

  /** A verified payment notice, from a notify or a query: settle it, then refund what the order could not take. */
  async apply(notice: PaymentNotice): Promise<PaymentOutcome> {
    const outcome = await settlePayment(this.deps.db, notice, new Date(this.deps.now()), this.deps.listener);
    if (outcome.kind === 'refused') this.deps.logger.warn({ orderNo: notice.orderNo, provider: notice.provider, reason: outcome.reason }, 'payment notice refused');
    if (outcome.kind === 'refund') {
      this.deps.logger.warn({ orderNo: notice.orderNo, state: outcome.order.state, refundNo: outcome.refund.refundNo }, 'payment the order cannot take: refunding it');
      await this.deps.refunds.askProvider(outcome.order, outcome.refund);
    }
    return outcome;
  }

  /** A payment notify as received: verified first (signature, serial, time, merchant, app); refused ones change nothing. */
  async receive(provider: PaymentProvider, rawBody: string, headers: NotifyHeaders): Promise<boolean> {
    const verified = provider.verifyPaymentNotify(rawBody, headers);
    if (!verified.ok) {
      this.deps.logger.warn({ provider: provider.name, reason: verified.reason }, 'payment notify refused');
      return false;
    }
    return (await this.apply(verified.notice)).kind !== 'refused';
  }

  /**
   * Alipay sends every status change of a trade to one address: read as a payment first, else as a
   * refund. A verified notify that is neither (TRADE_CLOSED of an unpaid trade) needs nothing from
   * us and is acknowledged, or Alipay would send it again for a day.
   */
  async receiveAlipay(provider: PaymentProvider, rawBody: string, headers: NotifyHeaders): Promise<boolean> {
    const payment = provider.verifyPaymentNotify(rawBody, headers);
    if (payment.ok || payment.reason !== 'wrong-event') return this.receive(provider, rawBody, headers);
    if (provider.verifyRefundNotify(rawBody, headers).ok) return this.deps.refunds.receive(provider, rawBody, headers);
    this.deps.logger.info({ provider: provider.name }, 'notify of a trade status we do not act on: acknowledged');
    return true;
  }

  /**
   * Asks the order's provider whether it was paid (the notify may be late or lost) and applies a
   * SUCCESS like a notify. False when the provider could not be asked.
   */
  async sync(order: OrderRow): Promise<boolean> {
    const provider = order.provider ? this.deps.providers.byName(order.provider) : undefined;
    if (order.state !== 'UNPAID' || !provider) return true;
    try {
      const answer = await provider.queryPayment(order.orderNo);
      if (answer.state === 'SUCCESS') await this.apply(answer.notice);
      return true;
    } catch (error) {
      if (!(error instanceof PaymentError)) throw error;
      this.deps.logger.warn({ err: error, orderNo: order.orderNo }, 'payment query failed');
      return false;
    }
  }

  /**
   * Makes the provider stop taking payment for an order we closed or cancelled. If it says the
   * order was paid, the payment is asked for and applied (it is then refunded). False when the
   * provider could not be reached: the payment may still come, and is then refunded.
   */
  async closeAtProvider(order: OrderRow): Promise<boolean> {
    const provider = order.provider ? this.deps.providers.byName(order.provider) : undefined;
    if (!provider) return true;
    try {
      await provider.closePayment(order.orderNo);
      return true;
    } catch (error) {
      if (!(error instanceof PaymentError)) throw error;
      this.deps.logger.warn({ err: error, orderNo: order.orderNo }, 'closing the payment failed; asking the provider');
      await this.sync({ ...order, state: 'UNPAID' });
      return false;
    }
  }

  /** The local cashier's 确认支付 (development driver): its signed notify goes through `receive` like WeChat's. */
  async devPay(memberId: number, orderNo: string): Promise<void> {
    const order = await findOrder(this.deps.db, orderNo);
    if (!order || order.memberId !== memberId) throw new BizError(CODE.notFound, ORDER_TEXT.orderNotFound);
    const driver = this.deps.providers.byName('dev');
    if (order.provider !== 'dev' || !(driver instanceof DevPaymentDriver)) throw new BizError(CODE.badRequest, ORDER_TEXT.channelUnsupported);
    if (order.state !== 'UNPAID') {
      if (order.state === 'PAID' || order.state === 'FULFILLED') return;
      throw new BizError(CODE.badRequest, ORDER_TEXT.stateChanged);
    }
    let sealed;
    try {
      sealed = driver.pay(orderNo);
    } catch (error) {
      if (!(error instanceof PaymentError)) throw error;
      throw new BizError(CODE.badRequest, ORDER_TEXT.payUnavailable);
    }
    if (!(await this.receive(driver, sealed.body, sealed.headers))) throw new BizError(CODE.badRequest, ORDER_TEXT.payUnavailable);
  }
}
