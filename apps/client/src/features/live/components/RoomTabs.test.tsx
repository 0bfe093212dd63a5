import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import { RoomTabs } from './RoomTabs';
import { room } from './testData';

describe('RoomTabs', () => {
  it('is hidden for a single room', () => {
    const { container } = render(<RoomTabs rooms={[room(1)]} activeId={1} onSelect={vi.fn()} />);
    expect(container.querySelector('.category-tab')).toBeNull();
  });

  it('centres 4 or fewer rooms and marks the active one; another tab selects its room', () => {
    const onSelect = vi.fn();
    const rooms = [room(1), room(2), room(3, { locked: true })];
    const { container } = render(<RoomTabs rooms={rooms} activeId={2} onSelect={onSelect} />);
    expect(container.querySelector('.category-tabs--centred')).not.toBeNull();
    const tabs = container.querySelectorAll('.category-tab');
    expect(tabs).toHaveLength(3);
    expect(tabs[1].className).toContain('category-tab--active');
    expect(tabs[2].textContent).toContain('🔒');
    fireEvent.click(tabs[1]);
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.click(tabs[2]);
    expect(onSelect).toHaveBeenCalledWith(rooms[2]);
  });

  it('scrolls when there are more than 4 rooms', () => {
    const { container } = render(<RoomTabs rooms={[1, 2, 3, 4, 5].map((id) => room(id))} activeId={5} onSelect={vi.fn()} />);
    expect(container.querySelector('.category-tabs--centred')).toBeNull();
    expect(container.querySelector('.category-tabs--scroll')).not.toBeNull();
    expect(container.querySelectorAll('.category-tab')).toHaveLength(5);
  });
});
