import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render } from '@testing-library/react';
import { MessageList, type MessageListProps } from './MessageList';
import { MEMBER, memberMessage, message } from './testData';
import { stubIntersectionObserver } from '../../../../test/dom';

function props(extra: Partial<MessageListProps> = {}): MessageListProps {
  return {
    messages: [message(1), memberMessage(2), message(3)],
    memberId: MEMBER.id,
    canModerate: false,
    hasOlder: true,
    loadOlder: vi.fn(() => Promise.resolve()),
    activeId: null,
    selectMode: false,
    selectedIds: [],
    onTap: vi.fn(),
    onQuote: vi.fn(),
    onModerate: vi.fn(),
    jumpTo: null,
    onJumped: vi.fn(),
    ...extra,
  };
}

describe('MessageList', () => {
  beforeEach(stubIntersectionObserver);
  afterEach(() => { vi.unstubAllGlobals(); });

  it('renders the messages in order with own messages marked by member id', () => {
    const { container } = render(<MessageList {...props()} />);
    const rows = [...container.querySelectorAll('.chat-message')] as HTMLElement[];
    expect(rows.map((row) => row.dataset.seq)).toEqual(['1', '2', '3']);
    expect(rows.map((row) => row.className.includes('chat-message--own'))).toEqual([false, true, false]);
  });

  it('loads older history from the top line', async () => {
    const loadOlder = vi.fn(() => Promise.resolve());
    const { container } = render(<MessageList {...props({ loadOlder })} />);
    expect(container.querySelector('.chat-list__older')?.textContent).toBe('查看更早的消息');
    fireEvent.click(container.querySelector('.chat-list__older')!);
    await act(() => Promise.resolve());
    expect(loadOlder).toHaveBeenCalledTimes(1);
  });

  it('shows the placeholder without messages and the end line without older ones', () => {
    const empty = render(<MessageList {...props({ messages: [], empty: <div className='nothing' /> })} />);
    expect(empty.container.querySelector('.nothing')).not.toBeNull();
    empty.unmount();
    const all = render(<MessageList {...props({ hasOlder: false })} />);
    expect(all.container.querySelector('.chat-list__older')?.textContent).toBe('以上为全部历史消息');
  });

  it('counts new messages while the member reads older ones, and jumps back to the bottom', () => {
    const view = render(<MessageList {...props()} />);
    const list = view.container.querySelector('.chat-list') as HTMLElement;
    // Scrolled 3000 px up from the bottom of a long list.
    Object.defineProperty(list, 'clientHeight', { configurable: true, value: 600 });
    Object.defineProperty(list, 'scrollHeight', { configurable: true, value: 5000 });
    list.scrollTop = 1400;
    fireEvent.scroll(list);
    expect(view.container.querySelector('.chat-back-bottom')).not.toBeNull();

    view.rerender(<MessageList {...props({ messages: [message(1), memberMessage(2), message(3), message(4)] })} />);
    expect(view.container.querySelector('.chat-new-hint')?.textContent).toContain('1 条新消息');
    fireEvent.click(view.container.querySelector('.chat-back-bottom')!);
    expect(list.scrollTop).toBe(5000);
    expect(view.container.querySelector('.chat-new-hint')).toBeNull();
    expect(view.container.querySelector('.chat-back-bottom')).toBeNull();
  });
});
