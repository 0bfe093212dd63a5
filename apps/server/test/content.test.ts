import {
  API,
  APP_VERSION,
  CODE,
  TINT,
  type Advert,
  type Banner,
  type FooterNavItem,
  type HomeTabInfo,
  type LinkItem,
  type VersionInfo,
} from '@caixue/contract';
import { expect, it } from 'vitest';
import { appVersions } from '../src/db/schema';
import { describeServer, useTestServer, type TestServer } from './support/test-server';

async function data<T>(server: TestServer, url: string): Promise<T> {
  const answer = await server.get(url);
  expect(answer.body.code).toBe(CODE.ok);
  return answer.body.data as T;
}

const footer = (linkTypeCode: string) =>
  `${API.nav.footerList}?categoryCode=footer&versionSn=${APP_VERSION}&linkTypeCode=${linkTypeCode}`;

describeServer('home content', () => {
  const server = useTestServer();

  it('lists the 8 home menu items in order, one guarded by a permission prompt', async () => {
    const menu = await data<LinkItem[]>(server(), API.nav.list);
    expect(menu.map((m) => m.title)).toEqual(['图文直播', '视频直播', '资讯', '课程', '名师', '股票池', '回放', 'AI助手']);
    for (const item of menu) {
      expect(item.link).toMatch(/^\/pages\//);
      expect(item.icon).toMatch(/^\/uploads\/.+\.svg$/);
      expect(item.typeCode).toBe('Page');
    }
    const guarded = menu.filter((m) => m.permission !== 1);
    expect(guarded).toHaveLength(1);
    expect(guarded[0]).toMatchObject({ permission: -1, permissionMsg: expect.stringMatching(/.+/), noPermissionLink: expect.stringMatching(/^\/pages\//) });
    expect(menu.find((m) => m.title === '资讯')).toMatchObject({ link: '/pages/news/list/index', linkParams: 'id=15' });
  });

  it('serves four H5 footer tabs and the three-entry variant elsewhere', async () => {
    const h5 = await data<FooterNavItem[]>(server(), footer('h5'));
    expect(h5.map((t) => [t.title, t.link])).toEqual([
      ['首页', '/pages/index/index'],
      ['直播', '/pages/page/index/index'],
      ['学堂', '/pages/page/index2/index'],
      ['我的', '/pages/mine/index/index'],
    ]);
    for (const linkTypeCode of ['wxApplet', 'ios', 'android']) {
      const tabs = await data<FooterNavItem[]>(server(), footer(linkTypeCode));
      expect(tabs.map((t) => [t.title, t.link])).toEqual([
        ['首页', '/pages/index/index'],
        ['资讯', '/pages/news/list/index?id=15'],
        ['我的', '/pages/mine/index/index'],
      ]);
    }
    for (const tab of h5) expect(tab.iconActive).not.toBe(tab.icon);
    expect(await data<FooterNavItem[]>(server(), API.nav.footerList)).toEqual(h5);
  });

  it('draws tab icons grey and active icons in the tint', async () => {
    const [home] = await data<FooterNavItem[]>(server(), footer('h5'));
    const icon = await server().get(home.icon);
    const active = await server().get(home.iconActive);
    expect(icon.text).not.toContain(TINT);
    expect(active.text).toContain(TINT);
  });

  it('returns the latest version for both version paths', async () => {
    for (const url of [
      `${API.version.latestInfo}?sn=2.0.1&platform=android`,
      `${API.version.latestInfo}?sn=2.0.30&appId=wx1234567890`,
      API.version.clientLatest,
    ]) {
      const version = await data<VersionInfo>(server(), url);
      expect(version).toMatchObject({ sn: '2.0.30', status: 0, isForce: 0 });
      expect(Object.keys(version).sort()).toEqual(['androidLink', 'content', 'iosLink', 'isForce', 'sn', 'status']);
    }
  });

  it('answers each platform with its own newest release (the app\'s update check)', async () => {
    await server().database.db.insert(appVersions).values({
      platform: 'android', sn: '2.1.0', status: 0, isForce: 1, iosLink: '', androidLink: 'https://dl.example.com/caixue-2.1.0.apk', content: '新版',
    });
    expect(await data<VersionInfo>(server(), `${API.version.latestInfo}?sn=2.0.30&platform=android`))
      .toMatchObject({ sn: '2.1.0', isForce: 1, androidLink: 'https://dl.example.com/caixue-2.1.0.apk' });
    expect(await data<VersionInfo>(server(), `${API.version.latestInfo}?sn=2.0.30&platform=ios`)).toMatchObject({ sn: '2.0.30', isForce: 0 });
    expect(await data<VersionInfo>(server(), `${API.version.latestInfo}?sn=2.0.30&appId=wx1234567890`)).toMatchObject({ sn: '2.0.30' });
  });

  it('serves the popup advert with a version, and the three home banners', async () => {
    const advert = await data<Advert>(server(), API.ad.popupAdvert);
    expect(advert).toMatchObject({ title: '财学 2.0 全新上线', version: expect.stringMatching(/.+/) });
    const banners = await data<Banner[]>(server(), API.ad.home('homeBanner'));
    expect(banners).toHaveLength(3);
    expect(await data<Banner[]>(server(), API.ad.home('noSuchPlace'))).toEqual([]);
  });

  it('puts menu, banners and teachers with avatars into the home tab info', async () => {
    const home = await data<HomeTabInfo>(server(), API.tab.homeInfo);
    expect(home.menus).toHaveLength(8);
    expect(home.banners).toHaveLength(3);
    expect(home.teachers.length).toBeGreaterThanOrEqual(4);
    expect(home.teachers.length).toBeLessThanOrEqual(6);
    for (const teacher of home.teachers) expect(teacher.avatar).toMatch(/^\/uploads\/.+\.svg$/);
    expect(home.title).toBe('财学');
  });

  it('serves every referenced picture as an SVG from /uploads', async () => {
    const home = await data<HomeTabInfo>(server(), API.tab.homeInfo);
    const tabs = await data<FooterNavItem[]>(server(), footer('h5'));
    const advert = await data<Advert>(server(), API.ad.popupAdvert);
    const urls = [
      ...home.menus.map((m) => m.icon),
      ...home.banners.map((b) => b.pic),
      ...home.teachers.map((t) => t.avatar),
      ...tabs.flatMap((t) => [t.icon, t.iconActive]),
      advert.pic,
    ];
    for (const url of new Set(urls)) {
      const answer = await server().get(url);
      expect([url, answer.status, answer.headers['content-type']]).toEqual([url, 200, 'image/svg+xml']);
      expect(answer.text).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
    const banner = await server().get(home.banners[0].pic);
    expect(banner.text).toContain(home.banners[0].title);
    expect(banner.text).toContain('linearGradient');
  });

  it('answers a missing upload with 404 and never lists directories', async () => {
    for (const url of ['/uploads/seed/none.svg', '/uploads/', '/uploads/seed/', '/uploads/../package.json']) {
      const answer = await server().get(url);
      expect([url, answer.status]).toEqual([url, 404]);
      expect(answer.text).not.toContain('member-');
    }
  });
});
