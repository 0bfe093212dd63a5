import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import { API } from '@caixue/contract';
import { taroMock } from '../../../../test/taro';
import { stubIntersectionObserver } from '../../../../test/dom';
import { flush } from '../../../../test/flush';
import { setItem } from '@/shared/platform/storage';
import { goodsInfo, goodsRow } from '../testData';
import { GoodsCentre } from './GoodsCentre';
import { GoodsDetail, GoodsDetailView } from './GoodsDetail';
import { GoodsListScreen } from './GoodsList';

const ok = (body: object) => ({ data: { code: 200, msg: '', ...body } });
const texts = (container: HTMLElement, selector: string) => [...container.querySelectorAll(selector)].map((el) => el.textContent);

describe('goods screens', () => {
  beforeEach(() => { stubIntersectionObserver(); });
  afterEach(() => { vi.unstubAllGlobals(); });

  it('product centre: a group per level with its description and cards; a card opens its detail', async () => {
    taroMock.storage.set('token', 't');
    taroMock.server.on('GET', API.goods.index, ok({
      data: [
        { level: { id: 1, name: '金牌会员', description: '内参直播' }, goods: [goodsRow(1), goodsRow(3, { price: '0', priceFen: 0 })] },
        { level: { id: 2, name: '钻石会员', description: '股票池' }, goods: [goodsRow(2, { levelId: 2, levelName: '钻石会员' })] },
      ],
    }));
    const { container } = render(<GoodsCentre />);
    await flush(3);
    expect(texts(container, '.goods-group__name')).toEqual(['金牌会员', '钻石会员']);
    expect(texts(container, '.goods-group__description')).toEqual(['内参直播', '股票池']);
    expect(texts(container, '.goods-card__title')).toEqual(['产品1', '产品3', '产品2']);
    expect(texts(container, '.goods-price')).toEqual(['¥1980 / 3个月', '免费', '¥1980 / 3个月']);
    expect(texts(container, '.goods-risk')[0]).toBe('风险等级 R3');
    fireEvent.click(container.querySelector('.goods-card[data-id="3"]')!);
    expect(taroMock.navigations.at(-1)?.url).toBe('/pages/goods/detail/index?id=3');
    fireEvent.click(container.querySelector('.goods-group[data-level="2"] .goods-group__more')!);
    expect(taroMock.navigations.at(-1)?.url).toBe('/pages/goods/list/index?levelId=2');
  });

  // (ErrorState is not rendered in unit tests: its NutUI Button needs Taro's getEnv, see states.test.tsx.)
  it('product centre: the empty placeholder', async () => {
    taroMock.server.on('GET', API.goods.index, ok({ data: [] }));
    const { container } = render(<GoodsCentre />);
    await flush(3);
    expect(container.textContent).toContain('暂无在售产品');
  });

  it('list: the level scope is asked for, the teacher bar filters (teacherId), 全部 clears it', async () => {
    const liu = { id: 4, name: '刘思远', avatar: '' };
    taroMock.server.on('GET', API.goods.list, (req) => {
      const teacherId = Number(req.query.get('teacherId') ?? 0);
      const all = [goodsRow(1), goodsRow(3, { teachers: [liu] }), goodsRow(4, { teachers: [liu] })];
      const rows = teacherId ? all.filter((g) => g.teachers.some((t) => t.id === teacherId)) : all;
      return ok({ rows, total: rows.length });
    });
    const { container } = render(<GoodsListScreen filter={{ levelId: 1 }} />);
    await flush(4);
    expect(texts(container, '.goods-card__title')).toEqual(['产品1', '产品3', '产品4']);
    expect(texts(container, '.goods-filter__chip')).toEqual(['全部', '李建华', '刘思远']);
    expect(container.querySelector('.goods-list-screen__scope')?.textContent).toBe('开通「金牌会员」的产品共3款');
    const lists = taroMock.server.requests.filter((r) => r.path === API.goods.list);
    expect(lists.every((r) => r.query.get('levelId') === '1')).toBe(true);

    fireEvent.click(container.querySelector('.goods-filter__chip[data-teacher="4"]')!);
    await flush(3);
    expect(texts(container, '.goods-card__title')).toEqual(['产品3', '产品4']);
    expect(taroMock.server.lastRequest()?.query.get('teacherId')).toBe('4');
    expect(container.querySelector('.goods-filter__chip--active')?.textContent).toBe('刘思远');
    fireEvent.click(container.querySelector('.goods-filter__chip[data-teacher="0"]')!);
    await flush(3);
    expect(texts(container, '.goods-card__title')).toEqual(['产品1', '产品3', '产品4']);
  });

  it('list: goods ids from a link go to the server as they came and say 为您推荐', async () => {
    taroMock.server.on('GET', API.goods.list, ok({ rows: [goodsRow(2)], total: 1 }));
    const { container } = render(<GoodsListScreen filter={{ goodsIds: 'g1.sealedToken_-' }} />);
    await flush(4);
    expect(taroMock.server.lastRequest()?.query.get('goodsIds')).toBe('g1.sealedToken_-');
    expect(container.querySelector('.goods-list-screen__scope-text')?.textContent).toBe('为您推荐以下产品');
    expect(texts(container, '.goods-card__title')).toEqual(['产品2']);
  });

  it('detail: price strip, risk, cycle, what it opens, intro, teachers; 立即购买 opens the contract', async () => {
    taroMock.storage.set('token', 't');
    const related = vi.fn(() => <div className='related-slot'>回看</div>);
    const { container } = render(<GoodsDetailView goods={goodsInfo(1)} related={related} />);
    expect(container.querySelector('.goods-detail__strip .goods-price')?.textContent).toBe('¥1980 / 3个月');
    expect(container.querySelector('.goods-detail__strip-cycle')?.textContent).toBe('服务周期 3个月');
    expect(container.querySelector('.goods-detail__head .goods-risk')?.textContent).toBe('风险等级 R3');
    expect(texts(container, '.goods-module__name')).toEqual(['金牌直播 VIP']);
    expect(container.textContent).toContain('每晚复盘当日强势股。');
    expect(texts(container, '.goods-teacher__name')).toEqual(['李建华']);
    expect(container.querySelector('.related-slot')).not.toBeNull();
    fireEvent.click(container.querySelector('.goods-teacher')!);
    expect(taroMock.navigations.at(-1)?.url).toBe('/pages/teacher/detail/index?id=1');
    expect(container.querySelector('.goods-buy')?.textContent).toBe('立即购买');
    fireEvent.click(container.querySelector('.goods-buy')!);
    expect(taroMock.navigations.at(-1)?.url).toBe('/pages/mine/agreement/index?type=contract&goodsId=1');
  });

  it('detail: a visitor who taps buy logs in first; off sale is a disabled 已下架; free says 免费领取', async () => {
    const visitor = render(<GoodsDetailView goods={goodsInfo(1)} />);
    fireEvent.click(visitor.container.querySelector('.goods-buy')!);
    await flush(2);
    expect(taroMock.navigations.at(-1)?.url).toContain('/pages/login/index/index');
    visitor.unmount();

    taroMock.storage.set('token', 't');
    const before = taroMock.navigations.length;
    const off = render(<GoodsDetailView goods={goodsInfo(6, { onSale: false })} />);
    const button = off.container.querySelector('.goods-buy')!;
    expect(button.textContent).toBe('已下架');
    expect(button.classList.contains('goods-buy--disabled')).toBe(true);
    fireEvent.click(button);
    expect(taroMock.navigations.length).toBe(before);
    expect(off.container.querySelector('.goods-detail__off-note')?.textContent).toBe('该产品已下架，暂不支持购买；已开通的服务不受影响');
    off.unmount();

    const free = render(<GoodsDetailView goods={goodsInfo(3, { price: '0', priceFen: 0 })} />);
    expect(free.container.querySelector('.goods-buy')?.textContent).toBe('免费领取');
    expect(free.container.querySelector('.goods-detail__strip .goods-price')?.textContent).toBe('免费');
  });

  it('detail on iOS under review: no price and no buy bar', () => {
    taroMock.setSystemPlatform('iOS');
    setItem('currentVersionStatus', 0);
    const { container } = render(<GoodsDetailView goods={goodsInfo(1)} />);
    expect(container.querySelector('.goods-price')).toBeNull();
    expect(container.querySelector('.goods-buy-bar')).toBeNull();
    taroMock.setSystemPlatform('android');
  });

  it('detail: an unknown id says so, with the way to the product centre', async () => {
    taroMock.server.on('GET', API.goods.info(99), ok({ code: 404, msg: '商品不存在' }));
    const { container } = render(<GoodsDetail goodsId={99} />);
    await flush(3);
    expect(container.textContent).toContain('产品不存在或已删除');
    fireEvent.click(container.querySelector('.goods-detail__to-centre')!);
    expect(taroMock.navigations.at(-1)).toMatchObject({ method: 'redirectTo', url: '/pages/goods/index/index' });
  });
});
