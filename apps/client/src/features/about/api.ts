/** Calls of the about pages: company articles by code, the advisers, the latest app versions. */
import { ENDPOINTS, type ArticleDetail, type TeacherProfile, type VersionInfo } from '@caixue/contract';
import { http } from '@/shared/request/request';

const QUIET = { noLoading: true } as const;

export type AboutArticleCode = 'about' | 'personnel' | 'app' | 'stock';

/** An about article by its code ('about', 'personnel', 'app', 'stock'); public. */
export async function fetchAboutArticle(code: AboutArticleCode): Promise<ArticleDetail> {
  const response = await http.get(ENDPOINTS.article.info(code), undefined, QUIET);
  if (!response.data) throw new Error('内容不存在');
  return response.data;
}

/** The investment advisers (投顾团队), as many as one page holds. */
export async function fetchAdvisers(): Promise<TeacherProfile[]> {
  const response = await http.page(ENDPOINTS.teacher.list, { pageNum: 1, pageSize: 50 }, QUIET);
  return response.rows ?? [];
}

export interface AppVersions {
  android: VersionInfo | null;
  ios: VersionInfo | null;
}

/** The newest Android and iOS clients (no token); a platform without a release is null. */
export async function fetchAppVersions(sn: string): Promise<AppVersions> {
  const one = (platform: string) => http
    .get(ENDPOINTS.version.latestInfo, { sn, platform }, { ...QUIET, noToken: true, silent: true })
    .then((r) => r.data ?? null, () => null);
  const [android, ios] = await Promise.all([one('android'), one('ios')]);
  return { android, ios };
}

/** The company video: the first video of the category named for the company (公司/宣传), else the newest video. */
export async function fetchCompanyVideoId(): Promise<number | null> {
  const categories = await http.get(ENDPOINTS.video.categories, undefined, QUIET);
  const company = (categories.data ?? []).find((c) => /品牌|公司|宣传|关于/.test(c.name));
  const list = await http.page(ENDPOINTS.video.list, { pageNum: 1, pageSize: 1, categoryId: company?.id }, QUIET);
  return list.rows?.[0]?.id ?? null;
}
