import { afterEach, describe, expect, it } from 'vitest';
import { previewImage } from './imagePreview.h5';

describe('browser picture preview', () => {
  afterEach(() => document.querySelectorAll('.image-preview').forEach((node) => node.remove()));

  it('shows every picture of the message, and a tap closes it', () => {
    previewImage('/uploads/b.png', ['/uploads/a.png', '/uploads/b.png']);
    const overlay = document.querySelector<HTMLElement>('.image-preview');
    expect(overlay).not.toBeNull();
    expect([...overlay!.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(['/uploads/a.png', '/uploads/b.png']);
    overlay!.click();
    expect(document.querySelector('.image-preview')).toBeNull();
  });

  it('falls back to the tapped picture alone and closes on Escape', () => {
    previewImage('/uploads/only.png', []);
    expect([...document.querySelectorAll('.image-preview img')].map((img) => img.getAttribute('src'))).toEqual(['/uploads/only.png']);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(document.querySelector('.image-preview')).toBeNull();
  });
});
