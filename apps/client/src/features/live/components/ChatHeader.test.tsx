import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import { ChatHeader, RiskNotice, TopMessages, onlineText, type ChatHeaderProps } from './ChatHeader';
import { info, message } from './testData';
import { stubIntersectionObserver } from '../../../../test/dom';

function renderHeader(props: Partial<ChatHeaderProps> = {}) {
  const handlers = { onLike: vi.fn(), onShare: vi.fn(), onSearch: vi.fn(), onScreenshot: vi.fn() };
  const view = render(
    <ChatHeader info={info()} online={1234} connection='open' likes={0} liked={false} screenshotMode={false} {...handlers} {...props} />,
  );
  return { ...view, handlers };
}

describe('ChatHeader', () => {
  beforeEach(stubIntersectionObserver);
  afterEach(() => { vi.unstubAllGlobals(); });

  it('shows the teacher and the online count, or the connection state', () => {
    const { container, rerender, handlers } = renderHeader();
    expect(container.querySelector('.chat-online')?.textContent).toBe('1,234 人在线');
    expect(container.textContent).toContain('李老师');
    rerender(<ChatHeader info={info()} online={1234} connection='reconnecting' likes={0} liked={false} screenshotMode={false} {...handlers} />);
    expect(container.querySelector('.chat-online')?.textContent).toBe('重连中…');
    expect(onlineText(5, 'connecting')).toBe('连接中…');
  });

  it('wires like, share, search and screenshot; likes show as a count', () => {
    const { container, handlers } = renderHeader({ likes: 23456, liked: true });
    expect(container.querySelector('.chat-like')?.textContent).toBe('2.3万');
    expect(container.querySelector('.chat-like')?.className).toContain('chat-like--liked');
    fireEvent.click(container.querySelector('.chat-like')!);
    fireEvent.click(container.querySelector('.chat-share')!);
    fireEvent.click(container.querySelector('.chat-search-toggle')!);
    fireEvent.click(container.querySelector('.chat-screenshot-toggle')!);
    expect(handlers.onLike).toHaveBeenCalledTimes(1);
    expect(handlers.onShare).toHaveBeenCalledTimes(1);
    expect(handlers.onSearch).toHaveBeenCalledTimes(1);
    expect(handlers.onScreenshot).toHaveBeenCalledTimes(1);
  });
});

describe('TopMessages and RiskNotice', () => {
  it('lists pinned messages as text and opens them', () => {
    const onOpen = vi.fn();
    const pinned = message(3, { content: '<p>今日<b>策略</b></p>' });
    const { container } = render(<TopMessages top={[pinned]} onOpen={onOpen} />);
    expect(container.querySelector('.chat-top-message')?.textContent).toBe('置顶今日策略');
    fireEvent.click(container.querySelector('.chat-top-message')!);
    expect(onOpen).toHaveBeenCalledWith(pinned);
  });

  it('shows the risk tip until closed, and nothing without text', () => {
    const onClose = vi.fn();
    const { container, rerender } = render(<RiskNotice text='投资有风险' onClose={onClose} />);
    expect(container.querySelector('.chat-risk-tip')?.textContent).toContain('投资有风险');
    fireEvent.click(container.querySelector('.chat-risk-tip__close')!);
    expect(onClose).toHaveBeenCalled();
    rerender(<RiskNotice text='' onClose={onClose} />);
    expect(container.querySelector('.chat-risk-tip')).toBeNull();
  });
});
