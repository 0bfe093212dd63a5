/**
 * The endpoint table: each path the client calls, with the types of its query, body and answer
 * taken from the endpoint's schemas (the same ones the server's routes declare). At run time an
 * entry is just its path string (from API); the types ride along at compile time only, so the
 * client bundle gets no TypeBox. The client's http.get / http.page / http.post take an entry and
 * type the call by it: renaming a schema field fails typecheck in the server and the client.
 *
 * A new endpoint: its schemas in schemas/<area>.ts, its path in API, the route on the server with
 * those schemas, and an entry here (get / page / post / upload with the schema types).
 */
import type { Static } from '@sinclair/typebox';
import type { ArticleListCategory } from './centre';
import type { NewsListAction } from './news';
import { API } from './paths';
import type * as AccessLevels from './schemas/access-levels';
import type * as Applets from './schemas/applets';
import type * as Account from './schemas/account';
import type * as Centre from './schemas/centre';
import type * as Common from './schemas/common';
import type * as Content from './schemas/content';
import type * as Ai from './schemas/ai';
import type * as Coupon from './schemas/coupon';
import type * as Course from './schemas/course';
import type * as Goods from './schemas/goods';
import type * as Homework from './schemas/homework';
import type * as Invoice from './schemas/invoice';
import type * as Order from './schemas/order';
import type * as Points from './schemas/points';
import type * as Stock from './schemas/stock';
import type * as Bond from './schemas/bond';
import type * as Calendar from './schemas/calendar';
import type * as Survey from './schemas/survey';
import type * as Live from './schemas/live';
import type * as Market from './schemas/market';
import type * as Member from './schemas/member';
import type * as News from './schemas/news';
import type * as Video from './schemas/video';
import type * as Viewpoint from './schemas/viewpoint';
import type * as AccessLog from './schemas/access-log';
import type * as Wechat from './schemas/wechat';
import type * as Winning from './schemas/winning';
import type * as WebView from './schemas/webview';
import type * as Watchlist from './schemas/watchlist';

declare const SPEC: unique symbol;

/** What one endpoint takes and answers. `data` is the envelope's payload, `row` a table's row. */
export interface EndpointSpec {
  method: 'GET' | 'POST';
  query: unknown;
  body: unknown;
  data: unknown;
  row: unknown;
}

/** A path carrying its endpoint's types (compile time only: at run time it is the path string). */
export type Endpoint<S extends EndpointSpec = EndpointSpec> = string & { readonly [SPEC]: S };

/** GET answering {code, msg, data}. */
export type GetEndpoint<Query = unknown, Data = unknown> = Endpoint<{ method: 'GET'; query: Query; body: never; data: Data; row: never }>;
/** GET answering the table envelope {code, msg, rows, total}. */
export type PageEndpoint<Query = unknown, Row = unknown> = Endpoint<{ method: 'GET'; query: Query; body: never; data: never; row: Row }>;
/** POST with a JSON body (or a multipart upload) answering {code, msg, data}. */
export type PostEndpoint<Body = unknown, Data = unknown> = Endpoint<{ method: 'POST'; query: never; body: Body; data: Data; row: never }>;

/** No parameters. */
type None = Record<string, never>;

const get = <Query, Data>(path: string) => path as GetEndpoint<Query, Data>;
const page = <Query, Row>(path: string) => path as PageEndpoint<Query, Row>;
const post = <Body, Data>(path: string) => path as PostEndpoint<Body, Data>;

type PageQuery = Common.PageQuery;
type Id = number | string;

