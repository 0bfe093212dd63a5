import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import compress from '@fastify/compress';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ACCESS_LOG_MAX_GAP_MS, API } from '@caixue/contract';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { MediaUrls, mediaUrlSecret } from './auth/media-urls';
import type { Config } from './config';
import type { Db } from './db/client';
import { registerAccessClassifier, type RegisteredRoute } from './http/access';
import { registerAuthentication } from './http/auth';
import { registerVisitorCache } from './http/visitor-cache';
import { notFoundHandler, registerClientFiles } from './http/client-app';
import { registerDocsUi, registerOpenApi } from './http/docs';
import { frameworkErrorHandler, registerErrorHandler } from './http/errors';
import { registerJsonBodyParser } from './http/json-body';
import { registerNulGuard } from './http/nul-guard';
import { generateRequestId, registerRequestIdHeader } from './http/request-id';
import { registerSecurityHeaders } from './http/security-headers';
import { registerSignCheck } from './http/sign';
import { registerGatedMedia } from './http/gated-media';
import { registerUploads } from './http/uploads';
import { ResponseSerializers, validatorCompiler } from './http/validation';
import type { SmsDriver } from './integrations/sms/driver';
import { createWechatDriver } from './integrations/wechat';
import type { WechatDriver } from './integrations/wechat/driver';
import { wechatRoutes } from './modules/wechat/routes';
import { WechatService } from './modules/wechat/service';
import { adRoutes } from './modules/ad/routes';
import { adminRoutes } from './modules/admin/routes';
import { AdminService } from './modules/admin/service';
import { captchaRoutes } from './modules/captcha/routes';
import { CaptchaService, type DrawCaptcha } from './modules/captcha/service';
import { homeRoutes } from './modules/home/routes';
import { memberRoutes } from './modules/member/routes';
import { memberProfileRoutes } from './modules/member/profile-routes';
import { LocalDiskStorage } from './integrations/storage/local-disk';
import { MemberService } from './modules/member/service';
import { navRoutes } from './modules/nav/routes';
import { smsRoutes } from './modules/sms/routes';
import { SmsService } from './modules/sms/service';
import { versionRoutes } from './modules/version/routes';
import { LiveChat } from './modules/live/chat';
import { ChatPictures } from './modules/live/chat-pictures';
import { moderationRoutes } from './modules/live/moderation-routes';
import { templateRoutes } from './modules/live/template-routes';
import { liveRoutes } from './modules/live/routes';
import { dictRoutes } from './modules/dict/routes';
import { mediaRoutes } from './modules/media/routes';
import { centreRoutes } from './modules/centre/routes';
import { levelRoutes } from './modules/level/routes';
import { ownDataRoutes } from './modules/member/own-data-routes';
import { courseRoutes } from './modules/course/routes';
import { GoodsLinks } from './modules/goods/goods-link';
import { goodsRoutes } from './modules/goods/routes';
import { GoodsService } from './modules/goods/service';
import { createPaymentProviders } from './integrations/payment';
import { OrderJobs } from './modules/order/jobs';
import { notifyRoutes } from './modules/order/notify-routes';
import { Payments } from './modules/order/payments';
import { Refunds } from './modules/order/refunds';
import { orderRoutes } from './modules/order/routes';
import { OrderService } from './modules/order/service';
import { RiskService } from './modules/survey/risk-service';
import { surveyRoutes } from './modules/survey/routes';
import { SurveyService } from './modules/survey/service';
import { DevEInvoiceDriver } from './integrations/einvoice/dev-driver';
import type { EInvoiceDriver } from './integrations/einvoice/driver';
import { createMailer } from './integrations/mail';
import type { Mailer } from './integrations/mail/mailer';
import { invoiceRoutes } from './modules/invoice/routes';
import { InvoiceService } from './modules/invoice/service';
import { CheckoutService } from './modules/coupon/checkout-service';
import { couponRoutes } from './modules/coupon/routes';
import { accessLogRoutes } from './modules/access-log/routes';
import { AccessLogService } from './modules/access-log/service';
import { AccessLogWriter } from './modules/access-log/writer';
import { CouponService } from './modules/coupon/service';
import type { OrderSettleListener } from './modules/order/settle';
import { pointsRoutes } from './modules/points/routes';
import { PointsService } from './modules/points/service';
import { winningRoutes } from './modules/winning/routes';
import { WinningService } from './modules/winning/service';
import { HomeworkPictures } from './modules/homework/pictures';
import { homeworkRoutes } from './modules/homework/routes';
import { HomeworkService } from './modules/homework/service';
import { teacherRoutes } from './modules/teacher/routes';
import { newsRoutes } from './modules/news/routes';
import { viewpointRoutes } from './modules/viewpoint/routes';
import { SocialService } from './modules/social/service';
import { liveVideoRoutes } from './modules/live-video/routes';
import { videoRoutes } from './modules/video/routes';
import { stockRaceRoutes } from './modules/stock-race/routes';
import { StockRaceService } from './modules/stock-race/service';
import { stockPoolRoutes } from './modules/stock-pool/routes';
import { StockPoolService } from './modules/stock-pool/service';
import { bondRoutes } from './modules/bond/routes';
import { BondService } from './modules/bond/service';
import { financeCalendarRoutes } from './modules/finance-calendar/routes';
import { FinanceCalendarService } from './modules/finance-calendar/service';
import { createAiDriver } from './integrations/ollama';
import type { AiDriver } from './integrations/ollama/driver';
import { aiRoutes } from './modules/ai/routes';
import { ServicesContentFinder } from './modules/ai/content';
import { AiService } from './modules/ai/service';
import { CourseService } from './modules/course/service';
import { NewsService } from './modules/news/service';
import { TeacherService } from './modules/teacher/service';
import { createLiveHub, registerLiveSocket } from './live';
import { webviewRoutes } from './modules/webview/routes';
import { WebViewService } from './modules/webview/service';
import { MemberSockets } from './live/members';
import { QuoteFeed } from './live/quotes';
import { marketClock, marketFromConfig } from './integrations/market';
import { marketRoutes } from './modules/market/routes';
import { MarketService } from './modules/market/service';
import type { MarketData } from './integrations/market/provider';
import { PushService } from './modules/centre/push-service';
import { watchlistRoutes } from './modules/watchlist/routes';
import { WatchlistService } from './modules/watchlist/service';
import { PriceAlertJobs } from './modules/price-alert/jobs';
import { priceAlertRoutes } from './modules/price-alert/routes';
import { PriceAlertService } from './modules/price-alert/service';
import type { KeyValueStore } from './stores/kv-store';
import { SharedCache } from './shared-cache';

