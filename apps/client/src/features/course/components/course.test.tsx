import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import { API } from '@caixue/contract';
import { taroMock } from '../../../../test/taro';
import { stubIntersectionObserver } from '../../../../test/dom';
import { flush } from '../../../../test/flush';
import { data, table } from '../../../../test/replies';
import { chapters, course, sectionInfo } from '../testData';
import { ChapterList } from './ChapterList';
import { CourseListScreen } from './CourseList';
import { CourseVideoScreen } from './CourseVideoScreen';
import { CourseComments } from './CourseComments';


describe('course screens', () => {
  beforeEach(() => {
    stubIntersectionObserver();
  });
  afterEach(() => { vi.unstubAllGlobals(); });

  it('list: prices (免费, ¥ / cycle, hidden), lock badge; a category change starts over', async () => {
    taroMock.server.on('GET', API.course.categoryList, data([{ id: 1, name: '入门', code: null, pic: '' }, { id: 2, name: '进阶', code: null, pic: '' }]));
    taroMock.server.on('GET', API.course.list, (req) => (req.query.get('categoryId') === '2'
      ? table([course(7, { title: '进阶课' })])
      : table([
        course(1),
        course(2, { price: '1980', cycle: 1, cycleUnit: 'year', locked: true }),
        course(3, { price: '99', isShowPrice: 0 }),
      ])));
    const { container, getByText } = render(<CourseListScreen />);
    await flush(3);
    const rows = [...container.querySelectorAll('.course-row[data-id]')];
    expect(rows).toHaveLength(3);
    expect(rows[0].querySelector('.course-row__price')?.textContent).toBe('免费');
    expect(rows[1].querySelector('.course-row__price')?.textContent).toBe('¥1980 / 1年');
    expect(rows[1].querySelector('.course-row__lock')).not.toBeNull();
    expect(rows[2].querySelector('.course-row__price')).toBeNull();
    expect(rows[0].textContent).toContain('1.2万人学习');
    expect(container.querySelector('.load-more--nomore')).not.toBeNull();

    fireEvent.click(getByText('进阶'));
    // The old rows go at once; skeleton rows stand in until the new category's page arrives.
    expect(container.querySelectorAll('.course-row[data-id]')).toHaveLength(0);
    expect(container.querySelectorAll('.course-row--skeleton').length).toBeGreaterThan(0);
    await flush(3);
    expect([...container.querySelectorAll('.course-row__title')].map((n) => n.textContent)).toEqual(['进阶课']);
    const last = taroMock.server.requests.filter((r) => r.path === API.course.list).at(-1)!;
    expect(last.query.get('categoryId')).toBe('2');
    expect(last.query.get('pageNum')).toBe('1');
  });

  it('list: the empty placeholder', async () => {
    taroMock.server.on('GET', API.course.categoryList, data([]));
    taroMock.server.on('GET', API.course.list, table([]));
    const { container } = render(<CourseListScreen />);
    await flush(3);
    expect(container.textContent).toContain('暂无课程');
  });

  it('chapters: numbered through the course, 试看 on free sections, locks on locked ones', () => {
    const onSelect = vi.fn();
    const { container } = render(<ChapterList chapters={chapters()} currentId={11} onSelect={onSelect} />);
    const items = [...container.querySelectorAll('.section-item')];
    expect(items.map((n) => n.querySelector('.section-item__index')?.textContent)).toEqual(['▶', '02', '03']);
    expect(items[0].querySelector('.section-item__trial')?.textContent).toBe('试看');
    expect(items[1].querySelector('.section-item__trial')).toBeNull();
    expect(items[1].querySelector('.section-item__state')?.textContent).toBe('🔒');
    fireEvent.click(items[2]);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 13 }));
  });

  it('player: an open section plays its sources, counts the view and saves it for a member', async () => {
    taroMock.storage.set('token', 't');
    taroMock.server.on('GET', API.course.sectionInfo(11), data(sectionInfo(11, { isFree: 1 })));
    taroMock.server.on('GET', API.course.sectionsV3, data(chapters()));
    const { container } = render(<CourseVideoScreen sectionId={11} courseId={9} />);
    await flush(3);
    expect(container.querySelector('.course-locked')).toBeNull();
    expect(container.querySelector('video, taro-video-core, .video-player__video')).not.toBeNull();
    expect(container.textContent).toContain('本节笔记');
    const paths = taroMock.server.requests.map((r) => `${r.method} ${r.path}`);
    expect(paths).toContain(`GET ${API.course.sectionView(11)}`);
    expect(paths).toContain(`POST ${API.course.viewSave}`);
    expect(taroMock.server.requests.find((r) => r.path === API.course.viewSave)?.data).toBe(JSON.stringify({ courseId: 9, sectionId: 11 }));
  });

  it('player: a locked section shows the lock panel and never asks the view endpoint', async () => {
    taroMock.server.on('GET', API.course.sectionInfo(12), data(sectionInfo(12, { locked: true, content: '', videoSources: [] })));
    taroMock.server.on('GET', API.course.sectionsV3, data(chapters()));
    const { container } = render(<CourseVideoScreen sectionId={12} courseId={9} />);
    await flush(3);
    expect(container.querySelector('.course-locked')?.textContent).toContain('解锁后观看');
    expect(container.querySelector('.course-locked')?.textContent).toContain('立即开通');
    expect(container.querySelector('video')).toBeNull();
    expect(taroMock.server.requests.some((r) => r.path === API.course.sectionView(12))).toBe(false);
    expect(taroMock.server.requests.some((r) => r.path === API.course.viewSave)).toBe(false);
  });

  it('player: next switches to the following section in place', async () => {
    taroMock.server.on('GET', /\/api\/course\/section\/get\/info\/\d+/, (req) => data(sectionInfo(Number(req.path.split('/').pop()), { title: `小节${req.path.split('/').pop()}` })));
    taroMock.server.on('GET', API.course.sectionsV3, data(chapters()));
    const { container, getByText } = render(<CourseVideoScreen sectionId={11} courseId={9} />);
    await flush(3);
    expect(container.querySelector('.course-video__title')?.textContent).toBe('小节11');
    fireEvent.click(getByText(/下一节/));
    await flush(3);
    expect(container.querySelector('.course-video__title')?.textContent).toBe('小节12');
  });

  it('comments: a visitor is asked to log in; a member posts and sees the comment first', async () => {
    taroMock.server.on('GET', API.course.commentList(9), table([{ id: 1, courseId: 9, content: '老评论', createTime: '2026-11-01T00:00:00Z', member: { id: 3, nickname: '王五', avatar: '' } }]));
    const visitor = render(<CourseComments courseId={9} />);
    await flush(3);
    expect(visitor.container.textContent).toContain('登录后参与评论');
    expect(visitor.container.querySelector('input')).toBeNull();
    visitor.unmount();

    taroMock.storage.set('token', 't');
    taroMock.server.on('POST', API.course.comment, (req) => ({ data: { code: 200, msg: '评论成功', data: { id: 2, courseId: 9, content: JSON.parse(String(req.data)).content, createTime: new Date().toISOString(), member: { id: 1, nickname: '张三', avatar: '' } } } }));
    const { container, getByText } = render(<CourseComments courseId={9} />);
    await flush(3);
    fireEvent.click(getByText('发表'));
    expect(taroMock.toasts.at(-1)?.title).toBe('评论内容不能为空');
    fireEvent.input(container.querySelector('input')!, { target: { value: '讲得清楚' } });
    await flush(3);
    fireEvent.click(getByText('发表'));
    await flush(3);
    expect([...container.querySelectorAll('.comment-row__content')].map((n) => n.textContent)).toEqual(['讲得清楚', '老评论']);
  });
});
