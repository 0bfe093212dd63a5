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
  files: { uploads: '/uploads' },
  docs: '/docs',
} as const;
