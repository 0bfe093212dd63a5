import Taro from '@tarojs/taro';
import { describe, expect, it, vi } from 'vitest';
import { taroMock } from '../../../test/taro';
import { openLink } from './openLink';

describe('openLink', () => {
  it('navigates straight to a permitted page', async () => {
    await openLink({ typeCode: 'Page', link: '/pages/course/list/index', linkParams: '', permission: 1, permissionMsg: '', noPermissionLink: '' });
    expect(taroMock.modals).toEqual([]);
    expect(taroMock.navigations.at(-1)).toEqual({ method: 'navigateTo', url: '/pages/course/list/index' });
  });

  it('asks with 提示 / 跳转 and opens the no-permission link on confirm', async () => {
    taroMock.storage.set('token', 't');
    taroMock.answerModals(true);
    await openLink({
      typeCode: 'Page', link: '/pages/stock/stockPoolList/index', linkParams: '',
      permission: -1, permissionMsg: '股票池为会员专享服务', noPermissionLink: '/pages/goods/list/index',
    });
    expect(taroMock.modals[0]).toMatchObject({ title: '提示', content: '股票池为会员专享服务', confirmText: '跳转' });
    expect(taroMock.navigations.at(-1)).toEqual({ method: 'navigateTo', url: '/pages/goods/list/index' });
  });

  it('stays put when the prompt is cancelled', async () => {
    taroMock.answerModals(false);
    await openLink({ typeCode: 'Page', link: '/a', linkParams: '', permission: -1, permissionMsg: '请先开通', noPermissionLink: '/pages/goods/list/index' });
    expect(taroMock.navigations).toEqual([]);
  });

  it('opens the no-permission page with the message when the prompt has no link', async () => {
    taroMock.storage.set('token', 't');
    taroMock.answerModals(true);
    await openLink({ typeCode: 'Page', link: '/pages/stock/stockPoolList/index', linkParams: '', permission: -1, permissionMsg: '开通后可看', noPermissionLink: '' });
    expect(taroMock.modals[0]).toMatchObject({ title: '提示', content: '开通后可看', confirmText: '跳转' });
    expect(taroMock.navigations.at(-1)).toEqual({ method: 'navigateTo', url: '/pages/mine/noPermission/index' });
    expect(taroMock.storage.get('noPermissionData')).toEqual({ url: '/pages/stock/stockPoolList/index', msg: '开通后可看', data: null });
  });

  it('asks with 产品介绍 when the link carries encrypted goods ids, and opens it on confirm', async () => {
    taroMock.storage.set('token', 't');
    taroMock.answerModals(true);
    await openLink({
      typeCode: 'Page', link: '/x', linkParams: '', permission: 0, permissionMsg: '请开通',
      noPermissionLink: '/pages/goods/detail/index?encryptGoodsIds=a8F3k2',
    });
    expect(taroMock.modals[0]).toMatchObject({ title: '提示', confirmText: '产品介绍' });
    expect(taroMock.navigations.at(-1)).toEqual({ method: 'navigateTo', url: '/pages/goods/detail/index?encryptGoodsIds=a8F3k2' });
  });

  it('opens a mini-program inside WeChat', async () => {
    taroMock.setEnv('WEAPP');
    // The Taro mock has no navigateToMiniProgram; this test lends one.
    const open = vi.fn(async (_options: { appId: string; path: string }) => ({ errMsg: 'navigateToMiniProgram:ok' }));
    Object.assign(Taro, { navigateToMiniProgram: open });
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    try {
      await openLink({ typeCode: 'Miniprogram', link: 'wx123', linkParams: 'pages/index/index' });
    } finally {
      info.mockRestore();
    }
    expect(open).toHaveBeenCalledWith({ appId: 'wx123', path: 'pages/index/index' });
    expect(taroMock.toasts).toEqual([]);
  });

  it('explains in a browser that a mini-program opens only in WeChat', async () => {
    await openLink({ typeCode: 'Miniprogram', link: 'wx123', linkParams: 'pages/index/index' });
    expect(taroMock.toasts.at(-1)?.title).toBe('请在微信中打开该小程序');
    expect(taroMock.navigations).toEqual([]);
  });

  it('opens the 404 page when the mini-program refuses an unknown page', async () => {
    taroMock.setEnv('WEAPP');
    taroMock.failNavigation('navigateTo');
    taroMock.failNavigation('reLaunch');
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      await openLink({ typeCode: 'Page', link: '/pages/not/built/index', linkParams: '' }).catch(() => undefined);
    } finally {
      console.warn = warn;
    }
    expect(taroMock.navigations.map((n) => n.url)).toContain('/pages/404/index');
  });
});
