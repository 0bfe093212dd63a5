// ErrorState is not rendered here: its NutUI Button imports Taro's named `getEnv`, which the test
// mock (test/taro.ts) does not export yet.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { TEXT } from '@caixue/contract';
import { EmptyData } from './EmptyData';
import { LoadMore } from './LoadMore';

describe('state panels', () => {
  it('EmptyData says 暂无数据 with its picture', () => {
    render(<EmptyData />);
    expect(screen.getByText(TEXT.emptyData)).toBeTruthy();
    expect(document.querySelector('.empty-data img')).not.toBeNull();
  });

  it('LoadMore names each list status and loads more on tap', () => {
    const more = vi.fn();
    const { rerender } = render(<LoadMore status='loading' />);
    expect(screen.getByText(TEXT.loading)).toBeTruthy();
    rerender(<LoadMore status='nomore' />);
    expect(screen.getByText(TEXT.noMore)).toBeTruthy();
    rerender(<LoadMore status='more' onLoadMore={more} />);
    fireEvent.click(screen.getByText('上拉加载更多'));
    expect(more).toHaveBeenCalled();
  });
});
