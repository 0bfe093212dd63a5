import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import { API } from '@caixue/contract';
import { taroMock } from '../../../../test/taro';
import { stubIntersectionObserver } from '../../../../test/dom';
import { flush } from '../../../../test/flush';
import { LiveRoomList } from './LiveRoomList';
import { room } from './testData';

describe('LiveRoomList', () => {
  beforeEach(() => {
    stubIntersectionObserver();
    taroMock.setPages('/pages/applets/index/index');
    taroMock.storage.set('token', 't');
  });
  afterEach(() => { vi.unstubAllGlobals(); });

  it('shows skeletons, then a card per room with a lock badge; a tap opens the room, locked or not', async () => {
    taroMock.server.on('GET', API.live.wordList, {
      data: { code: 200, msg: '', rows: [room(1), room(2, { locked: true, title: '龙头战法' })], total: 2 },
    });
    const { container } = render(<LiveRoomList />);
    expect(container.querySelector('.skeleton-block')).not.toBeNull();
    await flush();
    const rows = container.querySelectorAll('.live-room-row');
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain('房间1');
    expect(rows[0].textContent).toContain('李老师');
    expect(rows[0].textContent).not.toContain('🔒');
    expect(rows[1].textContent).toContain('🔒');
    expect(taroMock.server.lastRequest()?.query.get('pageSize')).toBe('100');
    fireEvent.click(rows[1]);
    await flush();
    expect(taroMock.navigations).toEqual([{ method: 'navigateTo', url: '/pages/applets/chat/index?id=2' }]);
  });

  it('shows the empty placeholder', async () => {
    taroMock.server.on('GET', API.live.wordList, { data: { code: 200, msg: '', rows: [], total: 0 } });
    const { container } = render(<LiveRoomList />);
    await flush();
    expect(container.querySelector('.empty-data')).not.toBeNull();
  });
  // The error state is not rendered here: ErrorState's NutUI Button imports Taro's named getEnv,
  // which the test mock does not export (see shared/ui/states.test.tsx).
});
