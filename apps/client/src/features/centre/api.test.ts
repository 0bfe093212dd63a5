import { describe, expect, it } from 'vitest';
import { API, TEXT } from '@caixue/contract';
import { renderHook, waitFor, act } from '@testing-library/react';
import { usePagedList } from '@/shared/request/pagedList';
import { taroMock } from '../../../test/taro';
import {
  UnsupportedUploadError, fetchArticles, fetchFollows, fetchPushes, fetchUnreadCount, fetchValidity, markPushReadOnServer,
  saveFeedback, setFollow, uploadFeedbackImage,
} from './api';

const pushRow = (id: number) => ({ id, title: `消息${id}`, content: '', link: '', createTime: '2026-11-22T00:00:00Z', read: false });

describe('centre api', () => {
  it('pages the pushes: page 1 of 20 rows leaves more, a short page 2 ends the list', async () => {
    taroMock.server.on('GET', API.member.pushList, (req) => {
      const pageNum = Number(req.query.get('pageNum'));
      const rows = pageNum === 1 ? Array.from({ length: 20 }, (_, i) => pushRow(i + 1)) : [pushRow(21), pushRow(22)];
      return { data: { code: 200, msg: '', rows, total: 22 } };
    });
    const { result } = renderHook(() => usePagedList(fetchPushes, {}));
    await waitFor(() => expect(result.current.status).toBe('more'));
    expect(result.current.rows).toHaveLength(20);
    expect(taroMock.server.lastRequest()!.query.get('pageSize')).toBe('20');
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.status).toBe('nomore'));
    expect(result.current.rows.map((r) => r.id).slice(-2)).toEqual([21, 22]);
  });

  it('an empty first page is the end at once', async () => {
    taroMock.server.on('GET', API.member.follows, { data: { code: 200, msg: '', rows: [], total: 0 } });
    const { result } = renderHook(() => usePagedList((q: { targetType: 'teacher'; pageNum: number; pageSize: number }) => fetchFollows(q.targetType, q), { targetType: 'teacher' as const }));
    await waitFor(() => expect(result.current.status).toBe('nomore'));
    expect(result.current.rows).toEqual([]);
    expect(taroMock.server.lastRequest()!.query.get('targetType')).toBe('teacher');
  });

  it('marks a push read and reads the unread count and validity quietly', async () => {
    taroMock.server.on('POST', API.member.pushRead(5), { data: { code: 200, msg: '' } });
    await markPushReadOnServer(5);
    expect(taroMock.server.lastRequest()!.path).toBe(API.member.pushRead(5));
    taroMock.server.on('GET', API.member.pushUnread, { data: { code: 200, msg: '', data: { count: 3 } } });
    expect(await fetchUnreadCount()).toBe(3);
    taroMock.server.on('GET', API.member.liveValidity, { data: { code: 200, msg: '', data: { status: 'none', levelName: '' } } });
    expect(await fetchValidity()).toMatchObject({ status: 'none' });
    expect(taroMock.loading.shows).toBe(0);
  });

  it('lists articles of a category', async () => {
    taroMock.server.on('GET', API.article.list('strategy'), { data: { code: 200, msg: '', rows: [{ id: 1, locked: true }], total: 1 } });
    expect(await fetchArticles('strategy', { pageNum: 1, pageSize: 20 })).toEqual({ rows: [{ id: 1, locked: true }], total: 1 });
  });

  it('saves feedback with or without a picture and follows/unfollows', async () => {
    taroMock.server.on('POST', API.feedback.save, (req) => ({ data: { code: 200, msg: '', data: { id: 9 }, echo: req.data } }));
    expect(await saveFeedback('很好用', '')).toBe(9);
    expect(JSON.parse(String(taroMock.server.lastRequest()!.data))).toEqual({ content: '很好用' });
    await saveFeedback('截图如下', '/uploads/feedback/a.png');
    expect(JSON.parse(String(taroMock.server.lastRequest()!.data))).toEqual({ content: '截图如下', image: '/uploads/feedback/a.png' });
    taroMock.server.on('POST', API.member.follow, { data: { code: 200, msg: '', data: { following: false } } });
    expect(await setFollow('teacher', 2, false)).toBe(false);
    expect(JSON.parse(String(taroMock.server.lastRequest()!.data))).toEqual({ targetType: 'teacher', targetId: 2, follow: false });
  });

  it('refuses a non-picture before uploading, with the exact toast, and uploads a picture in field file', async () => {
    await expect(uploadFeedbackImage('blob:http://x/1', 'notes.txt')).rejects.toBeInstanceOf(UnsupportedUploadError);
    expect(taroMock.toasts.map((t) => t.title)).toEqual([TEXT.unsupportedUpload]);
    expect(taroMock.server.uploads).toEqual([]);
    taroMock.server.on('UPLOAD', API.feedback.upload, { data: { code: 200, msg: '', data: { url: '/uploads/feedback/x.png' } } });
    expect(await uploadFeedbackImage('blob:http://x/1', 'shot.PNG')).toBe('/uploads/feedback/x.png');
    expect(taroMock.server.uploads[0]).toMatchObject({ name: 'file', filePath: 'blob:http://x/1' });
  });
});
