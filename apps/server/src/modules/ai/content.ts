import type { ContentFinder, ContentHits, ContentLink } from '../../integrations/ollama/dev-driver';
import { VISITOR, type Viewer } from '../access/service';
import { coursePageLink, type CourseService } from '../course/service';
import type { NewsService } from '../news/service';
import type { TeacherService } from '../teacher/service';

/**
 * What the development driver answers from (issue 16): news, courses and teachers matching the
 * question, found through their modules' own services (their list search), with links to the pages
 * that show them. Visible-to-everyone rules are the services': locked items are listed as they are
 * in a visitor's lists (the page says when one is locked).
 */

export const PAGE_LINKS = {
  news: (id: number) => `/pages/news/details/index?id=${id}`,
  course: (id: number) => coursePageLink({ id }),
  teacher: (id: number) => `/pages/teacher/detail/index?id=${id}`,
} as const;

/** Words that carry no topic: question words, politeness, and the kinds of content themselves. */
const STOP_WORDS = [
  '请问', '请', '什么是', '什么叫', '是什么', '什么', '怎么样', '怎么', '怎样', '如何', '为什么', '为何', '哪些', '哪个', '哪里',
  '有没有', '有哪些', '可以', '能不能', '能否', '介绍一下', '介绍', '一下', '讲讲', '说说', '讲解', '解释', '推荐', '一些', '一个',
  '我想', '想要', '想', '学习', '了解', '关于', '知道', '告诉我', '帮我', '给我', '看看', '平台', '课程', '资讯', '文章', '新闻', '老师',
  '相关', '内容', '的', '吗', '呢', '吧', '啊', '呀', '和', '与', '及', '或', '还有', '我们', '我', '你们', '你', '是', '有', '要', '在',
  '给', '对', '把', '被', '了', '么', '谁', '多少', '应该', '需要', '哪位', '一位', '一名', '几位', '看懂', '懂', '讲', '适合',
];
const STOP = new RegExp(STOP_WORDS.sort((a, b) => b.length - a.length).join('|'), 'g');

/** At most this many words are searched, longest first. */
export const MAX_KEYWORDS = 6;

/**
 * The searchable words of a question: split at punctuation, spaces and stop words, words of two or
 * more characters, longest first; a letter run before Chinese is joined to it ("K 线" -> K线, also
 * tried as "K 线", the way titles write it); a long Chinese run also gives its first and last 3 and
 * 2 characters (市盈率高好 -> 市盈率, 市盈), since a question rarely quotes a title exactly.
 */
export function keywordsOf(question: string): string[] {
  const runs = question
    .slice(0, 200)
    .replace(/([A-Za-z]+)\s+(?=\p{Script=Han})/gu, '$1')
    .replace(STOP, ' ')
    .split(/[\s\p{P}\p{S}]+/u)
    .map((w) => w.trim())
    .filter((w) => Array.from(w).length >= 2)
    .sort((a, b) => b.length - a.length);
  const words: string[] = [];
  const add = (w: string) => {
    if (!words.includes(w)) words.push(w);
  };
  for (const run of runs) {
    add(run);
    const mixed = /^([A-Za-z]+)(\p{Script=Han}+)$/u.exec(run);
    if (mixed) add(`${mixed[1]} ${mixed[2]}`);
  }
  for (const run of runs) {
    if (/^\p{Script=Han}{5,}$/u.test(run)) [run.slice(0, 3), run.slice(-3), run.slice(0, 2), run.slice(-2)].forEach(add);
  }
  return words.slice(0, MAX_KEYWORDS);
}

const PER_KIND = 3;

export class ServicesContentFinder implements ContentFinder {
  constructor(
    private readonly services: { news: NewsService; courses: CourseService; teachers: TeacherService },
    /** Whose lists are searched: a visitor's (what anyone may see listed). */
    private readonly viewer: Viewer = VISITOR,
  ) {}

  private async search(viewer: Viewer, keyword: string | undefined) {
    const [news, courses, teachers] = await Promise.all([
      this.services.news.list(viewer, { keyword, pageNum: 1, pageSize: PER_KIND }),
      this.services.courses.list(viewer, { title: keyword, pageNum: 1, pageSize: PER_KIND }, 'allorvisible'),
      keyword ? this.services.teachers.search(keyword, 2) : Promise.resolve([]),
    ]);
    return {
      news: news.rows.map((n): ContentLink => ({ title: n.title, url: PAGE_LINKS.news(n.id) })),
      courses: courses.rows.map((c): ContentLink => ({ title: c.title, url: PAGE_LINKS.course(c.id) })),
      teachers: teachers.map((t): ContentLink => ({ title: t.name, url: PAGE_LINKS.teacher(t.id), note: t.title || undefined })),
    };
  }

  async find(question: string): Promise<ContentHits> {
    const viewer = this.viewer;
    const hits: ContentHits = { keywords: [], news: [], courses: [], teachers: [], fallback: false };
    const push = (list: ContentLink[], items: ContentLink[]) => {
      for (const item of items) if (list.length < PER_KIND && !list.some((l) => l.url === item.url)) list.push(item);
    };
    for (const keyword of keywordsOf(question)) {
      const found = await this.search(viewer, keyword);
      if (found.news.length + found.courses.length + found.teachers.length === 0) continue;
      // A shorter piece of a word already matched adds nothing new to say.
      if (!hits.keywords.some((k) => k.includes(keyword))) hits.keywords.push(keyword);
      push(hits.news, found.news);
      push(hits.courses, found.courses);
      push(hits.teachers, found.teachers);
      if (hits.news.length + hits.courses.length + hits.teachers.length >= 6) break;
    }
    if (hits.keywords.length > 0) return hits;
    const newest = await this.search(viewer, undefined);
    return { keywords: [], news: newest.news, courses: newest.courses, teachers: [], fallback: true };
  }
}
