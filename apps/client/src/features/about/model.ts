/** Wording and addresses of the about pages. */
export const ABOUT_TEXT = {
  title: '关于我们',
  company: '财学',
  slogan: '专业投资者教育与投顾服务平台',
  personnel: '投顾团队',
  personnelHint: '持证上岗 · 专业投顾',
  video: '公司视频',
  videoHint: '走进财学',
  app: 'APP下载',
  appHint: '随时随地学投资',
  stock: '实盘大赛',
  stockHint: '以赛会友 · 实战练兵',
  certificate: '执业编号',
  advisersEmpty: '投顾团队信息整理中',
  followers: (n: number) => `${n}人关注`,
  latestVersion: '最新版本',
  android: 'Android 版',
  ios: 'iPhone 版',
  download: '立即下载',
  noRelease: '暂未上架',
  copied: '下载地址已复制，请在浏览器中打开',
  videoEmpty: '公司视频正在制作中',
} as const;

export const ABOUT_PAGES = {
  index: '/pages/about/index',
  personnel: '/pages/about/personnel',
  video: '/pages/about/video',
  app: '/pages/about/app',
  stock: '/pages/about/stock',
} as const;

/** 'v2.0.31' / '2.0.31' -> 'V2.0.31'. */
export function versionLabel(sn: string | undefined | null): string {
  const clean = (sn ?? '').trim().replace(/^v/i, '');
  return clean ? `V${clean}` : '';
}
