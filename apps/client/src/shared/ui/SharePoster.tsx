import { useEffect, useState } from 'react';
import Taro from '@tarojs/taro';
import { Button, Canvas, Text, View } from '@tarojs/components';
import { drawPoster, POSTER_HEIGHT, POSTER_TEXT, POSTER_WIDTH, type PosterContext, type PosterImage, type SharePosterProps } from './poster';
import { QrError } from './qr';
import { toast } from './toast';
import './SharePoster.scss';
import { Picture } from './Picture';

type Drawn = { status: 'drawing' } | { status: 'ready'; src: string } | { status: 'error'; message: string };

interface CanvasNode {
  width: number;
  height: number;
  getContext(type: '2d'): unknown;
  createImage(): PosterImage & { src: string; onload: () => void; onerror: () => void };
}

let lastId = 0;

function loadImage(canvas: CanvasNode, src: string): Promise<PosterImage | null> {
  return new Promise((resolve) => {
    const image = canvas.createImage();
    image.onload = () => resolve(image);
    image.onerror = () => resolve(null);
    image.src = src;
  });
}

/**
 * Mini-program: the poster drawn on an off-screen `<canvas type="2d">`, turned into a picture with
 * canvasToTempFilePath and shown; 保存图片 puts it in the album (saveImageToPhotosAlbum; the member
 * is asked for the album permission the first time).
 */
export function SharePoster({ visible, title, link, cover, onClose }: SharePosterProps) {
  const [canvasId] = useState(() => `cx-poster-${(lastId += 1)}`);
  const [drawn, setDrawn] = useState<Drawn>({ status: 'drawing' });

  useEffect(() => {
    if (!visible) return undefined;
    let live = true;
    Taro.nextTick(() => {
      Taro.createSelectorQuery().select(`#${canvasId}`).fields({ node: true, size: true }).exec(async (results: ({ node?: CanvasNode } | null)[] | undefined) => {
        const canvas = results?.[0]?.node;
        const context = canvas?.getContext('2d') as (PosterContext & { scale(x: number, y: number): void }) | undefined;
        if (!canvas || !context) {
          if (live) setDrawn({ status: 'error', message: POSTER_TEXT.failed });
          return;
        }
        try {
          const ratio = Math.min(3, Math.max(2, Taro.getSystemInfoSync().pixelRatio || 2));
          canvas.width = POSTER_WIDTH * ratio;
          canvas.height = POSTER_HEIGHT * ratio;
          context.scale(ratio, ratio);
          const image = cover ? await loadImage(canvas, cover) : null;
          drawPoster(context, { title, link, cover: image });
          const file = await Taro.canvasToTempFilePath({ canvas: canvas as never, fileType: 'png' } as never);
          if (live) setDrawn({ status: 'ready', src: file.tempFilePath });
        } catch (error) {
          if (live) setDrawn({ status: 'error', message: error instanceof QrError ? error.message : POSTER_TEXT.failed });
        }
      });
    });
    return () => { live = false; };
  }, [visible, title, link, cover, canvasId]);

  if (!visible) return null;
  const save = async () => {
    if (drawn.status !== 'ready') return;
    try {
      await Taro.saveImageToPhotosAlbum({ filePath: drawn.src });
      toast(POSTER_TEXT.saved);
    } catch {
      toast(POSTER_TEXT.saveFailed);
    }
  };
  return (
    <View className='share-poster-mask' onClick={onClose}>
      <Canvas type='2d' id={canvasId} className='share-poster__canvas' style={{ width: `${POSTER_WIDTH}px`, height: `${POSTER_HEIGHT}px` }} />
      <View className='share-poster' onClick={(event) => event.stopPropagation()}>
        {drawn.status === 'ready' ? (
          <Picture alt={`${POSTER_TEXT.alt}：${title}`} className='share-poster__image' src={drawn.src} mode='widthFix' showMenuByLongpress />
        ) : (
          <View className='share-poster__placeholder'><Text>{drawn.status === 'drawing' ? POSTER_TEXT.drawing : drawn.message}</Text></View>
        )}
        <View className='share-poster__actions'>
          <Button className='share-poster__close' onClick={onClose}>{POSTER_TEXT.close}</Button>
          <Button className='share-poster__save' disabled={drawn.status !== 'ready'} onClick={() => void save()}>{POSTER_TEXT.save}</Button>
        </View>
      </View>
    </View>
  );
}
