import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import Taro from '@tarojs/taro';
import type { LiveMessage } from '@caixue/contract';
import { ChatMessage, type ChatMessageProps } from './ChatMessage';
import { MEMBER, OTHER, memberMessage, message } from './testData';
import { stubIntersectionObserver } from '../../../../test/dom';

function renderMessage(msg: LiveMessage, props: Partial<ChatMessageProps> = {}) {
  const handlers = { onTap: vi.fn(), onQuote: vi.fn(), onModerate: vi.fn() };
  const view = render(
    <ChatMessage message={msg} own={false} active={false} canModerate={false} selectMode={false} selected={false} {...handlers} {...props} />,
  );
  const root = view.container.querySelector('.chat-message') as HTMLElement;
  return { ...view, root, handlers };
}

describe('ChatMessage', () => {
  beforeEach(stubIntersectionObserver);
  afterEach(() => { vi.unstubAllGlobals(); });

  it('shows a teacher post with its badge, rich text, id and seq', () => {
    const { root } = renderMessage(message(5, { content: '<p>大盘<strong>企稳</strong></p>' }));
    expect(root.dataset.id).toBe('5');
    expect(root.dataset.seq).toBe('5');
    expect(root.className).toContain('chat-message--teacher');
    expect(root.querySelector('.chat-message__author')?.textContent).toBe('李老师');
    expect(root.querySelector('.chat-message__badge')?.textContent).toBe('老师');
    expect(root.querySelector('.chat-message__content strong')?.textContent).toBe('企稳');
  });

  it('styles own and closed messages and shows the quoted message in grey', () => {
    const quoted = memberMessage(3, MEMBER, {
      status: 0,
      quote: { id: 1, content: '<p>原来的话<img src="/uploads/a.png"></p>', createTime: '', member: OTHER, teacher: null },
    });
    const { root } = renderMessage(quoted, { own: true });
    expect(root.className).toContain('chat-message--own');
    expect(root.className).toContain('chat-message--closed');
    expect(root.querySelector('.chat-message__author')?.textContent).toBe('三哥');
    expect(root.querySelector('.chat-message__quote')?.textContent).toBe('@李四：原来的话[图片]');
  });

  it('marks template messages', () => {
    const { root } = renderMessage(message(4, { tplId: 2 }));
    expect(root.className).toContain('chat-message--template');
    expect(root.textContent).toContain('重点提示');
  });

  it('tap reports the message; the action bar quotes, and closes or reopens for a moderator', () => {
    const msg = memberMessage(8, OTHER);
    const first = renderMessage(msg);
    fireEvent.click(first.root);
    expect(first.handlers.onTap).toHaveBeenCalledWith(msg);
    expect(first.container.querySelector('.chat-message-actions')).toBeNull();
    first.unmount();

    const member = renderMessage(msg, { active: true });
    expect(member.container.querySelector('.chat-action-close')).toBeNull();
    fireEvent.click(member.container.querySelector('.chat-action-quote')!);
    expect(member.handlers.onQuote).toHaveBeenCalledWith(msg);
    member.unmount();

    const teacher = renderMessage(msg, { active: true, canModerate: true });
    fireEvent.click(teacher.container.querySelector('.chat-action-close')!);
    expect(teacher.handlers.onModerate).toHaveBeenCalledWith(msg, 0);
    expect(teacher.container.querySelector('.chat-action-open')).toBeNull();
    teacher.unmount();

    const closed = renderMessage({ ...msg, status: 0 }, { active: true, canModerate: true });
    fireEvent.click(closed.container.querySelector('.chat-action-open')!);
    expect(closed.handlers.onModerate).toHaveBeenCalledWith({ ...msg, status: 0 }, 1);
  });

  it('shows a checkbox in screenshot mode and no action bar', () => {
    const { root } = renderMessage(message(2), { selectMode: true, selected: true, active: true });
    expect(root.querySelector('.chat-message__select')?.getAttribute('aria-checked')).toBe('true');
    expect(root.querySelector('.chat-message-actions')).toBeNull();
  });

  it('opens the image preview on an image tap without tapping the message', () => {
    const { root, handlers } = renderMessage(message(6, { content: '<p>看图<img src="/uploads/k.png"><img src="https://x.cn/b.png"></p>' }));
    const images = root.querySelectorAll('.chat-message__content img');
    expect(images).toHaveLength(2);
    fireEvent.click(images[1]);
    expect(Taro.previewImage).toHaveBeenCalledWith({ current: 'https://x.cn/b.png', urls: [expect.stringMatching(/\/uploads\/k\.png$/), 'https://x.cn/b.png'] });
    expect(handlers.onTap).not.toHaveBeenCalled();
  });
});
