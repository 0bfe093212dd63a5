import { useEffect, useState } from 'react';
import { drawPoster, POSTER_HEIGHT, POSTER_TEXT, POSTER_WIDTH, type PosterContext, type SharePosterProps } from './poster';
import { QrError } from './qr';
import { toast } from './toast';
import './SharePoster.scss';

type Drawn = { status: 'drawing' } | { status: 'ready'; src: string } | { status: 'error'; message: string };

function loadImage(src: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.crossOrigin = 'anonymous'; // a foreign cover without CORS fails here instead of tainting the canvas
    image.onload = () => resolve(image);
    image.onerror = () => resolve(null);
    image.src = src;
  });
}

function render(title: string, link: string, cover: HTMLImageElement | null): string {
  const ratio = Math.min(3, Math.max(2, Math.round(window.devicePixelRatio || 1)));
  const canvas = document.createElement('canvas');
  canvas.width = POSTER_WIDTH * ratio;
  canvas.height = POSTER_HEIGHT * ratio;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(POSTER_TEXT.failed);
  context.scale(ratio, ratio);
  drawPoster(context as unknown as PosterContext, { title, link, cover });
  return canvas.toDataURL('image/png');
}

/**
 * H5: the poster drawn on a canvas and shown as a PNG (a long press on a phone saves or forwards it);
 * 保存图片 downloads the same PNG.
 */
export function SharePoster({ visible, title, link, cover, onClose }: SharePosterProps) {
  const [drawn, setDrawn] = useState<Drawn>({ status: 'drawing' });

  useEffect(() => {
    if (!visible) return undefined;
    let live = true;
    void (async () => {
      const image = cover ? await loadImage(cover) : null;
      let result: Drawn;
      try {
        result = { status: 'ready', src: render(title, link, image) };
      } catch (error) {
        result = { status: 'error', message: error instanceof QrError ? error.message : POSTER_TEXT.failed };
      }
      if (live) setDrawn(result);
    })();
    return () => { live = false; };
  }, [visible, title, link, cover]);

  if (!visible) return null;
  const save = () => {
    if (drawn.status !== 'ready') return;
    const anchor = document.createElement('a');
    anchor.href = drawn.src;
    anchor.download = 'caixue-poster.png';
    document.body.appendChild(anchor);
    anchor.click();
    anchor.remove();
    toast(POSTER_TEXT.saved.replace('到相册', ''));
  };
  return (
    <div className='share-poster-mask' onClick={onClose}>
      <div className='share-poster' role='dialog' aria-label={POSTER_TEXT.title} onClick={(event) => event.stopPropagation()}>
        {drawn.status === 'ready' ? (
          <img className='share-poster__image' src={drawn.src} alt={`${POSTER_TEXT.alt}：${title}`} data-link={link} />
        ) : (
          <div className='share-poster__placeholder'>{drawn.status === 'drawing' ? POSTER_TEXT.drawing : drawn.message}</div>
        )}
        <div className='share-poster__hint'>{POSTER_TEXT.longPress}</div>
        <div className='share-poster__actions'>
          <button type='button' className='share-poster__close' onClick={onClose}>{POSTER_TEXT.close}</button>
          <button type='button' className='share-poster__save' disabled={drawn.status !== 'ready'} onClick={save}>{POSTER_TEXT.save}</button>
        </div>
      </div>
    </div>
  );
}