/** JSON bodies above this are refused with code 413; uploads will set their own limit. */
export const JSON_BODY_LIMIT = 1024 * 1024;

export interface AppDeps {
  config: Config;
  db: Db;
  store: KeyValueStore;
  sms: SmsDriver;
  /** WeChat API driver; by default the one the config names (createWechatDriver). */
  wechat?: WechatDriver;
  logger: FastifyBaseLogger;
  /** Injectable clock so tests can move time (sign window, code expiry). */
  now?: () => number;
  /** Draws captcha images; tests wrap the real one to learn the answers. */
  drawCaptcha?: DrawCaptcha;
  /** Prefix of Redis keys and channels (the live hub's pub/sub channel and presence keys). */
  redisKeyPrefix?: string;
  /** E-invoicing driver (issue 14); by default the development one that renders the PDF here. */
  einvoice?: EInvoiceDriver;
  /** Sends e-mail (invoices); by default the one MAIL_DRIVER names (createMailer). */
  mailer?: Mailer;
  /** The AI assistant's model; by default the one AI_DRIVER names (createAiDriver), null = off. */
  aiDriver?: AiDriver | null;
  /** Market data (issue 15); by default the simulation on this app's clock. */
  market?: MarketData;
  /** How long answers every visitor gets alike are reused (SharedCache's default: 2 s). */
  sharedCacheTtlMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, with its access class: the source of truth for the auth tests. */
    routeTable: RegisteredRoute[];
    /** Closing unpaid orders and reconciliation with the payment providers (tests run them with runOnce). */
    orderJobs: OrderJobs;
    /** Issuing and reversing invoices (tests wait for `invoices.idle()`). */
    invoices: InvoiceService;
    /** Price-alert evaluation (tests move the clock and call runOnce). */
    priceAlertJobs: PriceAlertJobs;
    /** Live quotes over the sockets (tests call tick()). */
    quoteFeed: QuoteFeed;
    /** The prize wheel (tests draw with a seeded random source through `withRandom`). */
    winning: WinningService;
    /** Answers every visitor gets alike, kept briefly (issue 18); clear() after changing their rows. */
    sharedCache: SharedCache;
  }
}

/** Trusts the nearest `hops` proxies' X-Forwarded-For entries. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/**
 * With TLS configured the server speaks HTTP/2, so a first visit's few dozen scripts and style sheets
 * share one connection instead of queueing for six (issue 18), and HTTP/1.1 on the same port for older
 * clients and the live sockets' upgrade. Its requests and replies then have node:http's compatibility
 * API (headers, url, socket, write, end, 'close'), which is all the app uses, so the app keeps
 * node:http's types: the options are typed as an object for that reason.
 */
