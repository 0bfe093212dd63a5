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
