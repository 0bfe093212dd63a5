// The pages issue 18 measures (Lighthouse and the main-thread bench), with the ids of the demo content's first
// news article, course and goods, asked of the running server.

interface Row { id: number }

async function firstId(base: string, path: string): Promise<number> {
  const res = (await (await fetch(new URL(path, base))).json()) as { rows?: Row[]; data?: Row[] };
  const id = (res.rows ?? res.data ?? [])[0]?.id;
  if (typeof id !== 'number') throw new Error(`no row from ${path}`);
  return id;
}

/** [name, path] of each page; PAGES=home,news-list (comma-separated names) keeps only those. */
export async function issuePages(base: string, only = process.env.PAGES?.split(',')): Promise<[string, string][]> {
  const [newsId, courseId, goodsId] = await Promise.all([
    firstId(base, '/api/news/ver/2/list/all?pageNum=1&pageSize=1'),
    firstId(base, '/api/course/get/list?pageNum=1&pageSize=1'),
    firstId(base, '/api/goods/list?pageNum=1&pageSize=1'),
  ]);
  const pages: [string, string][] = [
    ['home', '/'],
    ['news-list', '/pages/news/list/index'],
    ['news-detail', `/pages/news/details/index?id=${newsId}`],
    ['course-list', '/pages/course/list/index'],
    ['course-detail', `/pages/course/list/view?id=${courseId}`],
    ['live-text-room', '/pages/applets/chat/index?id=1'],
    ['goods-detail', `/pages/goods/detail/index?id=${goodsId}`],
    ['member-centre', '/pages/mine/index/index'],
  ];
  return pages.filter(([name]) => !only || only.includes(name));
}
