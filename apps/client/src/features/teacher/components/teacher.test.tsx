import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import { API, type TeacherProfile } from '@caixue/contract';
import { taroMock } from '../../../../test/taro';
import { stubIntersectionObserver } from '../../../../test/dom';
import { flush } from '../../../../test/flush';
import { TeacherList } from './TeacherList';
import { TeacherProfileView } from './TeacherDetail';

function teacher(id: number, extra: Partial<TeacherProfile> = {}): TeacherProfile {
  return {
    id, name: `老师${id}`, avatar: '', title: '投资顾问', description: '简介', content: '<p>从业二十年</p>', cover: '', certificate: 'A01',
    tags: ['价值投资', '宏观'], followers: 10, followed: false, newsCount: 3, courseCount: 2, playbackCount: 1, ...extra,
  };
}

describe('teacher screens', () => {
  beforeEach(() => {
    stubIntersectionObserver();
  });
  afterEach(() => { vi.unstubAllGlobals(); });

  it('list: follow sends targetType teacher and flips the button; unfollow asks first', async () => {
    taroMock.storage.set('token', 't');
    taroMock.server.on('GET', API.teacher.list, { data: { code: 200, msg: '', rows: [teacher(1), teacher(2, { followed: true })], total: 2 } });
    taroMock.server.on('POST', API.member.follow, (req) => ({ data: { code: 200, msg: '', data: { following: JSON.parse(String(req.data)).follow } } }));
    const { container } = render(<TeacherList />);
    await flush(3);
    const buttons = () => [...container.querySelectorAll('.teacher-follow')].map((b) => b.textContent);
    expect(buttons()).toEqual(['+ 关注', '已关注']);
    expect(container.querySelectorAll('.teacher-row__tag')).toHaveLength(4);
    fireEvent.click(container.querySelectorAll('.teacher-follow')[0]);
    await flush(3);
    expect(buttons()).toEqual(['已关注', '已关注']);
    expect(JSON.parse(String(taroMock.server.lastRequest()?.data))).toEqual({ targetType: 'teacher', targetId: 1, follow: true });
    expect(container.querySelector('.teacher-row__meta')?.textContent).toContain('11 粉丝');

    taroMock.answerModals(false);
    fireEvent.click(container.querySelectorAll('.teacher-follow')[1]);
    await flush(3);
    expect(buttons()).toEqual(['已关注', '已关注']);
    taroMock.answerModals(true);
    fireEvent.click(container.querySelectorAll('.teacher-follow')[1]);
    await flush(3);
    expect(buttons()).toEqual(['已关注', '+ 关注']);
  });

  it('a visitor tapping follow goes to log in and nothing is sent', async () => {
    taroMock.server.on('GET', API.teacher.list, { data: { code: 200, msg: '', rows: [teacher(1)], total: 1 } });
    const { container } = render(<TeacherList />);
    await flush(3);
    fireEvent.click(container.querySelector('.teacher-follow')!);
    await flush(3);
    expect(taroMock.server.requests.some((r) => r.path === API.member.follow)).toBe(false);
    expect(taroMock.navigations.at(-1)?.url).toContain('/pages/login/index/index');
  });

  it('profile: header counts, bio, and only the active tab is rendered', () => {
    const render1 = vi.fn(() => <div className='tab-news'>动态列表</div>);
    const render2 = vi.fn(() => <div className='tab-courses'>课程列表</div>);
    const { container } = render(
      <TeacherProfileView teacher={teacher(3)} tabs={[{ key: 'news', title: '动态', render: render1 }, { key: 'courses', title: '课程', render: render2 }]} />,
    );
    expect(container.querySelector('.teacher-header__name')?.textContent).toBe('老师3');
    expect(container.querySelector('.teacher-header__certificate')?.textContent).toContain('A01');
    expect(container.textContent).toContain('从业二十年');
    expect(container.querySelector('.tab-news')).not.toBeNull();
    expect(render2).not.toHaveBeenCalled();
    fireEvent.click(container.querySelector('.teacher-detail__tab[data-tab="courses"]')!);
    expect(container.querySelector('.tab-news')).toBeNull();
    expect(container.querySelector('.tab-courses')).not.toBeNull();
  });
});
