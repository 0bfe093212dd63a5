import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import { ScreenshotBar, ScreenshotPreview } from './ScreenshotPanel';

describe('screenshot mode', () => {
  it('counts the chosen messages and confirms', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { container } = render(<ScreenshotBar count={3} busy={false} onCancel={onCancel} onConfirm={onConfirm} />);
    expect(container.textContent).toContain('已选 3 条');
    fireEvent.click(container.querySelector('.chat-screenshot-confirm')!);
    expect(onConfirm).toHaveBeenCalled();
  });

  it('previews the picture; save downloads it in the browser; close closes', () => {
    const onClose = vi.fn();
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { clicks.push(this.href); });
    try {
      const { container } = render(<ScreenshotPreview url='/uploads/shot.png' onClose={onClose} />);
      expect(container.querySelector('.chat-screenshot-preview img')?.getAttribute('src')).toMatch(/\/uploads\/shot\.png$/);
      fireEvent.click(container.querySelector('.chat-screenshot-save')!);
      expect(clicks).toEqual([expect.stringMatching(/\/uploads\/shot\.png$/)]);
      expect(onClose).not.toHaveBeenCalled();
      fireEvent.click(container.querySelector('.chat-screenshot-preview__close')!);
      expect(onClose).toHaveBeenCalled();
    } finally {
      click.mockRestore();
    }
  });
});