export const ENDPOINTS = {
  member: {
    loginAccount: post<Static<typeof Member.AccountLoginBodySchema>, Member.LoginResult>(API.member.loginAccount),
    loginCode: post<Static<typeof Member.CodeLoginBodySchema>, Member.LoginResult>(API.member.loginCode),
    register: post<Static<typeof Member.RegisterBodySchema>, Member.LoginResult>(API.member.register),
    cancelAccount: post<Static<typeof Member.CancelAccountBodySchema> | undefined, never>(API.member.cancelAccount),
    info: get<None, Member.MemberInfo>(API.member.info),
    modifyAvatar: post<never, Account.AvatarResult>(API.member.modifyAvatar),
    modifyPassword: post<Static<typeof Account.ModifyPasswordSchema>, never>(API.member.modifyPassword),
    modifyName: post<Static<typeof Account.ModifyNameSchema>, Member.MemberInfo>(API.member.modifyName),
    modifyNickname: post<Static<typeof Account.ModifyNicknameSchema>, Member.MemberInfo>(API.member.modifyNickname),
    bindable: get<None, Wechat.BindableItem[]>(API.member.bindable),
    bindMobile: post<Wechat.BindMobileBody, never>(API.member.bindMobile),
    pushList: page<PageQuery, Centre.MemberPush>(API.member.pushList),
    pushRead: (id: Id) => post<undefined, Centre.PushUnreadCount>(API.member.pushRead(id)),
    pushUnread: get<None, Centre.PushUnreadCount>(API.member.pushUnread),
    levelsByModules: (ids: string) => get<None, AccessLevels.MemberLevelInfo[]>(API.member.levelsByModules(ids)),
    accessModules: get<None, AccessLevels.MemberAccessModule[]>(API.member.accessModules),
    liveValidity: get<None, AccessLevels.LiveValidity>(API.member.liveValidity),
    favorites: page<Static<typeof Centre.FavoritesQuerySchema>, Centre.Favorite>(API.member.favorites),
    follows: page<Static<typeof Centre.FollowsQuerySchema>, Centre.Follow>(API.member.follows),
    follow: post<Centre.FollowBody, Common.FollowState>(API.member.follow),
  },
  wechat: {
    offiaccountLogin: post<Static<typeof Wechat.OffiaccountLoginBodySchema>, Member.LoginResult>(API.wechat.offiaccountLogin),
    appletLogin: post<Wechat.AppletLoginBody, Member.LoginResult>(API.wechat.appletLogin),
    appletPhone: post<Wechat.AppletPhoneBody, Member.LoginResult>(API.wechat.appletPhone),
    shareTicket: get<Static<typeof Wechat.ShareQuerySchema>, Wechat.WechatShareConfig>(API.wechat.shareTicket),
  },
  faq: { list: get<None, Centre.Faq[]>(API.faq.list) },
  feedback: {
    save: post<Centre.FeedbackSaveBody, Centre.FeedbackSaved>(API.feedback.save),
    list: page<PageQuery, Centre.Feedback>(API.feedback.list),
    info: (id: Id) => get<None, Centre.Feedback>(API.feedback.info(id)),
    upload: post<never, Centre.UploadedFile>(API.feedback.upload),
  },
  article: {
    info: (x: Id) => get<None, Centre.ArticleDetail>(API.article.info(x)),
    list: (categoryCode: ArticleListCategory) => page<PageQuery, Centre.ArticleSummary>(API.article.list(categoryCode)),
  },
  sms: { code: post<Static<typeof Member.SmsCodeBodySchema>, Static<typeof Member.SmsSentSchema>>(API.sms.code) },
  admin: { logout: post<undefined, never>(API.admin.logout) },
  nav: {
    list: get<None, Content.LinkItem[]>(API.nav.list),
    footerList: get<Static<typeof Content.FooterQuerySchema>, Content.FooterNavItem[]>(API.nav.footerList),
  },
  webview: { allowlist: get<None, WebView.WebViewAllowlist>(API.webview.allowlist) },
  version: { latestInfo: get<Static<typeof Content.VersionQuerySchema>, Content.VersionInfo>(API.version.latestInfo) },
  ad: {
    popupAdvert: get<None, Content.Advert | null>(API.ad.popupAdvert),
    home: (code: string) => get<None, Content.Banner[]>(API.ad.home(code)),
    byCategory: (categoryCode: string) => get<Static<typeof Video.AdListQuerySchema>, Video.AdItem[]>(API.ad.byCategory(categoryCode)),
  },
  tab: { homeInfo: get<None, Content.HomeTabInfo>(API.tab.homeInfo) },
  applets: {
    templates: page<Applets.TemplateListQuery, Applets.TemplateMessage>(API.applets.templates),
    templatesAuthorized: page<Applets.TemplateListQuery, Applets.TemplateMessage>(API.applets.templatesAuthorized),
    templateRooms: get<Static<typeof Applets.TemplateRoomsQuerySchema>, Applets.TemplateRoom[]>(API.applets.templateRooms),
    ownData: get<None, Applets.OwnData>(API.applets.ownData),
  },
  live: {
    wordList: page<Static<typeof Live.WordListQuerySchema>, Live.LiveRoom>(API.live.wordList),
    wordRoomInfo: get<Static<typeof Live.InfoQuerySchema>, Live.LiveRoomInfo>(API.live.wordRoomInfo),
    info: (type: Live.LiveTypeCode) => get<Static<typeof Live.InfoQuerySchema>, Live.LiveRoomInfo>(API.live.info(type)),
    heats: (liveId: Id) => get<None, Live.LiveHeats>(API.live.heats(liveId)),
    like: post<Static<typeof Live.LikeBodySchema>, Live.LiveHeats>(API.live.like),
    share: post<Static<typeof Live.ShareBodySchema>, Live.LiveHeats>(API.live.share),
    messages: page<Static<typeof Live.MessageListQuerySchema>, Live.LiveMessage>(API.live.messages),
    messagesSearch: page<Static<typeof Live.SearchMessagesQuerySchema>, Live.LiveMessage>(API.live.messagesSearch),
    top: (liveId: Id, categoryId: Id) => get<None, Live.LiveMessage[]>(API.live.top(liveId, categoryId)),
    selfSendReplied: page<Static<typeof Live.SelfRepliedQuerySchema>, Live.LiveMessage>(API.live.selfSendReplied),
    since: get<Static<typeof Live.SinceQuerySchema>, Live.LiveMessage[]>(API.live.since),
    /** 1-30 message ids, comma separated (the server also takes an array; its query schema sits beside the route). */
    screenshot: get<{ liveMessageIds: string }, Live.Screenshot>(API.live.screenshot),
    upload: post<never, Live.ChatUpload>(API.live.upload),
    status: post<Live.MessageStatusBody, never>(API.live.status),
  },
  accessLog: {
    save: post<AccessLog.AccessLogSaveBody, AccessLog.AccessLogSaved>(API.accessLog.save),
    daily: get<AccessLog.AccessLogDailyQuery, AccessLog.AccessLogDaily[]>(API.accessLog.daily),
  },
  viewpoint: {
    list: page<Static<typeof Viewpoint.ViewpointListQuerySchema>, Viewpoint.Viewpoint>(API.viewpoint.list),
    info: (id: Id) => get<None, Viewpoint.Viewpoint>(API.viewpoint.info(id)),
    comment: post<Viewpoint.ViewpointCommentBody, Viewpoint.ViewpointComment>(API.viewpoint.comment),
    commentList: (id: Id) => page<PageQuery, Viewpoint.ViewpointComment>(API.viewpoint.commentList(id)),
    like: post<Static<typeof Viewpoint.ViewpointIdBodySchema>, Viewpoint.ViewpointLikeState>(API.viewpoint.like),
    share: post<Viewpoint.ViewpointShareBody, Viewpoint.ViewpointShareState>(API.viewpoint.share),
  },
  news: {
    comment: post<News.NewsCommentBody, News.NewsComment>(API.news.comment),
    commentList: (newsId: Id) => page<PageQuery, News.NewsComment>(API.news.commentList(newsId)),
    like: post<Static<typeof News.NewsIdBodySchema>, News.NewsLikeState>(API.news.like),
    favorite: post<Static<typeof News.NewsIdBodySchema>, News.NewsFavoriteState>(API.news.favorite),
    list: (action?: NewsListAction) => page<Static<typeof News.NewsListQuerySchema>, News.NewsItem>(API.news.list(action)),
    relatedTo: (id: Id) => page<Static<typeof News.NewsListQuerySchema>, News.NewsItem>(API.news.relatedTo(id)),
    infoById: (id: Id) => get<None, News.NewsItem>(API.news.infoById(id)),
    viewSave: post<Static<typeof News.NewsIdBodySchema>, { visits: number }>(API.news.viewSave),
    categoryAll: get<Static<typeof News.NewsCategoryAllQuerySchema>, News.NewsCategory[]>(API.news.categoryAll),
    byCategoryCode: page<Static<typeof News.NewsByCodeQuerySchema>, News.NewsItem>(API.news.byCategoryCode),
    home: { hot: page<Static<typeof News.NewsPageQuerySchema>, News.NewsItem>(API.news.home.hot) },
  },
  goods: {
    index: get<None, Goods.GoodsIndexGroup[]>(API.goods.index),
    list: page<Static<typeof Goods.GoodsListQuerySchema>, Goods.Goods>(API.goods.list),
    info: (id: Id) => get<None, Goods.GoodsInfo>(API.goods.info(id)),
  },
  order: {
    contract: get<Static<typeof Order.OrderContractQuerySchema>, Order.OrderContract>(API.order.contract),
    create: post<Order.CreateOrderBody, Order.OrderDetail>(API.order.create),
    list: page<Static<typeof Order.OrderListQuerySchema>, Order.Order>(API.order.list),
    info: (orderNo: string) => get<Static<typeof Order.OrderInfoQuerySchema>, Order.OrderDetail>(API.order.info(orderNo)),
    channels: get<None, Order.PayChannels>(API.order.channels),
    pay: post<Static<typeof Order.PayOrderBodySchema>, Order.PayOrderResult>(API.order.pay),
    cancel: post<Static<typeof Order.OrderNoBodySchema>, Order.OrderDetail>(API.order.cancel),
    refund: post<Static<typeof Order.RefundOrderBodySchema>, Order.OrderDetail>(API.order.refund),
    checkout: get<Coupon.CheckoutQuery, Coupon.CheckoutResult>(API.order.checkout),
  },
  ai: {
    info: get<None, Ai.AiInfo>(API.ai.info),
    conversations: page<Static<typeof Common.PageQuerySchema>, Ai.AiConversation>(API.ai.conversations),
    messages: (id: number) => get<None, Ai.AiMessage[]>(API.ai.messages(id)),
    deleteConversation: post<Ai.AiConversationIdBody, null>(API.ai.deleteConversation),
  },
  coupon: {
    list: page<Coupon.CouponListQuery, Coupon.Coupon>(API.coupon.list),
    centre: get<Coupon.CouponCentreQuery, Coupon.CouponTemplate[]>(API.coupon.centre),
    claim: post<Coupon.ClaimCouponBody, Coupon.Coupon>(API.coupon.claim),
    grant: post<Coupon.GrantCouponBody, Coupon.GrantCouponResult>(API.coupon.grant),
  },
  invoice: {
    apply: post<Invoice.ApplyInvoiceBody, Invoice.Invoice>(API.invoice.apply),
    info: (orderNo: string) => get<None, Invoice.Invoice | null>(API.invoice.info(orderNo)),
    list: page<Static<typeof Invoice.InvoiceListQuerySchema>, Invoice.Invoice>(API.invoice.list),
    retry: post<Static<typeof Invoice.InvoiceOrderBodySchema>, Invoice.Invoice>(API.invoice.retry),
  },
  winning: {
    activities: get<None, Winning.WheelActivitySummary[]>(API.winning.activities),
    activity: (id: Id) => get<None, Winning.WheelActivity>(API.winning.activity(id)),
    draw: post<Winning.DrawBody, Winning.DrawResult>(API.winning.draw),
    mine: page<Winning.WinningListQuery, Winning.WinningRecord>(API.winning.mine),
    recent: get<{ activityId?: number }, Winning.RecentWinner[]>(API.winning.recent),
    record: (id: Id) => get<None, Winning.WinningRecord>(API.winning.record(id)),
    address: post<Winning.WinningAddressBody, Winning.WinningRecord>(API.winning.address),
    ship: post<Winning.WinningShipBody, Winning.WinningRecord>(API.winning.ship),
  },
  integral: {
    info: get<None, Points.PointsInfo>(API.integral.info),
    list: page<Points.PointsListQuery, Points.PointsEntry>(API.integral.list),
    sign: post<None, Points.PointsSignResult>(API.integral.sign),
  },
  survey: {
    info: (id: number | string) => get<None, Survey.Questionnaire>(API.survey.info(id)),
    submit: post<Survey.SubmitSurveyBody, Survey.SurveyResult>(API.survey.submit),
    results: page<Survey.SurveyResultListQuery, Survey.SurveyResult>(API.survey.results),
    riskInfo: get<None, Survey.RiskInfo>(API.survey.riskInfo),
    riskCheck: get<Survey.RiskCheckQuery, Survey.RiskCheck>(API.survey.riskCheck),
  },
  homework: {
    list: page<Homework.HomeworkListQuery, Homework.MemberHomework>(API.homework.list),
    counts: get<Static<typeof Homework.HomeworkCountsQuerySchema>, Homework.HomeworkCounts>(API.homework.counts),
    info: (id: Id) => get<None, Homework.HomeworkDetail>(API.homework.info(id)),
    submit: post<Homework.HomeworkSubmitBody, Homework.HomeworkDetail>(API.homework.submit),
    answerInfo: (id: Id) => get<None, Homework.HomeworkAnswerDetail>(API.homework.answerInfo(id)),
    answerList: page<Homework.HomeworkAnswerListQuery, Homework.HomeworkAnswerRow>(API.homework.answerList),
    grade: post<Homework.HomeworkGradeBody, Homework.HomeworkAnswerDetail>(API.homework.grade),
    teacherCourses: get<None, Homework.TeacherCourse[]>(API.homework.teacherCourses),
    teacherList: page<Homework.TeacherHomeworkQuery, Homework.TeacherHomework>(API.homework.teacherList),
    save: post<Homework.HomeworkSaveBody, Homework.HomeworkDetail>(API.homework.save),
    remove: post<Homework.HomeworkIdBody, null>(API.homework.remove),
  },
  payment: {
    devPay: post<Static<typeof Order.OrderNoBodySchema>, Order.OrderDetail>(API.payment.devPay),
  },
  teacher: {
    list: page<Static<typeof Course.TeacherListQuerySchema>, Course.TeacherProfile>(API.teacher.list),
    info: (id: Id) => get<None, Course.TeacherProfile>(API.teacher.info(id)),
  },
  course: {
    categoryList: get<Static<typeof Course.CourseCategoryQuerySchema>, Course.CourseCategory[]>(API.course.categoryList),
    list: page<Static<typeof Course.CourseListQuerySchema>, Course.Course>(API.course.list),
    listRelated: (courseId: Id) => page<PageQuery, Course.Course>(API.course.listRelated(courseId)),
    listAuthorized: page<Static<typeof Course.CourseListQuerySchema>, Course.Course>(API.course.listAuthorized),
    info: (id: Id) => get<None, Course.CourseInfo>(API.course.info(id)),
    sectionsV3: get<Static<typeof Course.CourseSectionsQuerySchema>, Course.CourseChapter[]>(API.course.sectionsV3),
    sectionInfo: (id: Id) => get<None, Course.CourseSectionInfo>(API.course.sectionInfo(id)),
    sectionView: (id: Id) => get<None, Course.CourseSectionInfo>(API.course.sectionView(id)),
    like: post<Static<typeof Course.CourseIdBodySchema>, Course.CourseCounts>(API.course.like),
    comment: post<Static<typeof Course.CourseCommentBodySchema>, Course.CourseComment>(API.course.comment),
    commentList: (courseId: Id) => page<PageQuery, Course.CourseComment>(API.course.commentList(courseId)),
    share: post<Static<typeof Course.CourseShareBodySchema>, Course.CourseCounts>(API.course.share),
    follow: post<Static<typeof Course.CourseFollowBodySchema>, Common.FollowState>(API.course.follow),
    followList: page<PageQuery, Course.Course>(API.course.followList),
    viewSave: post<Static<typeof Course.CourseViewBodySchema>, Course.CourseCounts>(API.course.viewSave),
    my: page<PageQuery, Course.Course>(API.course.my),
    all: page<Static<typeof Course.CourseListQuerySchema>, Course.Course>(API.course.all),
    allorvisible: page<Static<typeof Course.CourseListQuerySchema>, Course.Course>(API.course.allorvisible),
    visible: page<Static<typeof Course.CourseListQuerySchema>, Course.Course>(API.course.visible),
    tabInfo: get<None, Course.CourseTabInfo>(API.course.tabInfo),
  },
  liveVideo: {
    list: page<Static<typeof Video.VideoRoomListQuerySchema>, Video.LiveVideoRoom>(API.liveVideo.list),
    info: (id: Id) => get<None, Video.LiveVideoInfo>(API.liveVideo.info(id)),
    roomInfo: get<Static<typeof Common.IdQuerySchema>, Video.LiveVideoInfo>(API.liveVideo.roomInfo),
    playbacks: page<Static<typeof Video.PlaybackListQuerySchema>, Video.Playback>(API.liveVideo.playbacks),
    playbacksOfRoom: page<Static<typeof Video.PlaybackRoomQuerySchema>, Video.Playback>(API.liveVideo.playbacksOfRoom),
    playbackInfo: (id: Id) => get<None, Video.PlaybackInfo>(API.liveVideo.playbackInfo(id)),
  },
  video: {
    categories: get<None, Video.VideoCategory[]>(API.video.categories),
    list: page<Static<typeof Video.VideoListQuerySchema>, Video.VideoItem>(API.video.list),
    info: (id: Id) => get<None, Video.VideoItem>(API.video.info(id)),
  },
  watchlist: {
    list: get<None, Watchlist.WatchList>(API.watchlist.list),
    add: post<Static<typeof Watchlist.WatchAddBodySchema>, Watchlist.WatchList>(API.watchlist.add),
    remove: post<Static<typeof Watchlist.WatchSymbolsBodySchema>, Watchlist.WatchList>(API.watchlist.remove),
    reorder: post<Static<typeof Watchlist.WatchSymbolsBodySchema>, Watchlist.WatchList>(API.watchlist.reorder),
    move: post<Static<typeof Watchlist.WatchMoveBodySchema>, Watchlist.WatchList>(API.watchlist.move),
    groupSave: post<Static<typeof Watchlist.WatchGroupBodySchema>, Watchlist.WatchList>(API.watchlist.groupSave),
    groupDelete: post<Static<typeof Watchlist.WatchGroupDeleteBodySchema>, Watchlist.WatchList>(API.watchlist.groupDelete),
  },
  priceAlert: {
    list: get<None, Watchlist.PriceAlert[]>(API.priceAlert.list),
    add: post<Static<typeof Watchlist.PriceAlertBodySchema>, Watchlist.PriceAlert>(API.priceAlert.add),
    cancel: post<Static<typeof Watchlist.PriceAlertIdBodySchema>, Watchlist.PriceAlert>(API.priceAlert.cancel),
  },
  stockRace: {
    categories: get<None, Video.StockRaceCategory[]>(API.stockRace.categories),
    list: page<Static<typeof Video.StockRaceListQuerySchema>, Video.StockRace>(API.stockRace.list),
    statistics: get<Stock.RaceEntryQuery, Stock.RaceLineChart>(API.stockRace.statistics),
    hold: get<Stock.RaceEntryQuery, Stock.RaceHoldings>(API.stockRace.hold),
    completed: page<Static<typeof Stock.RaceTradeQuerySchema>, Stock.RaceTrade>(API.stockRace.completed),
    info: (id: Id) => get<None, Stock.RaceInfo>(API.stockRace.info(id)),
    rank: page<Stock.RaceRankQuery, Stock.RaceEntry>(API.stockRace.rank),
  },
  stockPool: {
    list: get<Stock.PoolListQuery, Stock.StockPoolList>(API.stockPool.list),
  },
  market: {
    quotes: get<Market.QuotesQuery, Market.MarketQuote[]>(API.market.quotes),
    minute: get<Market.MinuteQuery, Market.MinuteData>(API.market.minute),
    kline: get<Market.KlineQuery, Market.KlineData>(API.market.kline),
    search: get<Market.SearchQuery, Market.SecurityItem[]>(API.market.search),
    indices: get<None, Market.IndexSnapshot>(API.market.indices),
    concepts: get<None, Market.ConceptSector[]>(API.market.concepts),
    security: (code: string) => get<None, Market.SecurityCheck>(API.market.security(`/${code}`)),
  },
  bond: {
    list: page<Bond.BondListQuery, Bond.BondRow>(API.bond.list),
  },
  financeCalendar: {
    list: get<Calendar.CalendarDayQuery, Calendar.CalendarDay>(API.financeCalendar.list),
    week: get<Calendar.CalendarWeekQuery, Calendar.CalendarWeek>(API.financeCalendar.week),
  },
  dict: { riskTip: get<None, Live.DictItem[]>(API.dict.riskTip) },
} as const;
