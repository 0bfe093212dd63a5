import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import type { TemplateMessage } from '@caixue/contract';
import { TemplateCard } from './TemplateCard';
import { stubIntersectionObserver } from '../../../../test/dom';

function card(overrides: Partial<TemplateMessage> = {}): TemplateMessage {
  return {
    id: 7, liveId: 1, roomTitle: '李老师·早盘策略', tplId: 3, tplName: '个股点评', dateTime: '2026-11-24T03:30:51.000Z',
    teacher: { id: 1, name: '李建华', avatar: '' },
    stock: { code: '600519', name: '贵州茅台', symbol: 'sh600519' },
    content: '<p><b>个股点评：贵州茅台（600519）</b></p>', locked: false, lockReason: null, moduleIds: [],
    ...overrides,
  };
}

function renderCard(message: TemplateMessage) {
  const handlers = { onUnlock: vi.fn(), onOpenStock: vi.fn(), onOpenRoom: vi.fn() };
  const view = render(<TemplateCard message={message} {...handlers} />);
  return { root: view.container.querySelector('.template-card') as HTMLElement, handlers };
}

describe('TemplateCard', () => {
  beforeEach(stubIntersectionObserver);
  afterEach(() => { vi.unstubAllGlobals(); });

  it('shows an open card: kind, room, teacher, the stock (opens 个股详情), the text and the risk line', () => {
    const { root, handlers } = renderCard(card());
    expect(root.className).toContain('template-card--kind3');
    expect(root.querySelector('.template-card__kind')?.textContent).toBe('个股点评');
    expect(root.querySelector('.template-card__teacher-name')?.textContent).toBe('李建华');
    expect(root.querySelector('.template-card__content b')?.textContent).toBe('个股点评：贵州茅台（600519）');
    expect(root.textContent).toContain('老师观点仅供学习参考，不构成投资建议');
    fireEvent.click(root.querySelector('.template-card__stock')!);
    expect(handlers.onOpenStock).toHaveBeenCalledWith('sh600519');
    fireEvent.click(root.querySelector('.template-card__room')!);
    expect(handlers.onOpenRoom).toHaveBeenCalledWith(1);
    expect(root.querySelector('.template-card__unlock')).toBeNull();
  });

  it('shows a locked card as a teaser: no content, the way to unlock by the reason', () => {
    const locked = card({ locked: true, content: '', stock: null, lockReason: 'permission', moduleIds: [4] });
    const { root, handlers } = renderCard(locked);
    expect(root.className).toContain('template-card--locked');
    expect(root.querySelector('.template-card__content')).toBeNull();
    expect(root.querySelector('.template-card__stock')).toBeNull();
    expect(root.textContent).toContain('解锁后查看完整内容');
    fireEvent.click(root.querySelector('.template-card__unlock')!);
    expect(handlers.onUnlock).toHaveBeenCalledWith(locked);
    expect(root.querySelector('.template-card__unlock')?.textContent).toBe('立即开通');

    const visitor = renderCard(card({ locked: true, content: '', stock: null, lockReason: 'login' })).root;
    expect(visitor.textContent).toContain('登录后查看完整内容');
    expect(visitor.querySelector('.template-card__unlock')?.textContent).toBe('立即登录');
  });
});
