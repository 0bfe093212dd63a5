import { useRef, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { WEBVIEW_TEXT } from '@caixue/contract';
import { NavBar } from '@/shared/ui/NavBar';
import { clampOffset, clampScale, distance, MIN_SCALE, pinchScale, type Point } from '../model';
import { savePicture } from '../save';
import './PictureViewer.scss';
import { Picture } from '@/shared/ui/Picture';

interface TouchPoint {
  clientX: number;
  clientY: number;
}
interface TouchLike {
  touches: ArrayLike<TouchPoint>;
}
/** Taro types view events loosely; both platforms pass touches with clientX/clientY. */
const touchesOf = (event: unknown) => event as TouchLike;

const pointOf = (touch: TouchPoint): Point => ({ x: touch.clientX, y: touch.clientY });
const DOUBLE_TAP_MS = 300;

/**
 * /pages/webView/pic?url= (SPEC §2): one picture on black, fitted to the screen; two fingers zoom it
 * (1×–4×), one finger pans a zoomed picture, a double tap restores it; 保存图片 saves it.
 */
export function PictureViewer({ url, title }: { url: string; title?: string }) {
  const [scale, setScale] = useState(MIN_SCALE);
  const [offset, setOffset] = useState<Point>({ x: 0, y: 0 });
  const [failed, setFailed] = useState(false);
  const gesture = useRef<{ distance: number; scale: number; from: Point; offset: Point } | null>(null);
  const lastTap = useRef(0);
  const box = useRef({ width: 375, height: 667 });

  const onTouchStart = (event: TouchLike) => {
    const { touches } = event;
    if (touches.length >= 2) {
      gesture.current = { distance: distance(pointOf(touches[0]), pointOf(touches[1])), scale, from: pointOf(touches[0]), offset };
    } else if (touches.length === 1) {
      gesture.current = { distance: 0, scale, from: pointOf(touches[0]), offset };
    }
  };

  const onTouchMove = (event: TouchLike) => {
    const start = gesture.current;
    const { touches } = event;
    if (!start) return;
    if (touches.length >= 2 && start.distance > 0) {
      const next = pinchScale(start.scale, start.distance, distance(pointOf(touches[0]), pointOf(touches[1])));
      setScale(next);
      setOffset((current) => clampOffset(current, next, box.current));
    } else if (touches.length === 1 && scale > MIN_SCALE) {
      const now = pointOf(touches[0]);
      setOffset(clampOffset({ x: start.offset.x + now.x - start.from.x, y: start.offset.y + now.y - start.from.y }, scale, box.current));
    }
  };

  const onTouchEnd = (event: TouchLike) => {
    if (event.touches.length > 0) {
      onTouchStart(event);
      return;
    }
    gesture.current = null;
    const now = Date.now();
    if (now - lastTap.current < DOUBLE_TAP_MS) {
      setScale(MIN_SCALE);
      setOffset({ x: 0, y: 0 });
    }
    lastTap.current = now;
  };

  // A mouse wheel (desktop browsers) zooms too.
  const onWheel = (event: { deltaY?: number }) => {
    const next = clampScale(scale * ((event.deltaY ?? 0) < 0 ? 1.2 : 1 / 1.2));
    setScale(next);
    setOffset((current) => clampOffset(current, next, box.current));
  };

  return (
    <View className='picture-viewer'>
      <NavBar theme='transparent' back title={title} className='picture-viewer__nav' />
      <View
        className='picture-viewer__stage'
        data-scale={scale.toFixed(2)}
        onTouchStart={(event) => onTouchStart(touchesOf(event))}
        onTouchMove={(event) => onTouchMove(touchesOf(event))}
        onTouchEnd={(event) => onTouchEnd(touchesOf(event))}
        {...({ onWheel } as object)}
      >
        {failed ? (
          <Text className='picture-viewer__failed'>{WEBVIEW_TEXT.picFailed}</Text>
        ) : (
          <Picture
            alt={title || '图片'}
            className='picture-viewer__image'
            src={url}
            mode='aspectFit'
            style={{ transform: `translate(${offset.x}px, ${offset.y}px) scale(${scale})` }}
            onError={() => setFailed(true)}
          />
        )}
      </View>
      <View className='picture-viewer__bar'>
        <Text className='picture-viewer__hint'>{WEBVIEW_TEXT.zoomHint}</Text>
        <View className='picture-viewer__save' onClick={() => void savePicture(url)}>
          <Text>{WEBVIEW_TEXT.save}</Text>
        </View>
      </View>
    </View>
  );
}
