import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, waitFor } from '@testing-library/react';
import Taro from '@tarojs/taro';
import { TEXT } from '@caixue/contract';
import { taroMock } from '../../../test/taro';
import { setItem } from '../platform/storage';
import { ShareSheet } from './ShareSheet';

const URL_ = 'https://h5.example.com/pages/applets/chat/index?id=9';
const item = (container: HTMLElement, channel: string) => container.querySelector(`.share-sheet__item[data-channel="${channel}"]`) as HTMLElement | null;

function renderSheet(onShared = vi.fn(), onClose = vi.fn()) {
  const view = render(<ShareSheet visible url={URL_} title='早盘直播' onClose={onClose} onShared={onShared} />);
  return { ...view, onShared, onClose };
}

const realUserAgent = navigator.userAgent;
afterEach(() => {
  Object.defineProperty(navigator, 'userAgent', { value: realUserAgent, configurable: true });
  Reflect.deleteProperty(navigator, 'share');
});

describe('ShareSheet', () => {
  it('renders nothing when hidden', () => {
    const { container } = render(<ShareSheet visible={false} url={URL_} title='t' onClose={vi.fn()} />);
    expect(container.querySelector('.share-sheet')).toBeNull();
  });

  it('in a plain browser offers only copy link and more, plus cancel', () => {
    const { container, onClose } = renderSheet();
    expect([...container.querySelectorAll('.share-sheet__item')].map((el) => el.getAttribute('data-channel'))).toEqual(['link', 'more']);
    fireEvent.click(container.querySelector('.share-sheet__cancel')!);
    expect(onClose).toHaveBeenCalled();
  });

  it('offers the WeChat channels in WeChat\'s browser and the mini-program', () => {
    Object.defineProperty(navigator, 'userAgent', { value: 'Mozilla/5.0 MicroMessenger/8.0', configurable: true });
    const { container, unmount } = renderSheet();
    expect([...container.querySelectorAll('.share-sheet__item')].map((el) => el.textContent)).toEqual(['微微信好友', '◎朋友圈', '🔗复制链接', '…更多']);
    unmount();
    Object.defineProperty(navigator, 'userAgent', { value: realUserAgent, configurable: true });
    taroMock.setEnv('WEAPP');
    const weapp = renderSheet();
    expect(item(weapp.container, 'moments')).not.toBeNull();
  });

  it('copies the link with the member id and says so', async () => {
    setItem('memberId', 42);
    const { container, onShared } = renderSheet();
    fireEvent.click(item(container, 'link')!);
    await waitFor(() => expect(onShared).toHaveBeenCalledWith('link'));
    expect(Taro.setClipboardData).toHaveBeenCalledWith({ data: `${URL_}&parentMemberId=42` });
    expect(taroMock.toasts.map((t) => t.title)).toEqual([TEXT.shareCopied]);
  });

  it('copies the bare link when nobody is logged in', async () => {
    const { container, onShared } = renderSheet();
    fireEvent.click(item(container, 'link')!);
    await waitFor(() => expect(onShared).toHaveBeenCalledWith('link'));
    expect(Taro.setClipboardData).toHaveBeenCalledWith({ data: URL_ });
  });

  it('shows the failure in a dialog with one 知道了 button', async () => {
    vi.mocked(Taro.setClipboardData).mockRejectedValueOnce({ errMsg: 'setClipboardData:fail denied' });
    const { container, onShared } = renderSheet();
    fireEvent.click(item(container, 'link')!);
    await waitFor(() => expect(taroMock.modals).toHaveLength(1));
    expect(taroMock.modals[0]).toMatchObject({ content: 'setClipboardData:fail denied', showCancel: false, confirmText: '知道了' });
    expect(onShared).not.toHaveBeenCalled();
    expect(taroMock.toasts).toHaveLength(0);
  });

  it('in WeChat\'s browser points at the top-right menu', async () => {
    Object.defineProperty(navigator, 'userAgent', { value: 'Mozilla/5.0 MicroMessenger/8.0', configurable: true });
    const { container, onShared, rerender, onClose } = renderSheet();
    fireEvent.click(item(container, 'moments')!);
    await waitFor(() => expect(onShared).toHaveBeenCalledWith('moments'));
    expect(onClose).toHaveBeenCalled();
    rerender(<ShareSheet visible={false} url={URL_} title='t' onClose={onClose} onShared={onShared} />);
    expect(container.querySelector('.share-hint')?.textContent).toContain('点击右上角「…」分享给好友 / 朋友圈');
    fireEvent.click(container.querySelector('.share-hint')!);
    expect(container.querySelector('.share-hint')).toBeNull();
  });

  it('more uses the system share sheet when there is one, else copies', async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    setItem('memberId', 3);
    const first = renderSheet();
    fireEvent.click(item(first.container, 'more')!);
    await waitFor(() => expect(first.onShared).toHaveBeenCalledWith('more'));
    expect(share).toHaveBeenCalledWith({ title: '早盘直播', url: `${URL_}&parentMemberId=3` });
    first.unmount();

    Reflect.deleteProperty(navigator, 'share');
    const second = renderSheet();
    fireEvent.click(item(second.container, 'more')!);
    await waitFor(() => expect(second.onShared).toHaveBeenCalledWith('more'));
    expect(Taro.setClipboardData).toHaveBeenCalled();
    expect(taroMock.toasts.map((t) => t.title)).toEqual([TEXT.shareCopied]);
  });

  it('more opens the share menu in the mini-program', async () => {
    taroMock.setEnv('WEAPP');
    const { container, onShared } = renderSheet();
    fireEvent.click(item(container, 'more')!);
    await waitFor(() => expect(onShared).toHaveBeenCalledWith('more'));
    expect(Taro.showShareMenu).toHaveBeenCalled();
  });
});
