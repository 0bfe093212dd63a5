import { API, CODE, type ArticleDetail, type VideoItem } from '@caixue/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { accessModules, articles } from '../src/db/schema';
import { ABOUT_CODES } from '../src/seed/about';
import { BRAND_VIDEO_TITLE, VIDEO_VIP_MODULE_CODE } from '../src/seed/video-data';
import { useDemoCallers, type Caller } from './support/content';
import { describeServer, useTestServer } from './support/test-server';

/** The about pages: articles of category 'about' read by code, visitors included; gated content never leaks. */
describeServer('about pages', () => {
  const server = useTestServer();
  const db = (): Db => server().database.db;
  const { visitor, zhang, zhao } = useDemoCallers(server);
  const SECRET = '会员版投研体系全文-仅会员可见-7f3a';
  let gatedId = 0;

  beforeAll(async () => {
    const [vip] = await db().select({ id: accessModules.id }).from(accessModules).where(eq(accessModules.code, VIDEO_VIP_MODULE_CODE));
    const [row] = await db()
      .insert(articles)
      .values({ categoryCode: 'about', code: 'about-research', title: '投研体系（会员版）', description: '会员可见', content: `<p>${SECRET}</p>`, moduleId: vip.id })
      .returning({ id: articles.id });
    gatedId = row.id;
  });

  const get = (url: string, who: Caller) => server().get(url, { token: who.token });
  async function article(x: string | number, who: Caller): Promise<{ data: ArticleDetail; text: string }> {
    const answer = await get(API.article.info(x), who);
    expect([x, who.name, answer.body.code]).toEqual([x, who.name, CODE.ok]);
    return { data: answer.body.data as ArticleDetail, text: answer.text };
  }

  it('serves every about page to a visitor by code', async () => {
    const about = (await article(ABOUT_CODES.about, visitor)).data;
    expect(about).toMatchObject({ categoryCode: 'about', code: 'about', title: '公司简介', locked: false });
    expect(about.content).toContain('<table>');
    expect(about.content).toContain('证券投资咨询业务资格');
    expect(about.content).toMatch(/<img src="\/uploads\/seed\/about-company\.svg"/);

    const personnel = (await article(ABOUT_CODES.personnel, visitor)).data;
    expect(personnel.title).toBe('投顾团队');
    for (const name of ['李建华', '王雅琴', '陈志强', '刘思远', '赵文博']) expect(personnel.content).toContain(name);

    expect((await article(ABOUT_CODES.app, visitor)).data.content).toContain('App Store');
    expect((await article(ABOUT_CODES.stock, visitor)).data.content).toContain('奖项设置');

    // about-video names the media-library video it plays: description videoId=<id>.
    const video = (await article(ABOUT_CODES.video, visitor)).data;
    const videoId = Number(new URLSearchParams(video.description).get('videoId'));
    expect(videoId).toBeGreaterThan(0);
    const played = (await get(API.video.info(videoId), visitor)).body.data as VideoItem;
    expect(played.title).toBe(BRAND_VIDEO_TITLE);
    expect(played.videoSources.length).toBe(2);
    expect(video.pic).toBe(played.pic);
  });

  it('counts visits of an about page', async () => {
    const first = (await article(ABOUT_CODES.stock, visitor)).data;
    expect((await article(first.id, zhao)).data.visits).toBe(first.visits + 1);
  });

  it('never sends a gated article’s content to a visitor or 赵六', async () => {
    for (const who of [visitor, zhao]) {
      for (const x of [gatedId, 'about-research']) {
        const { data, text } = await article(x, who);
        expect(data).toMatchObject({ id: gatedId, locked: true, content: '', title: '投研体系（会员版）' });
        expect(text).not.toContain(SECRET);
      }
    }
    const open = (await article('about-research', zhang)).data;
    expect(open).toMatchObject({ locked: false });
    expect(open.content).toContain(SECRET);

    // Any gated article (here the word-vip strategy) comes to a visitor locked, without its text.
    const [strategy] = await db().select().from(articles).where(and(eq(articles.categoryCode, 'strategy'), isNotNull(articles.moduleId)));
    const { data, text } = await article(strategy.id, visitor);
    expect(data).toMatchObject({ locked: true, content: '' });
    expect(text).not.toContain(strategy.content.slice(0, 40));
  });
});
