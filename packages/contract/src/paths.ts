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
  version: {
    latestInfo: '/api/version/get/client/latest/info',
    clientLatest: '/api/client/version/latest',
  },
  ad: {
    popupAdvert: '/api/ad/popup/advert',
    home: (code: string) => `/api/ad/home/${encodeURIComponent(code)}`,
  },
  tab: { homeInfo: '/api/app/tab/ver/2/home/info' },
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
  common: { screenshot: '/api/common/screenshot' },
  dict: { riskTip: '/api/common/system/dict/d/risk_tip' },
  files: { uploads: '/uploads' },
  docs: '/docs',
} as const;
