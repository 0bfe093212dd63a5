import { describe, expect, it } from 'vitest';
import { carriesGoodsIds, decideLinkAction, linkParamsQuery, type OpenableLink } from './link';

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

  it('opens an ad card (no permission fields) per typeCode, pages always from the root', () => {
    expect(decideLinkAction({ typeCode: 'Page', link: '/pages/teacher/detail/index', linkParams: 'id=3' }))
      .toEqual({ kind: 'page', url: '/pages/teacher/detail/index?id=3' });
    expect(decideLinkAction({ typeCode: 'Page', link: 'pages/goods/detail/index', linkParams: '{"id":5,"x":""}' }))
      .toEqual({ kind: 'page', url: '/pages/goods/detail/index?id=5' });
    expect(decideLinkAction({ typeCode: 'WebView', link: 'https://example.com/a', linkParams: '?s=1' }))
      .toEqual({ kind: 'web', url: 'https://example.com/a?s=1' });
    expect(decideLinkAction({ typeCode: 'Miniprogram', link: 'wx123', linkParams: 'pages/index' }))
      .toEqual({ kind: 'miniProgram', appId: 'wx123', path: 'pages/index' });
    expect(decideLinkAction({ typeCode: 'Page', link: ' ', linkParams: '' })).toEqual({ kind: 'none' });
  });
});
