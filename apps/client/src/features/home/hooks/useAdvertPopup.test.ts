import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { API, type Advert } from '@caixue/contract';
import { taroMock } from '../../../../test/taro';
import { flush } from '../../../../test/flush';
import { useAdvertPopup } from './useHomeData';

// The popup component itself renders NutUI's Popup, which needs more of Taro than the test mock has;
// its behaviour lives in this hook.
const ADVERT: Advert = {
  id: 4, pic: '/uploads/seed/advert.svg', title: '财学 2.0', typeCode: 'Page', link: '/pages/course/list/index', linkParams: '', version: 'launch-1',
};

function serveAdvert(advert: Advert | null) {
  taroMock.server.on('GET', API.ad.popupAdvert, { data: { code: 200, msg: '', data: advert } });
}

describe('useAdvertPopup', () => {
  it('shows the advert, and once closed it stays closed, also after a reload', async () => {
    serveAdvert(ADVERT);
    const first = renderHook(() => useAdvertPopup());
    await flush();
    expect(first.result.current.visible).toBe(true);
    expect(first.result.current.advert).toEqual(ADVERT);

    act(() => first.result.current.close());
    expect(first.result.current.visible).toBe(false);
    expect(taroMock.storage.get('advertisementShow')).toBe('launch-1');

    first.unmount();
    const second = renderHook(() => useAdvertPopup());
    await flush();
    expect(second.result.current.visible).toBe(false);
  });

  it('shows again when a new advert replaces the closed one', async () => {
    taroMock.storage.set('advertisementShow', 'launch-1');
    serveAdvert({ ...ADVERT, version: 'launch-2' });
    const { result } = renderHook(() => useAdvertPopup());
    await flush();
    expect(result.current.visible).toBe(true);
  });

  it('shows nothing when no advert runs or the call fails, without an error toast', async () => {
    serveAdvert(null);
    const none = renderHook(() => useAdvertPopup());
    await flush();
    expect(none.result.current.visible).toBe(false);

    taroMock.server.on('GET', API.ad.popupAdvert, { data: { code: 500, msg: 'boom' } });
    const failed = renderHook(() => useAdvertPopup());
    await flush();
    expect(failed.result.current.visible).toBe(false);
    expect(taroMock.toasts).toEqual([]);
  });
});
