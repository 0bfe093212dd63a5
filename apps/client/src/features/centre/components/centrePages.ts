/** Member-centre page addresses (SPEC §2 mine pages). */
export const CENTRE_PAGES = {
  pushList: '/pages/mine/pushList/index',
  faq: '/pages/mine/faq/index',
  feedback: '/pages/mine/faq/feedback/index',
  feedbackDetail: '/pages/mine/faq/feedbackDetail/index',
  help: '/pages/mine/help/index',
  helpDetail: '/pages/mine/help/detail/index',
  collect: '/pages/mine/collect/index',
  collectList: '/pages/mine/collect/list/index',
  interest: '/pages/mine/interest/index',
  article: '/pages/mine/article/index',
  strategy: '/pages/mine/strategy/index',
} as const;

export function withId(page: string, id: number | string): string {
  return `${page}?id=${encodeURIComponent(String(id))}`;
}