function serverKind(config: Config): object {
  return config.tls ? { http2: true, https: { allowHTTP1: true, cert: config.tls.cert, key: config.tls.key } } : {};
}

/**
 * Builds the HTTP app on an opened, migrated database. It does not listen; main.ts and the tests
 * (via inject) decide that. Cross-cutting hooks are added before any route so none escapes them.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db, store, logger } = deps;
  const now = deps.now ?? Date.now;
  const serializers = new ResponseSerializers();
  const app = Fastify({
    ...serverKind(config),
    loggerInstance: logger,
    genReqId: generateRequestId,
    bodyLimit: JSON_BODY_LIMIT,
    return503OnClosing: true,
    // Fastify reads a hop count too, but its types only take a function for it.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    frameworkErrors: frameworkErrorHandler,
    schemaController: { compilersFactory: { buildSerializer: serializers.factory } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // The response serializers not built by the first answers are built between requests (validation.ts).
  app.addHook('onListen', async () => void serializers.warm());
  app.addHook('onClose', async () => serializers.stop());
  app.decorate('routeTable', [] as RegisteredRoute[]);
  const cache = new SharedCache(deps.sharedCacheTtlMs);
  app.decorate('sharedCache', cache);
  registerAccessClassifier(app, app.routeTable);
  registerRequestIdHeader(app);
  registerSecurityHeaders(app);
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  registerNulGuard(app);
  registerAuthentication(app, db, now);
  registerVisitorCache(app, cache);
  registerSignCheck(app, { secret: config.signSecret, store, now });
  // Requests are never compressed by our clients; accepting it would only invite zip bombs.
  await app.register(compress, { globalDecompression: false });
  await registerOpenApi(app);

  // The live hub also carries session revocations (logout, password change, cancellation) to every
  // instance's socket session cache; modules see it only as SessionRevocations.
  const hub = await createLiveHub({ config, db, logger, redisKeyPrefix: deps.redisKeyPrefix });
  const revocations = hub;
  const sms = new SmsService({ db, store, driver: deps.sms, secret: config.signSecret, now });
  const members = new MemberService({ db, store, sms, now, revocations });
  const captcha = new CaptchaService(store, deps.drawCaptcha);
  const admin = new AdminService({ db, captcha, members, now, revocations });
  // Follows, favorites, likes/shares/views of every content module.
  const social = new SocialService({ db, now });

  await app.register(smsRoutes, { sms });
  await app.register(memberRoutes, { members });
  const wechat = new WechatService({ db, config: config.wechat, driver: deps.wechat ?? createWechatDriver(config, now), sms, members, now });
  await app.register(wechatRoutes, { wechat });
  // Every stored file (avatars, feedback and chat pictures, screenshots) goes through this one FileStorage.
  const uploadsDir = path.join(config.dataDir, 'uploads');
  const fileStorage = new LocalDiskStorage(uploadsDir, API.files.uploads);
  // Media of gated items: outside uploads/, served only with a signed, expiring url (issue 11).
  const mediaDir = path.join(config.dataDir, 'media');
  await mkdir(mediaDir, { recursive: true });
  const serverSecret = await mediaUrlSecret(config.mediaUrlSecret, config.dataDir);
  const mediaUrls = new MediaUrls(serverSecret, now);
  // Goods ids in link-permission links are sealed with a key derived from the same server-only secret.
  const goodsLinks = new GoodsLinks(serverSecret);
  const sealLink = (link: string) => goodsLinks.sealLink(link);
  const gatedStorage = new LocalDiskStorage(mediaDir, API.files.media);
  const chatPictures = new ChatPictures({ db, uploads: fileStorage, media: gatedStorage, mediaUrls });
  await app.register(memberProfileRoutes, { db, storage: fileStorage, now, revocations });
  await app.register(captchaRoutes, { captcha });
  await app.register(adminRoutes, { admin });
  await app.register(navRoutes, { db, sealLink, cache });
  await app.register(adRoutes, { db, cache });
  await app.register(versionRoutes, { db });
  const webview = new WebViewService(config.webviewAllowlist);
  await app.register(webviewRoutes, { webview });
  await app.register(homeRoutes, { db, sealLink, cache });
  // The hub depends on modules/live, never the reverse: the module gets the hub as its publisher.
  const chat = new LiveChat({ db, publisher: hub, logger, now, pictures: chatPictures });
  // Sockets by member: personal events (fired price alerts) reach the member's open sockets.
  // The market runs on its own clock only when MARKET_CLOCK_START is set (development, browser tests).
  const marketNow = marketClock(config.market, now);
  const market = deps.market ?? marketFromConfig(config.market, marketNow);
  const marketService = new MarketService({ market, now: marketNow });
  const quoteFeed = new QuoteFeed({ market, now: marketNow, intervalMs: config.market.quoteIntervalMs, logger });
  app.decorate('quoteFeed', quoteFeed);
  const memberSockets = new MemberSockets();
  await registerLiveSocket(app, { db, hub, chat, logger, now, socketsPerAddress: config.liveSocketsPerAddress, members: memberSockets, quotes: quoteFeed });
  await app.register(moderationRoutes, { db, publisher: hub, pictures: chatPictures });
  await app.register(templateRoutes, { db, now, pictures: chatPictures });
  // Integral points (issue 14): shares earn points (capped per day); orders tell the ledger below.
  const points = new PointsService({ db, now });
  await app.register(liveRoutes, { db, publisher: hub, now, pictures: chatPictures, onShared: (memberId) => points.shared(memberId) });
  await app.register(dictRoutes, { db });
  await app.register(mediaRoutes, { db, storage: fileStorage, uploadsDir, gatedStorage, mediaDir, mediaUrls, now });
  await app.register(centreRoutes, { db, now, social, storage: fileStorage, mediaUrls });
  await app.register(levelRoutes, { db, now });
  await app.register(ownDataRoutes, { db });
  await app.register(liveVideoRoutes, { db, now, mediaUrls });
  await app.register(videoRoutes, { db, now, mediaUrls, cache });
  await app.register(courseRoutes, { db, now, social, mediaUrls, cache });
  await app.register(goodsRoutes, { db, links: goodsLinks });
  // Orders and payment (issue 13): one provider per channel, decided at start.
  const providers = createPaymentProviders(config, now);
  // The order module tells others about refunds through this callback (invoices are reversed), depending on none of them.
  const refundListeners: ((orderNo: string) => void)[] = [];
  const onRefunded = (orderNo: string) => refundListeners.forEach((listener) => listener(orderNo));
  // Coupons and the checkout price (issue 14): new members get the registration gift on their creating transaction.
  const goodsService = new GoodsService(db);
  const coupons = new CouponService({ db, goods: goodsService, members, now });
  members.onCreated((tx, memberId, at) => coupons.registered(tx, memberId, at));
  const checkout = new CheckoutService({ db, goods: goodsService, points, now });
  await app.register(couponRoutes, { coupons, checkout });
  // The access log (issue 17): saves answer from memory, rows are written in batches.
  const accessLogWriter = new AccessLogWriter({
    db,
    intervalMs: config.accessLogFlushMs,
    maxGapMs: ACCESS_LOG_MAX_GAP_MS,
    onError: (error) => app.log.error({ err: error }, 'access log batch not written'),
  });
  app.addHook('onClose', () => accessLogWriter.close());
  await app.register(accessLogRoutes, { accessLog: new AccessLogService({ db, writer: accessLogWriter, members, now }) });
  // Integral points and the checkout (issue 14): the order module tells them inside its settling transaction.
  // A refund gives the checkout's coupon and points back before the purchase points are taken back.
  const listener: OrderSettleListener = {
    onFulfilled: async (tx, order, at) => {
      await points.orderFulfilled(tx, order, at);
      await checkout.orderPaid(tx, order, at);
    },
    onRefunded: async (tx, order, at) => {
      await checkout.orderRefunded(tx, order, at);
      await points.orderRefunded(tx, order, at);
    },
    onReleased: (tx, order, at) => checkout.orderReleased(tx, order, at),
  };
  await app.register(pointsRoutes, { points });
  // The prize wheel (issue 17): prizes are credited through the points ledger and CouponService.grantPrize, keyed by the draw.
  const winning = new WinningService({ db, now, points, coupons, members });
  app.decorate('winning', winning);
  await app.register(winningRoutes, { winning });
  const refunds = new Refunds({ db, providers, logger, now, devRefundDelayMs: config.devRefundDelayMs, onRefunded, listener });
  const returnOrigin = config.payment.alipay ? new URL(config.payment.alipay.notifyUrl).origin : null;
  const payments = new Payments({ db, providers, wechat, refunds, logger, now, returnOrigin, listener });
  // Questionnaires and the risk assessment (issue 16): the order module asks the risk gate before creating an order.
  const risk = new RiskService({ db, goods: goodsService, now });
  await app.register(surveyRoutes, { surveys: new SurveyService({ db, now }), risk });
  const orders = new OrderService({ db, goods: goodsService, members, payments, risk, now, pricing: checkout, listener });
  await app.register(orderRoutes, { orders, payments, refunds });
  await app.register(notifyRoutes, { providers, payments, refunds });
  const invoiceService = new InvoiceService({ db, orders, driver: deps.einvoice ?? new DevEInvoiceDriver(), storage: gatedStorage, mediaUrls, mailer: deps.mailer ?? createMailer(config, logger), logger, now });
  refundListeners.push((orderNo) => invoiceService.orderRefunded(orderNo));
  app.decorate('invoices', invoiceService);
  await app.register(invoiceRoutes, { invoices: invoiceService });
  app.addHook('onReady', async () => invoiceService.resume());
  const orderJobs = new OrderJobs({ db, payments, refunds, logger, now, intervalMs: config.orderJobsIntervalMs, listener });
  app.decorate('orderJobs', orderJobs);
  app.addHook('onReady', async () => orderJobs.start());
  app.addHook('preClose', async () => {
    refunds.close();
    await orderJobs.stop();
    await invoiceService.close();
  });
  // Homework (issue 16): answer pictures come through the chat upload and move to the gated area.
  const homeworkPictures = new HomeworkPictures({ uploads: fileStorage, media: gatedStorage, mediaUrls, release: chatPictures });
  await app.register(homeworkRoutes, { homework: new HomeworkService({ db, now, pictures: homeworkPictures }) });
  await app.register(teacherRoutes, { db, social });
  await app.register(newsRoutes, { db, now, social, mediaUrls, securities: (code) => marketService.lookup(code) });
  await app.register(viewpointRoutes, { db, now, social, mediaUrls });
  // The AI assistant (issue 16); its development driver answers from news, courses and teachers through their services.
  const finder = new ServicesContentFinder({
    news: new NewsService({ db, now, social, mediaUrls }),
    courses: new CourseService({ db, now, social, mediaUrls }),
    teachers: new TeacherService({ db, social }),
  });
  const aiDriver = deps.aiDriver !== undefined ? deps.aiDriver : createAiDriver(config, finder);
  const ai = new AiService({ db, driver: aiDriver, model: config.ai.ollamaModel, timeoutMs: config.ai.timeoutMs, logger, now });
  await app.register(aiRoutes, { ai });
  app.addHook('preClose', async () => ai.close());

  // 自选股 and price alerts (issue 15): a fired alert is a push-list entry (modules/centre) and a socket event.
  await app.register(marketRoutes, { service: marketService });
  // Stock races and pools (issue 15) run on the same market data.
  await app.register(stockRaceRoutes, { db, races: new StockRaceService({ db, market, now }) });
  await app.register(stockPoolRoutes, { pools: new StockPoolService({ db, market }) });
  // Convertible bonds and the finance calendar (issue 15): bond figures and trading-day marks from the same market.
  await app.register(bondRoutes, { bonds: new BondService({ market }) });
  await app.register(financeCalendarRoutes, { calendar: new FinanceCalendarService({ db, calendar: market.calendar, now }) });
  await app.register(watchlistRoutes, { watchlist: new WatchlistService({ db, market }) });
  const priceAlerts = new PriceAlertService({ db, market, pushes: new PushService(db), notifier: memberSockets, logger, now, marketNow });
  await app.register(priceAlertRoutes, { alerts: priceAlerts });
  const priceAlertJobs = new PriceAlertJobs(priceAlerts, logger, config.priceAlertIntervalMs);
  app.decorate('priceAlertJobs', priceAlertJobs);
  app.addHook('onReady', async () => priceAlertJobs.start());
  app.addHook('preClose', async () => priceAlertJobs.stop());

  // Non-API files; their URLs make them 'asset' routes (http/access.ts).
  await registerDocsUi(app);
  await registerUploads(app, uploadsDir);
  await registerGatedMedia(app, mediaDir, mediaUrls);
  await registerClientFiles(app, config.clientDist);
  // The H5 pages carry their first screen's public answers (http/boot-data.ts): the app asks itself, as a
  // visitor, through the very routes the client calls; the tags are kept like those answers.
  app.setNotFoundHandler(notFoundHandler(config.clientDist, webview.frameSources(), {
    answer: async (url) => {
      const response = await app.inject({ method: 'GET', url });
      return response.statusCode === 200 ? response.json() : undefined;
    },
    keep: (key, load) => cache.get(key, load),
  }));
  return app;
}
