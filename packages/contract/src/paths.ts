/**
 * API paths. The spec's paths verbatim; paths the spec leaves "not shown" are chosen here in the
 * same style and listed in the README (marked CHOSEN).
 */
export const API = {
  member: {
    loginAccount: '/api/member/login/ver/2/account',
    loginCode: '/api/member/login/ver/2/code',
    register: '/api/member/register',
    cancelAccount: '/api/member/cancel/account',
    info: '/api/member/get/info',
    modifyAvatar: '/api/member/modify/avatar',
    modifyPassword: '/api/member/modify/password',
    modifyName: '/api/member/modify/name',
    modifyNickname: '/api/member/modify/nickname',
    bindable: '/api/member/ver/2/list/bindable',
    bindMobile: '/api/member/ver/2/bind/mobile',
    pushList: '/api/member/push/get/list',
    /** CHOSEN: mark one push read. */
    pushRead: (id: number | string) => `/api/member/push/read/${id}`,
    /** CHOSEN: unread push count (badge in the member centre). */
    pushUnread: '/api/member/push/unread/count',
    levelsByModules: (ids: string) => `/api/member/level/ver/2/list/related/module/${ids}`,
    accessModules: '/api/member/ver/2/access/module',
    liveValidity: '/api/member/get/live/validity/period',
    /** CHOSEN: favorites (news, courses) of the member, paged, by targetType. */
    favorites: '/api/member/favorite/ver/2/list',
    /** CHOSEN: followed teachers and news categories, by targetType. */
    follows: '/api/member/follow/ver/2/list',
    /** CHOSEN: follow or unfollow (body targetType, targetId, follow boolean). */
    follow: '/api/member/follow/ver/2/save',
  },
  wechat: {
    offiaccountLogin: '/api/member/wx/auth/ver/2/offiaccount/login',
    appletLogin: '/api/member/wx/auth/ver/2/applet/login',
    appletPhone: '/api/member/wx/auth/ver/2/applet/getUserPhoneNumber',
    wxa: '/api/login/wxa',
    shareTicket: '/api/wechat/share/ver/2/accessTicket2',
  },
  /** CHOSEN paths for the member-centre content (SPEC gives none). */
  faq: { list: '/api/faq/ver/2/list' },
  feedback: {
    save: '/api/feedback/ver/2/save',
    list: '/api/feedback/ver/2/list',
    info: (id: number | string) => `/api/feedback/ver/2/info/${id}`,
    upload: '/api/feedback/ver/2/upload',
  },
  article: {
    /** SPEC: an article by id or code (agreement, privacy…). */
    info: (x: number | string) => `/api/article/get/info/${encodeURIComponent(String(x))}`,
    /** CHOSEN: articles of a category (help, article, strategy), paged. */
    list: (categoryCode: string) => `/api/article/ver/2/list/${encodeURIComponent(categoryCode)}`,
  },
  sms: { code: '/api/common/sms/code' },
  admin: { login: '/login', getInfo: '/getInfo', logout: '/logout', captchaImage: '/captchaImage' },
  nav: {
    list: '/api/nav/list',
    /** CHOSEN: footer navigation list (categoryCode footer, versionSn, linkTypeCode). */
    footerList: '/api/nav/ver/2/list/footer',
  },
  /** CHOSEN: the addresses the web-view page may open (WEBVIEW_ALLOWLIST; no token). */
  webview: { allowlist: '/api/common/webview/allowlist' },
  version: {
    latestInfo: '/api/version/get/client/latest/info',
    clientLatest: '/api/client/version/latest',
  },
  ad: {
    popupAdvert: '/api/ad/popup/advert',
    home: (code: string) => `/api/ad/home/${encodeURIComponent(code)}`,
    info: (id: number | string) => `/api/ad/get/info/${id}`,
    infoV2: (id: number | string) => `/api/ad/ver/2/info/${id}`,
    listV2: '/api/ad/ver/2/list',
    /** Teacher and goods ad lists: categoryCode teacherAd / goodsAd, teacherId or goodsId, pageSize 99. */
    byCategory: (categoryCode: string) => `/api/ad/ver/2/list/${encodeURIComponent(categoryCode)}`,
  },
  tab: { homeInfo: '/api/app/tab/ver/2/home/info' },
  /** CHOSEN (issue 17): the applet pages' template messages and the member's own data. */
  applets: {
    templates: '/api/live/message/get/list/template',
    templatesAuthorized: '/api/live/message/get/list/template/authorized',
    templateRooms: '/api/live/message/template/rooms',
    ownData: '/api/member/ver/2/own/data',
  },
  live: {
    wordList: '/api/live/ver/2/list/word',
    wordListAuthorized: '/api/live/ver/2/list/word/authorized',
    wordInfo: (id: number | string) => `/api/live/get/word/info/${id}`,
    wordRoomInfo: '/api/live/get/word/room/info',
    info: (type: string) => `/api/live/ver/2/info/${encodeURIComponent(type)}`,
    heats: (liveId: number | string) => `/api/live/ver/2/heats/${liveId}`,
    like: '/api/live/like',
    share: '/api/live/share',
    messages: '/api/live/message/get/list',
    messages2: '/api/live/message/get/list/2',
    messagesAuthorized: '/api/live/message/get/list/authorized',
    messagesSearch: '/api/live/message/get/list/search',
    top: (liveId: number | string, categoryId: number | string) => `/api/live/message/get/top/${liveId}/${categoryId}`,
    selfSendReplied: '/api/live/message/get/self/send/replied/list',
    categories: '/api/live/message/category/all',
    screenshot: '/api/live/message/screenshot',
    /** CHOSEN: chat image upload (form field `file`; png, jpg, jpeg, gif, bmp). */
    upload: '/api/live/message/upload',
    /** CHOSEN: a teacher of the room closes (status 0) or reopens (status 1) a message. */
    status: '/api/live/message/status',
    /** CHOSEN: messages after a sequence number, for catching up after a reconnect. */
    since: '/api/live/message/get/list/since',
  },
  /** News and columns (SPEC §7 News and comments; home lists from §7 Ads, home, other). */
  news: {
    follow: (id: number | string) => `/api/news/follow/${id}`,
    comment: '/api/news/comment',
    commentList: (newsId: number | string) => `/api/news/comment/get/list/${newsId}`,
    like: '/api/news/like',
    favorite: '/api/news/favorite',
    /** list/{action}: related, hotspot, live, news, newsCategory, all, allorvisible, visible, find, stock. */
    list: (action?: string) => (action ? `/api/news/ver/2/list/${action}` : '/api/news/ver/2/list'),
    relatedTo: (id: number | string) => `/api/news/ver/2/list/related/${id}`,
    info: '/api/news/ver/2/info',
    infoById: (id: number | string) => `/api/news/ver/2/info/${id}`,
    viewSave: '/api/news/view/ver/2/save',
    unread: '/api/news/view/ver/2/unread',
    hotspotAll: '/api/news/hotspot/ver/2/all',
    categoryFollow: '/api/news/category/follow',
    categoryFollowList: '/api/news/category/follow/get/list',
    categoryInfo: (id: number | string) => `/api/news/category/ver/2/info/${id}`,
    categoryAll: '/api/news/category/ver/2/all',
    /** §7 Live: news of a category by categoryCode. */
    byCategoryCode: '/api/news/list',
    home: {
      categories: '/api/news/category/home',
      hot: '/api/news/home/hot',
      tuyere: '/api/news/home/tuyere',
      category: (x: number | string) => `/api/news/category/${x}`,
      categoryHot: '/api/news/category/hot',
      tuyere2: '/api/news/tuyere',
      fm: '/api/news/fm',
      search: '/api/news/search',
      find: '/api/news/get/find',
      findHot: '/api/news/get/find/hot',
      findTuyere: '/api/news/get/find/tuyere',
    },
  },
  /** §7 POST /api/access/log/save (returns data.id); CHOSEN: the operators' daily figures (admin role). */
  accessLog: { save: '/api/access/log/save', daily: '/api/admin/access/log/daily' },
  /** CHOSEN (issue 17): teachers' viewpoints; SPEC §7 names them (list, info/{id}, comment, like, share, comment list/{id}) without paths. */
  viewpoint: {
    list: '/api/news/viewpoint/ver/2/list',
    info: (id: number | string) => `/api/news/viewpoint/ver/2/info/${id}`,
    comment: '/api/news/viewpoint/comment',
    commentList: (id: number | string) => `/api/news/viewpoint/comment/get/list/${id}`,
    like: '/api/news/viewpoint/like',
    share: '/api/news/viewpoint/share',
  },
  /** CHOSEN: teachers (SPEC names no teacher endpoints). */
  teacher: {
    list: '/api/teacher/ver/2/list',
    info: (id: number | string) => `/api/teacher/ver/2/info/${id}`,
  },
  /** Courses (SPEC §7 Courses), prefix /api/course. */
  course: {
    categoryList: '/api/course/category/list',
    categoryAll: '/api/course/category/all',
    list: '/api/course/get/list',
    /** Other courses of the same category as {courseId} (SPEC path; meaning chosen). */
    listRelated: (courseId: number | string) => `/api/course/get/list/${courseId}`,
    listAuthorized: '/api/course/get/list/authorized',
    info: (id: number | string) => `/api/course/get/info/${id}`,
    sectionsV3: '/api/course/section/ver/3/list',
    sectionInfo: (id: number | string) => `/api/course/section/get/info/${id}`,
    sectionInfoV2: (id: number | string) => `/api/course/section/ver/2/info/${id}`,
    sectionInfoV3: (id: number | string) => `/api/course/section/ver/3/info/${id}`,
    sectionView: (id: number | string) => `/api/course/section/ver/3/info/view/${id}`,
    like: '/api/course/like',
    comment: '/api/course/comment',
    /** CHOSEN: comments of a course. */
    commentList: (courseId: number | string) => `/api/course/comment/get/list/${courseId}`,
    share: '/api/course/share',
    follow: '/api/course/follow',
    followList: '/api/course/follow/list',
    viewSave: '/api/course/view/ver/2/save',
    my: '/api/course/my',
    all: '/api/course/all',
    allorvisible: '/api/course/allorvisible',
    visible: '/api/course/visible',
    tabInfo: '/api/app/tab/ver/2/course/info',
  },
  /** Video live rooms and playbacks (/api/live/video/... are the recorded lives, 回看). */
  liveVideo: {
    list: '/api/live/ver/2/list/video',
    listAuthorized: '/api/live/ver/2/list/video/authorized',
    info: (id: number | string) => `/api/live/get/video/info/${id}`,
    roomInfo: '/api/live/get/video/room/info',
    byTeacher: (id: number | string) => `/api/live/get/list/teacher/${id}`,
    playbacks: '/api/live/video/get/list',
    playbacksAll: '/api/live/video/get/list/all',
    playbacksAllOrVisible: '/api/live/video/get/list/allorvisible',
    playbacksVisible: '/api/live/video/get/list/visible',
    playbacksOfRoom: '/api/live/video/get/list/liveroom',
    playbackInfo: (id: number | string) => `/api/live/video/get/info/${id}`,
    ads: (categoryCode: string) => `/api/live/ad/ver/2/list/all/${encodeURIComponent(categoryCode)}`,
  },
  /** The media library. */
  video: {
    categories: '/api/video/category/list',
    list: '/api/video/get/list',
    /** CHOSEN: one video with its sources. */
    info: (id: number | string) => `/api/video/get/info/${id}`,
  },
  /** CHOSEN (spec style): goods (subscription products), issue 13. */
  goods: {
    /** Product centre: on-sale goods grouped by level. */
    index: '/api/goods/index',
    list: '/api/goods/list',
    info: (id: number | string) => `/api/goods/get/info/${id}`,
  },
  /** CHOSEN (spec style): orders, the service contract and payment, issue 13. */
  order: {
    /** The service contract of a goods (goodsId, before ordering) or of an order (orderNo). */
    contract: '/api/order/contract',
    /** POST {goodsId, quantity 1, idempotencyKey, contractVersion}: the order (agreement recorded). */
    create: '/api/order/create',
    /** Paged, tab all | unpaid | paid | refund. */
    list: '/api/order/list',
    /** One order; sync=1 asks the provider first when it is unpaid (the payment return page). */
    info: (orderNo: string) => `/api/order/get/info/${encodeURIComponent(orderNo)}`,
    /** The channels this client may be offered where it is (Alipay never inside WeChat). */
    channels: '/api/order/pay/channels',
    /** POST {orderNo, channel}: what the client needs to start paying. */
    pay: '/api/order/pay',
    cancel: '/api/order/cancel',
    /** POST {orderNo, reason}. */
    refund: '/api/order/refund',
    /** The price the server will charge: goodsId, couponId (absent: best, 0: none), usePoints (issue 14). */
    checkout: '/api/order/checkout',
  },
  /** The AI assistant, issue 16: chat is the SPEC's path (streamed NDJSON, see ai.ts); the rest CHOSEN. */
  ai: {
    /** POST AiChatBody: an NDJSON stream of AiStreamEvent (or an error envelope before the stream). */
    chat: '/api/ai/chat/ollama',
    /** Enabled, driver, today's remaining questions, suggestions, the risk tip. */
    info: '/api/ai/ver/2/info',
    /** The member's conversations, newest first, paged. */
    conversations: '/api/ai/conversation/list',
    /** One conversation's messages, oldest first. */
    messages: (id: number | string) => `/api/ai/conversation/messages/${id}`,
    /** POST {id}. */
    deleteConversation: '/api/ai/conversation/delete',
  },
  /** CHOSEN (spec style): coupons, issue 14 (我的优惠券, 领券中心, operator grant). */
  coupon: {
    /** The member's coupons, paged, tab unused | used | expired. */
    list: '/api/member/coupon/list',
    /** Claimable templates (goodsId: those usable for it). */
    centre: '/api/coupon/centre/list',
    /** POST {templateId}. */
    claim: '/api/coupon/claim',
    /** POST {templateId, mobiles, requestId}: operator grant (admin role). */
    grant: '/api/admin/coupon/grant',
  },
  /** CHOSEN (spec style): questionnaires and the risk-tolerance assessment, issue 16 (风险测评). */
  survey: {
    /** One questionnaire with its questions (the page /pages/survey/index?id=). */
    info: (id: number | string) => `/api/survey/get/info/${id}`,
    /** POST {questionnaireId, requestId, answers}: the result (score, risk level). */
    submit: '/api/survey/submit',
    /** The member's own submissions, newest first, paged (questionnaireId optional). */
    results: '/api/survey/result/list',
    /** The member's current assessment (level, expiry) and the assessment questionnaire's id. */
    riskInfo: '/api/survey/risk/info',
    /** goodsId: whether this member may buy it (the appropriateness verdict, before ordering). */
    riskCheck: '/api/survey/risk/check',
  },
  /** CHOSEN (spec style): invoices of paid orders, issue 14 (the PDF is a signed /media url in the answer). */
  invoice: {
    /** POST {orderNo, titleType, title, creditCode?, address?, phone?, bank?, account?, email}. */
    apply: '/api/invoice/apply',
    /** The order's invoice, or null when none was asked for. */
    info: (orderNo: string) => `/api/invoice/get/info/${encodeURIComponent(orderNo)}`,
    list: '/api/invoice/list',
    /** POST {orderNo}: issue a FAILED invoice again. */
    retry: '/api/invoice/retry',
  },
  /** CHOSEN (spec style): the prize wheel, issue 17 (pages liveVideo/winning/list, result, detail). */
  winning: {
    /** Activities (public). */
    activities: '/api/winning/activity/list',
    /** One activity with its prizes, odds, rules and (member) draws left today (public). */
    activity: (id: number | string) => `/api/winning/activity/info/${id}`,
    /** POST {activityId, requestId}: one draw, decided by the server. */
    draw: '/api/winning/draw',
    /** The caller's wins, newest first, paged (activityId optional). */
    mine: '/api/winning/record/list',
    /** Recent winners with masked names (public; activityId optional). */
    recent: '/api/winning/record/recent',
    /** One of the caller's draws (the result page). */
    record: (id: number | string) => `/api/winning/record/info/${id}`,
    /** POST {id, name, mobile, address}: the delivery address of a goods prize. */
    address: '/api/winning/record/address',
    /** POST {id}: an operator marks a goods prize shipped (admin role). */
    ship: '/api/admin/winning/ship',
  },
  /** CHOSEN (spec style): integral points, issue 14 (我的积分). */
  integral: {
    /** Balance, whether signed today, the week's streak. */
    info: '/api/member/integral/info',
    /** The ledger of one China month (month=YYYY-MM), newest first, paged. */
    list: '/api/member/integral/list',
    /** POST: today's sign-in (once per China day). */
    sign: '/api/member/integral/sign',
  },
  /** CHOSEN (spec style): homework, issue 16 (我的作业 homeworkList, 作业批改 homeworkAnswerList). */
  homework: {
    /** The member's homework of courses they may study, paged, tab todo | submitted | graded, courseId. */
    list: '/api/homework/list',
    /** The member's counts per tab (courseId: of one course). */
    counts: '/api/homework/count',
    /** One homework with its questions and the caller's answer (or as the course's teacher sees it). */
    info: (id: number | string) => `/api/homework/get/info/${id}`,
    /** POST HomeworkSubmitBody: answer once before the due date (idempotent); choice questions graded at once. */
    submit: '/api/homework/answer/submit',
    /** One answer: for its member and for the course's teacher only. */
    answerInfo: (id: number | string) => `/api/homework/answer/get/info/${id}`,
    /** Teacher: answers of their courses' homework, paged, tab pending | graded | all, homeworkId. */
    answerList: '/api/homework/answer/list',
    /** Teacher: POST HomeworkGradeBody (points of text and picture questions, comments). */
    grade: '/api/homework/answer/grade',
    /** Teacher: the courses they teach with their homework counts. */
    teacherCourses: '/api/homework/teacher/course/list',
    /** Teacher: their courses' homework with answer counts, paged. */
    teacherList: '/api/homework/teacher/list',
    /** Teacher: POST HomeworkSaveBody, creates (no id) or changes a homework. */
    save: '/api/homework/teacher/save',
    /** Teacher: POST {id}, deletes a homework nobody answered. */
    remove: '/api/homework/teacher/delete',
  },
  /** CHOSEN: payment notifies from the providers (no token, verified by signature) and the development cashier. */
  payment: {
    wechatpayNotify: '/api/payment/notify/wechatpay',
    wechatpayRefundNotify: '/api/payment/refund-notify/wechatpay',
    alipayNotify: '/api/payment/notify/alipay',
    /** Development driver only: the local cashier's 确认支付 (POST {orderNo}). */
    devPay: '/api/payment/dev/pay',
  },
  /** CHOSEN (issue 15): 自选股 of the member (all need a token). */
  watchlist: {
    list: '/api/stock/watchlist/ver/2/list',
    add: '/api/stock/watchlist/ver/2/add',
    remove: '/api/stock/watchlist/ver/2/remove',
    reorder: '/api/stock/watchlist/ver/2/reorder',
    move: '/api/stock/watchlist/ver/2/move',
    groupSave: '/api/stock/watchlist/group/ver/2/save',
    groupDelete: '/api/stock/watchlist/group/ver/2/delete',
  },
  /** CHOSEN (issue 15): price alerts of the member (all need a token). */
  priceAlert: {
    list: '/api/stock/alert/ver/2/list',
    add: '/api/stock/alert/ver/2/add',
    cancel: '/api/stock/alert/ver/2/cancel',
  },
  stockRace: {
    categories: '/api/stock/race/category/ver/2/list',
    list: '/api/stock/race/ver/2/list',
    /** A participant's net value per day against 沪深300 (query entryId). */
    statistics: '/api/stock/race/statistics/ver/2/line/chart/data',
    /** A participant's holdings (query entryId). */
    hold: '/api/stock/trade/record/ver/2/list/hold',
    /** A participant's executed trades, newest first, paged (query entryId). */
    completed: '/api/stock/trade/record/ver/2/list/completed',
    info: (id: number | string) => `/api/stock/race/ver/2/info/${id}`,
    /** CHOSEN: the participants of all races (or one, raceId) ranked by return, paged. */
    rank: '/api/stock/race/ver/2/list/rank',
  },
  stockPool: {
    list: '/api/stock/pool/ver/2/list',
  },
  /** Market data (issue 15; README "Market data endpoints"): token required. CHOSEN except concepts and yn/security. */
  market: {
    /** CHOSEN: quotes by symbols (query symbols=sh600519,sz000001). */
    quotes: '/api/stock/market/ver/2/quotes',
    /** CHOSEN: a day's intraday minute line (query symbol, day). */
    minute: '/api/stock/market/ver/2/minute',
    /** CHOSEN: K-lines (query symbol, period day|week|month, count, to). */
    kline: '/api/stock/market/ver/2/kline',
    /** CHOSEN: security search by code, name or pinyin initials (query keyword, limit). */
    search: '/api/stock/market/ver/2/search',
    /** CHOSEN: 上证指数, 深证成指, 创业板指, 沪深300. */
    indices: '/api/stock/market/ver/2/indices',
    /** SPEC §7: concept sectors with their change and leader. */
    concepts: '/api/stock/concept/ver/2/all',
    /** SPEC §7 `yn/security{suffix}`: is a code a listed security, with its quote (suffix `/{code}` or query code). */
    security: (suffix = '') => `/api/stock/market/ver/2/yn/security${suffix}`,
  },
  /** CHOSEN (issue 15): convertible bonds, sorted server-side (sortBy, order), paged (token needed, like every stock page). */
  bond: {
    list: '/api/stock/bond/ver/2/list',
  },
  /** CHOSEN (issue 15): 财经日历 by day (date) and by week (start: any day of the week; Monday to Sunday). */
  financeCalendar: {
    list: '/api/stock/calendar/ver/2/list',
    week: '/api/stock/calendar/ver/2/week',
  },
  /** §7 POST upload /api/common/ueditor/upload (name, filePath): rich-text pictures. */
  common: { screenshot: '/api/common/screenshot', editorUpload: '/api/common/ueditor/upload' },
  dict: { riskTip: '/api/common/system/dict/d/risk_tip' },
  /** Public files (/uploads) and gated media, served only with a signed, expiring query (/media). */
  files: { uploads: '/uploads', media: '/media' },
  docs: '/docs',
} as const;
