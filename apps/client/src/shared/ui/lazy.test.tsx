import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { TEXT } from '@caixue/contract';
import { deferred } from '../../../test/deferred';
import { RETRY_TEXT, lazyWithStates } from './lazy';

function Page({ title }: { title: string }) {
  return <div>{title}</div>;
}

describe('lazyWithStates', () => {
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); vi.restoreAllMocks(); });

  it('shows nothing for 200 ms, then the loading indicator, then the page', async () => {
    const chunk = deferred<{ default: typeof Page }>();
    const LazyPage = lazyWithStates(() => chunk.promise);
    const { container } = render(<LazyPage title='首页' />);
    await act(async () => { await vi.advanceTimersByTimeAsync(199); });
    expect(container.textContent).toBe('');
    await act(async () => { await vi.advanceTimersByTimeAsync(1); });
    expect(screen.getByText(TEXT.loading)).toBeTruthy();
    await act(async () => { chunk.resolve({ default: Page }); });
    expect(screen.getByText('首页')).toBeTruthy();
    expect(screen.queryByText(TEXT.loading)).toBeNull();
  });

  it('never shows the indicator for a fast load, and renders later mounts at once', async () => {
    const loader = vi.fn(() => Promise.resolve({ default: Page }));
    const LazyPage = lazyWithStates(loader);
    render(<LazyPage title='快' />);
    await act(async () => { await vi.advanceTimersByTimeAsync(50); });
    expect(screen.getByText('快')).toBeTruthy();
    await act(async () => { await vi.advanceTimersByTimeAsync(1000); });
    expect(screen.queryByText(TEXT.loading)).toBeNull();
    render(<LazyPage title='再次' />);
    expect(screen.getByText('再次')).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('shows the error state after 60 s, and retry loads again', async () => {
    const attempts = [deferred<{ default: typeof Page }>(), deferred<{ default: typeof Page }>()];
    let n = 0;
    const LazyPage = lazyWithStates(() => attempts[n++].promise);
    render(<LazyPage title='慢' />);
    await act(async () => { await vi.advanceTimersByTimeAsync(59_999); });
    expect(screen.queryByText(TEXT.pageLoadTimeout)).toBeNull();
    await act(async () => { await vi.advanceTimersByTimeAsync(1); });
    expect(screen.getByText(TEXT.pageLoadTimeout)).toBeTruthy();
    fireEvent.click(screen.getByText(RETRY_TEXT));
    expect(n).toBe(2);
    await act(async () => { attempts[1].resolve({ default: Page }); });
    expect(screen.getByText('慢')).toBeTruthy();
  });

  it('shows the error state at once when the chunk fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const LazyPage = lazyWithStates<{ title: string }>(() => Promise.reject(new Error('ChunkLoadError')));
    render(<LazyPage title='x' />);
    await act(async () => { await vi.advanceTimersByTimeAsync(0); });
    expect(screen.getByText(TEXT.pageLoadTimeout)).toBeTruthy();
  });

  it('accepts its own delay, time-out and views', async () => {
    const LazyPage = lazyWithStates<{ title: string }>(() => new Promise(() => undefined), {
      delay: 10, timeout: 100, Loading: () => <span>稍等</span>, Failed: () => <span>失败了</span>,
    });
    render(<LazyPage title='x' />);
    await act(async () => { await vi.advanceTimersByTimeAsync(10); });
    expect(screen.getByText('稍等')).toBeTruthy();
    await act(async () => { await vi.advanceTimersByTimeAsync(90); });
    expect(screen.getByText('失败了')).toBeTruthy();
  });
});
