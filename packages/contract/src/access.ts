/**
 * Who may reach what without a token (SPEC §2 "Access without login", §6, §7 "no token").
 */

/** Strips trailing '/index' segments and a trailing slash: '/pages/login/index/index' -> '/pages/login'. */
export function normalizePagePath(path: string): string {
  let p = path.split('?')[0].split('#')[0];
  if (!p.startsWith('/')) p = `/${p}`;
  p = p.replace(/\/+$/, '');
  while (p.endsWith('/index')) p = p.slice(0, -'/index'.length);
  return p;
}

/** Pages reachable without a token, normalized with normalizePagePath. */
export const PUBLIC_PAGES: readonly string[] = [
  '', '/pages', '/pages/404',
  '/pages/applets', '/pages/applets/chat', '/pages/applets/course/details', '/pages/applets/template/authorized',
  '/pages/about', '/pages/about/personnel', '/pages/about/video', '/pages/about/app', '/pages/about/stock',
  '/pages/login', '/pages/login/mobile', '/pages/login/register',
  '/pages/mine/agreement', '/pages/mine', '/pages/mine/article', '/pages/mine/systemSettings',
  '/pages/mine/homework/homeworkList', '/pages/mine/collect', '/pages/mine/collect/list',
  '/pages/course/newsList', '/pages/course/list', '/pages/course/list/view', '/pages/course/video',
  '/pages/liveVideo/list', '/pages/liveVideo', '/pages/liveVideo/winning/detail',
  '/pages/webView', '/pages/webView/pic', '/pages/webView/payment',
  '/pages/kede/meida',
  '/pages/news/noticeDetails', '/pages/news/details', '/pages/news/list',
  '/pages/news/viewpoint/list', '/pages/news/viewpoint/details',
  '/pages/cfq', '/pages/cfq/course', '/pages/pdf', '/pages/ai', '/pages/goods',
  '/pages/teacher/detail', '/pages/playback/list', '/pages/playback/detail',
];

export const LOGIN_PAGES: readonly string[] = ['/pages/login', '/pages/login/mobile', '/pages/login/register'];

export const LOGIN_PAGE_URL = '/pages/login/index/index';
export const HOME_PAGE_URL = '/';
export const NOT_FOUND_PAGE_URL = '/pages/404/index';
export const NO_PERMISSION_PAGE_URL = '/pages/mine/noPermission/index';

export function isPublicPage(path: string): boolean {
  return PUBLIC_PAGES.includes(normalizePagePath(path));
}

export function isLoginPage(path: string): boolean {
  return LOGIN_PAGES.includes(normalizePagePath(path));
}

/**
 * API calls that go without a token: the spec's no-token calls (§6, §7) plus the public reads a
 * visitor's home page needs. Exact paths; a trailing '*' matches a prefix.
 */
export const PUBLIC_APIS: readonly string[] = [
  '/api/member/login/ver/2/account',
  '/api/member/login/ver/2/code',
  '/api/member/register',
  '/api/member/cancel/account',
  '/api/common/sms/code',
  '/api/member/wx/auth/ver/2/offiaccount/login',
  '/api/member/wx/auth/ver/2/applet/login',
  '/api/member/wx/auth/ver/2/applet/getUserPhoneNumber',
  '/api/login/wxa',
  '/api/wechat/share/ver/2/accessTicket2',
  '/login',
  '/logout',
  '/captchaImage',
  '/api/nav/list',
  '/api/nav/ver/2/list/footer',
  '/api/version/get/client/latest/info',
  '/api/common/webview/allowlist',
  '/api/client/version/latest',
  '/api/ad/popup/advert',
  '/api/ad/home/*',
  '/api/app/tab/ver/2/home/info',
  // Every page is logged, a visitor's too (issue 17); a token, when sent, names the member.
  '/api/access/log/save',
  // Content a visitor may browse (issue 5). Locked items come without their content; writes
  // (comment, like, favorite, follow, view save, share) need a token.
  '/api/news/ver/2/*',
  '/api/news/comment/get/list/*',
  '/api/news/viewpoint/ver/2/*',
  '/api/news/viewpoint/comment/get/list/*',
  '/api/news/hotspot/ver/2/all',
  '/api/news/category/ver/2/*',
  '/api/news/category/home',
  '/api/news/category/hot',
  '/api/news/category/:x',
  '/api/news/home/*',
  '/api/news/list',
  '/api/news/tuyere',
  '/api/news/fm',
  '/api/news/search',
  '/api/news/get/find*',
  '/api/teacher/ver/2/*',
  '/api/course/category/*',
  '/api/goods/index',
  '/api/goods/list',
  '/api/goods/get/*',
  '/api/course/get/*',
  '/api/course/section/*',
  '/api/course/comment/get/list/*',
  '/api/course/all',
  '/api/course/allorvisible',
  '/api/course/visible',
  '/api/app/tab/ver/2/course/info',
  '/api/live/ver/2/list/video',
  '/api/live/get/video/*',
  '/api/live/get/list/teacher/*',
  '/api/live/video/get/*',
  '/api/live/ad/ver/2/list/all/*',
  '/api/video/*',
  '/api/ad/get/info/*',
  '/api/ad/ver/2/*',
  '/api/stock/race/category/ver/2/list',
  '/api/stock/race/ver/2/list',
  '/api/article/get/info/*',
  // The prize wheel's detail page is public (SPEC §2): activity, prizes, odds, rules and masked recent winners.
  '/api/winning/activity/list',
  '/api/winning/activity/info/*',
  '/api/winning/record/recent',
  // The applet's authorized template messages (issue 17; its page is public): visitors get teasers.
  '/api/live/message/get/list/template/authorized',
  '/api/live/message/template/rooms',
  // Payment providers' notifies (issue 13): verified by the provider's signature, not by a token.
  '/api/payment/notify/wechatpay',
  '/api/payment/refund-notify/wechatpay',
  '/api/payment/notify/alipay',
];

export function isPublicApi(path: string): boolean {
  const p = path.split('?')[0];
  return PUBLIC_APIS.some((entry) => (entry.endsWith('*') ? p.startsWith(entry.slice(0, -1)) : p === entry));
}
