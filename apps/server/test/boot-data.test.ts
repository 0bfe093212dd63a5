import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { API, HOME_BANNER_CODE } from '@caixue/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { ads } from '../src/db/schema';
import { BOOT_PAGES, FOOTER_URL, SAME_ORIGIN_META, bootDataFor, firstPictureInHtml, pictureUrl, scriptSafeJson } from '../src/http/boot-data';
import { describeServer, useTestServer } from './support/test-server';

/** An H5 build's index.html as far as the server cares: the inline app shell, and the same-origin marker or not. */
const shellHtml = (sameOrigin: boolean) => `<!doctype html><html><head><meta charset="utf-8">${sameOrigin ? SAME_ORIGIN_META : ''}<title>财学</title></head><body><div id="app"></div><div id="cx-shell" aria-hidden="true"></div></body></html>`;
const DATA_BLOCK = /<script type="application\/json" id="cx-boot-data">([^<]*)<\/script>/;
const HOSTILE_TITLE = '</script><script>alert(1)</script><!-- \u2028 & "';

describe('boot data helpers', () => {
  it('writes JSON that cannot end or comment out its <script> and reads back the same', () => {
    const value = { title: HOSTILE_TITLE, nested: ['<b>', '>', '&amp;', '\u2029'] };
    const text = scriptSafeJson(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });

  it('leaves out answers that failed or are not code 200 (the client then asks itself)', async () => {
    const urls = BOOT_PAGES['pages/index/index'].urls!;
    const boot = await bootDataFor('pages/index/index', new URLSearchParams(), async (url) => {
      if (url === urls[0]) throw new Error('down');
      if (url === urls[1]) return { code: 500, msg: '服务繁忙' };
      if (url === urls[2]) return undefined;
      return { code: 200, msg: '操作成功', data: [] };
    }, '/nonexistent');
    expect(Object.keys(boot!.answers).sort()).toEqual(urls.slice(3).sort());
    expect(await bootDataFor('pages/news/list/index', new URLSearchParams(), async () => ({ code: 200 }), '/nonexistent')).toBeUndefined();
  });

  it("finds an article's first picture: an <img> or a video's poster", () => {
    expect(firstPictureInHtml('<p>a</p><img alt="" src="/uploads/a.png?x=1&amp;y=2"><img src="/b.png">')).toBe('/uploads/a.png?x=1&y=2');
    expect(firstPictureInHtml('<video controls poster="/uploads/p.svg"><source src="/m.mp4"></video><img src="/b.png">')).toBe('/uploads/p.svg');
    expect(firstPictureInHtml('<p>no picture</p>')).toBeUndefined();
    expect(firstPictureInHtml(undefined)).toBeUndefined();
  });

  it('preloads only pictures the app loads from the same address', () => {
    expect(pictureUrl('/uploads/seed/banner-camp.svg')).toBe('/uploads/seed/banner-camp.svg');
    expect(pictureUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(pictureUrl('//cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    for (const bad of ['a.png', 'data:image/png;base64,AA', 'javascript:alert(1)', '/x" onload="alert(1)', '/a b.png', 42, null]) expect(pictureUrl(bad)).toBeUndefined();
  });
});

describeServer('the first screen inside the H5 page', () => {
  const server = useTestServer();
  const dist = () => server().config.clientDist;
  const bootOf = async (url: string) => {
    const html = (await server().get(url)).text;
    const block = DATA_BLOCK.exec(html)?.[1];
    return { html, answers: block === undefined ? undefined : (JSON.parse(block) as { answers: Record<string, unknown> }).answers };
  };

  beforeAll(async () => {
    await mkdir(path.join(dist(), 'static/images'), { recursive: true });
    await writeFile(path.join(dist(), 'index.html'), shellHtml(true));
    await writeFile(path.join(dist(), 'static/images/avatar-default.png'), 'png');
    // A banner first in line whose title would end the data block if it were written unescaped.
    await server().database.db.insert(ads).values({ positionCode: HOME_BANNER_CODE, title: HOSTILE_TITLE, pic: '/uploads/seed/first.svg', sort: -100 });
    server().app.sharedCache.clear();
  });

  it('carries on / exactly the answers the API gives for the home page calls, escaped', async () => {
    for (const url of ['/', '/pages/index/index']) {
      const { html, answers } = await bootOf(url);
      expect(answers, url).toBeDefined();
      expect(Object.keys(answers!).sort()).toEqual([...BOOT_PAGES['pages/index/index'].urls!].sort());
      for (const [apiUrl, answer] of Object.entries(answers!)) expect([apiUrl, answer]).toEqual([apiUrl, (await server().get(apiUrl)).body]);
      expect((answers![API.ad.home(HOME_BANNER_CODE)] as { data: { title: string }[] }).data[0].title).toBe(HOSTILE_TITLE);
      expect(html).not.toContain('<script>alert');
      expect(html.match(/<\/script>/g)).toHaveLength(1);
    }
  });

  it('names the first banner and the popup advert as picture preloads, before the app asks for them', async () => {
    const { html } = await bootOf('/');
    const popup = (await server().get(API.ad.popupAdvert)).body.data as { pic: string } | null;
    expect(popup).not.toBeNull();
    expect(html).toContain('<link rel="preload" as="image" href="/uploads/seed/first.svg" fetchpriority="high">');
    expect(html).toContain(`<link rel="preload" as="image" href="${popup!.pic}" fetchpriority="high">`);
  });

  it('gives the footer tabs and the build pictures of the member centre, nothing to pages not listed', async () => {
    const mine = await bootOf('/pages/mine/index/index');
    expect(Object.keys(mine.answers!)).toEqual([FOOTER_URL]);
    expect(mine.answers![FOOTER_URL]).toEqual((await server().get(FOOTER_URL)).body);
    expect(mine.html).toContain('<link rel="preload" as="image" href="/static/images/avatar-default.png" fetchpriority="high">');
    const news = await bootOf('/pages/news/list/index');
    expect(news.answers).toBeUndefined();
    expect(news.html).not.toContain('as="image"');
  });

  it("names a detail page's first picture (the course cover, the article's first picture), carrying none of its answer", async () => {
    const courseId = ((await server().get(`${API.course.list}?pageNum=1&pageSize=1`)).body.rows as { id: number }[])[0].id;
    const course = (await server().get(API.course.info(courseId))).body.data as { pic: string };
    const courseHtml = (await bootOf(`/pages/course/list/view?id=${courseId}`)).html;
    expect(courseHtml).toContain(`<link rel="preload" as="image" href="${course.pic}" fetchpriority="high">`);
    expect(courseHtml).not.toContain('cx-boot-data');
    const rows = (await server().get(`${API.news.list('allorvisible')}?pageNum=1&pageSize=50`)).body.rows as { id: number; locked: boolean }[];
    let checked = 0;
    for (const row of rows.filter((r) => !r.locked)) {
      const item = (await server().get(API.news.infoById(row.id))).body.data as { content: string };
      const first = firstPictureInHtml(item.content);
      if (!first) continue;
      const html = (await bootOf(`/pages/news/details/index?id=${row.id}`)).html;
      expect(html).toContain(`<link rel="preload" as="image" href="${first}" fetchpriority="high">`);
      checked += 1;
      break;
    }
    expect(checked).toBe(1);
    for (const url of ['/pages/course/list/view?id=abc', '/pages/course/list/view', '/pages/course/list/view?id=999999']) expect((await bootOf(url)).html).not.toContain('as="image"');
  });

  it('preloads no pictures for a build that loads them from another origin, and nothing without the app shell', async () => {
    try {
      await writeFile(path.join(dist(), 'index.html'), shellHtml(false));
      server().app.sharedCache.clear();
      const other = await bootOf('/');
      expect(other.answers).toBeDefined();
      expect(other.html).not.toContain('as="image"');
      const plain = '<!doctype html><html><head><title>财学</title></head><body><div id="app"></div></body></html>';
      await writeFile(path.join(dist(), 'index.html'), plain);
      expect((await server().get('/')).text).toBe(plain);
    } finally {
      await writeFile(path.join(dist(), 'index.html'), shellHtml(true));
      server().app.sharedCache.clear();
    }
  });
});
