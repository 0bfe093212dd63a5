import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import { API } from '@caixue/contract';
import { taroMock } from '../../../../test/taro';
import { stubIntersectionObserver } from '../../../../test/dom';
import { flush } from '../../../../test/flush';
import { AboutScreen } from './AboutScreen';
import { AppDownload } from './AppDownload';
import { PersonnelScreen } from './PersonnelScreen';

const article = (code: string, title: string, content: string) => ({
  data: { code: 200, msg: '', data: { id: 1, categoryCode: 'about', code, title, description: '', pic: '', createTime: '', visits: 0, locked: false, content } },
});

describe('about pages', () => {
  beforeEach(() => {
    stubIntersectionObserver();
  });
  afterEach(() => { vi.unstubAllGlobals(); });

  it('shows the company article and opens the other about pages', async () => {
    taroMock.setPages('/pages/about/index');
    taroMock.server.on('GET', API.article.info('about'), article('about', '公司简介', '<p>财学成立于2015年</p>'));
    const { container } = render(<AboutScreen />);
    await flush();
    expect(container.textContent).toContain('公司简介');
    expect(container.textContent).toContain('财学成立于2015年');
    const entries = container.querySelectorAll('.about-entry');
    expect([...entries].map((e) => e.textContent)).toEqual(expect.arrayContaining([expect.stringContaining('投顾团队'), expect.stringContaining('APP下载')]));
    fireEvent.click(entries[0]);
    await flush();
    expect(taroMock.navigations).toEqual([{ method: 'navigateTo', url: '/pages/about/personnel' }]);
  });

  it('lists the advisers with their certificate numbers', async () => {
    taroMock.server.on('GET', API.article.info('personnel'), article('personnel', '投顾团队', '<p>持证上岗</p>'));
    taroMock.server.on('GET', API.teacher.list, { data: { code: 200, msg: '', total: 1, rows: [{
      id: 2, name: '李老师', avatar: '', title: '首席投资顾问', description: '十年实战', content: '', cover: '', certificate: 'A0120619080001',
      tags: ['短线'], followers: 3, followed: false, newsCount: 0, courseCount: 0, playbackCount: 0,
    }] } });
    const { container } = render(<PersonnelScreen />);
    await flush();
    const card = container.querySelector('.adviser-card');
    expect(card?.textContent).toContain('李老师');
    expect(card?.textContent).toContain('执业编号');
    expect(card?.textContent).toContain('A0120619080001');
  });

  it('shows the newest Android and iPhone versions', async () => {
    taroMock.server.on('GET', API.article.info('app'), article('app', 'APP下载', '<p>扫码下载</p>'));
    taroMock.server.on('GET', API.version.latestInfo, (req) => ({
      data: { code: 200, msg: '', data: req.query.get('platform') === 'android'
        ? { sn: '2.1.0', status: 0, iosLink: '', androidLink: 'https://example.com/caixue.apk', isForce: 0, content: '修复已知问题' }
        : null },
    }));
    const { container } = render(<AppDownload />);
    await flush();
    await flush();
    const platforms = container.querySelectorAll('.app-platform');
    expect(platforms[0].textContent).toContain('V2.1.0');
    expect(platforms[0].textContent).toContain('立即下载');
    expect(platforms[1].textContent).toContain('暂未上架');
    expect(container.textContent).toContain('扫码下载');
  });
});
