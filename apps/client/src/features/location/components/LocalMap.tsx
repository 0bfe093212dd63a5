import { useMemo, useRef } from 'react';
import { Text, View } from '@tarojs/components';
import { LOCATION_TEXT, MAX_ZOOM, MIN_ZOOM, panBy, tileDataUri, TILE, viewportPosition, visibleTiles, type GeoPoint } from '../model';
import './LocalMap.scss';
import { Picture } from '@/shared/ui/Picture';

interface PointerPoint {
  clientX: number;
  clientY: number;
}

export interface LocalMapProps {
  center: GeoPoint;
  zoom: number;
  width: number;
  height: number;
  /** A fixed point to mark (/open-location); without it the pin stands at the centre (the picker). */
  marker?: GeoPoint;
  onCenterChange: (center: GeoPoint) => void;
  onZoomChange: (zoom: number) => void;
}

/** Metres per screen px at a latitude and zoom (Web Mercator). */
function metresPerPixel(latitude: number, zoom: number): number {
  return (156543.03392 * Math.cos((latitude * Math.PI) / 180)) / 2 ** zoom;
}

/** A round length for the scale bar of about 80 px. */
function scaleBar(latitude: number, zoom: number): { width: number; label: string } {
  const perPx = metresPerPixel(latitude, zoom);
  const target = perPx * 80;
  const steps = [5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000];
  const metres = steps.find((step) => step >= target) ?? steps[steps.length - 1];
  return { width: metres / perPx, label: metres >= 1000 ? `${metres / 1000} 公里` : `${metres} 米` };
}

/**
 * The stylised map, drawn here from tile coordinates (model.tileSvg): drag to move it, ± to zoom.
 * Nothing is fetched: the tiles are SVG data URIs.
 */
export function LocalMap({ center, zoom, width, height, marker, onCenterChange, onZoomChange }: LocalMapProps) {
  const tiles = useMemo(() => visibleTiles(center, zoom, width, height), [center, zoom, width, height]);
  const drag = useRef<{ from: PointerPoint; center: GeoPoint } | null>(null);
  const scale = scaleBar(center.latitude, zoom);

  const start = (point: PointerPoint | undefined) => {
    if (point) drag.current = { from: { clientX: point.clientX, clientY: point.clientY }, center };
  };
  const move = (point: PointerPoint | undefined) => {
    const started = drag.current;
    if (!started || !point) return;
    onCenterChange(panBy(started.center, zoom, point.clientX - started.from.clientX, point.clientY - started.from.clientY));
  };
  const end = () => { drag.current = null; };
  const touchOf = (event: unknown) => (event as { touches?: ArrayLike<PointerPoint> }).touches?.[0];
  // Desktop browsers: the mouse drags too (the mini-program has no mouse events).
  const mouse = {
    onMouseDown: (event: PointerPoint) => start(event),
    onMouseMove: (event: PointerPoint & { buttons?: number }) => { if (event.buttons) move(event); else end(); },
    onMouseUp: end,
    onMouseLeave: end,
  };

  const markerAt = marker ? viewportPosition(marker, center, zoom, width, height) : { left: width / 2, top: height / 2 };
  return (
    <View className='local-map' style={{ width: `${width}px`, height: `${height}px` }}>
      <View
        className='local-map__tiles'
        onTouchStart={(event) => start(touchOf(event))}
        onTouchMove={(event) => move(touchOf(event))}
        onTouchEnd={end}
        {...(mouse as object)}
      >
        {tiles.map((tile) => (
          <Picture
            alt=''
            key={tile.key}
            className='local-map__tile'
            src={tileDataUri(tile.x, tile.y, tile.zoom)}
            style={{ left: `${tile.left}px`, top: `${tile.top}px`, width: `${TILE}px`, height: `${TILE}px` }}
          />
        ))}
      </View>
      <View className='local-map__pin' style={{ left: `${markerAt.left}px`, top: `${markerAt.top}px` }} aria-label='图钉'>
        <View className='local-map__pin-head' />
        <View className='local-map__pin-tail' />
      </View>
      <View className='local-map__zoom'>
        <View className='local-map__zoom-button' aria-label={LOCATION_TEXT.zoomIn} data-disabled={zoom >= MAX_ZOOM} onClick={() => onZoomChange(Math.min(MAX_ZOOM, zoom + 1))}><Text>+</Text></View>
        <View className='local-map__zoom-button' aria-label={LOCATION_TEXT.zoomOut} data-disabled={zoom <= MIN_ZOOM} onClick={() => onZoomChange(Math.max(MIN_ZOOM, zoom - 1))}><Text>−</Text></View>
      </View>
      <View className='local-map__scale'>
        <View className='local-map__scale-bar' style={{ width: `${Math.round(scale.width)}px` }} />
        <Text className='local-map__scale-label'>{scale.label}</Text>
      </View>
      <Text className='local-map__note'>{LOCATION_TEXT.localMap}</Text>
    </View>
  );
}
