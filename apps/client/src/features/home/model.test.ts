import { describe, expect, it } from 'vitest';
import type { Advert } from '@caixue/contract';
import { carriesGoodsIds, decideLinkAction, linkParamsQuery, menuColumns, shouldShowAdvert, type OpenableLink } from './model';

const page = (link: string, extra: Partial<OpenableLink> = {}): OpenableLink => ({ typeCode: 'Page', link, linkParams: '', ...extra });

describe('link permission (SPEC §4)', () => {
  it('opens directly with permission 1, or without a message', () => {
    expect(decideLinkAction(page('/pages/course/list/index', { permission: 1, permissionMsg: '开通后可看' })))
      .toEqual({ kind: 'page', url: '/pages/course/list/index' });
    expect(decideLinkAction(page('/pages/course/list/index', { permission: -1, permissionMsg: '' })))
      .toEqual({ kind: 'page', url: '/pages/course/list/index' });
  });

  it('asks first (提示 / 跳转) when permission is not 1 and there is a message', () => {
    expect(decideLinkAction(page('/pages/stock/stockPoolList/index', {
      permission: -1, permissionMsg: '会员专享', noPermissionLink: '/pages/goods/list/index',
    }))).toEqual({ kind: 'prompt', message: '会员专享', confirmText: '跳转', url: '/pages/goods/list/index' });
  });

  it('offers 产品介绍 when the no-permission link carries encrypted goods ids', () => {
    const action = decideLinkAction(page('/x', { permission: 0, permissionMsg: '请开通', noPermissionLink: '/pages/goods/detail/index?goodsIds=a8F3k2' }));
    expect(action).toMatchObject({ kind: 'prompt', confirmText: '产品介绍' });
    expect(carriesGoodsIds('/pages/goods/detail/index?encryptGoodsId=zz')).toBe(true);
    expect(carriesGoodsIds('/pages/goods/list/index')).toBe(false);
    expect(carriesGoodsIds('/pages/goods/list/index?goodsIds=')).toBe(false);
  });

  it('adds linkParams given as a query or as JSON', () => {
    expect(decideLinkAction(page('/pages/news/list/index', { linkParams: 'id=15' })))
      .toEqual({ kind: 'page', url: '/pages/news/list/index?id=15' });
    expect(decideLinkAction(page('/pages/news/list/index?a=1', { linkParams: '?id=15' })))
      .toEqual({ kind: 'page', url: '/pages/news/list/index?a=1&id=15' });
    expect(linkParamsQuery('{"id":15,"module":"live","empty":""}')).toBe('id=15&module=live');
    expect(linkParamsQuery('{not json')).toBe('');
    expect(linkParamsQuery(null)).toBe('');
  });

  it('tells web pages, mini-programs and empty links apart', () => {
    expect(decideLinkAction({ typeCode: 'WebView', link: 'https://example.com/a', linkParams: 'x=1' }))
      .toEqual({ kind: 'web', url: 'https://example.com/a?x=1' });
    expect(decideLinkAction(page('https://example.com/b'))).toEqual({ kind: 'web', url: 'https://example.com/b' });
    expect(decideLinkAction({ typeCode: 'Miniprogram', link: 'wx1234567890', linkParams: 'pages/index/index?from=caixue' }))
      .toEqual({ kind: 'miniProgram', appId: 'wx1234567890', path: 'pages/index/index?from=caixue' });
    expect(decideLinkAction(page('  '))).toEqual({ kind: 'none' });
  });
});

describe('advert popup', () => {
  const advert: Advert = { id: 1, pic: '/uploads/a.svg', title: 'A', typeCode: 'Page', link: '/x', linkParams: '', version: 'v2' };

  it('shows an advert unless this version was closed', () => {
    expect(shouldShowAdvert(advert, undefined)).toBe(true);
    expect(shouldShowAdvert(advert, 'v2')).toBe(false);
    expect(shouldShowAdvert(advert, 'v1')).toBe(true);
    expect(shouldShowAdvert(null, undefined)).toBe(false);
    expect(shouldShowAdvert({ ...advert, pic: '' }, undefined)).toBe(false);
  });
});

describe('menu grid', () => {
  it('uses the column count that leaves fewer gaps', () => {
    expect(menuColumns(8)).toBe(4);
    expect(menuColumns(10)).toBe(5);
    expect(menuColumns(9)).toBe(5);
    expect(menuColumns(7)).toBe(4);
    expect(menuColumns(5)).toBe(5);
  });
});
