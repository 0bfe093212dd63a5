/**
 * The system pages /choose-location and /open-location (SPEC §2) without an outside map service: Web
 * Mercator arithmetic and a stylised map drawn here, tile by tile, from nothing but the tile's
 * coordinates (no streets of the real world; the coordinates are real). Pure, for tests.
 */

export const TILE = 256;
export const MIN_ZOOM = 3;
export const MAX_ZOOM = 18;
export const DEFAULT_ZOOM = 15;
/** Web Mercator's latitude limit. */
export const MAX_LATITUDE = 85.05112878;
/** 上海 人民广场, where the picker starts without a point. */
export const DEFAULT_POINT = { latitude: 31.230416, longitude: 121.473701 };

export const LOCATION_TEXT = {
  chooseTitle: '选择位置',
  openTitle: '查看位置',
  latitude: '纬度',
  longitude: '经度',
  name: '地点名称',
  namePlaceholder: '选填，例如：公司前台',
  address: '详细地址',
  addressPlaceholder: '选填，例如：人民大道 200 号',
  confirm: '确定',
  zoomIn: '放大',
  zoomOut: '缩小',
  dragHint: '拖动地图，红色图钉所指即为所选位置',
  badLatitude: '纬度应为 -85 到 85 之间的数字',
  badLongitude: '经度应为 -180 到 180 之间的数字',
  missingPoint: '缺少要查看的位置（latitude、longitude）',
  chosen: '已选择位置',
  copy: '复制坐标',
  copied: '复制成功',
  localMap: '示意地图（本地生成，不含真实街道）',
  pick: '选择位置',
  open: '打开位置',
} as const;

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface ChosenLocation extends GeoPoint {
  name: string;
  address: string;
}

export function clampLatitude(latitude: number): number {
  return Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude));
}

/** Longitude into [-180, 180). */
export function wrapLongitude(longitude: number): number {
  const wrapped = ((((longitude + 180) % 360) + 360) % 360) - 180;
  return Object.is(wrapped, -0) ? 0 : wrapped;
}

export function worldSize(zoom: number): number {
  return TILE * 2 ** zoom;
}

/** World pixel of a point at a zoom (x east from -180°, y south from the top). */
export function project({ latitude, longitude }: GeoPoint, zoom: number): { x: number; y: number } {
  const size = worldSize(zoom);
  const sin = Math.sin((clampLatitude(latitude) * Math.PI) / 180);
  return {
    x: ((wrapLongitude(longitude) + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

export function unproject({ x, y }: { x: number; y: number }, zoom: number): GeoPoint {
  const size = worldSize(zoom);
  const longitude = wrapLongitude((x / size) * 360 - 180);
  const n = Math.PI - (2 * Math.PI * Math.min(size, Math.max(0, y))) / size;
  const latitude = clampLatitude((180 / Math.PI) * Math.atan(Math.sinh(n)));
  return { latitude, longitude };
}

/** The centre after dragging the map by (dx, dy) screen px: the map follows the finger. */
export function panBy(center: GeoPoint, zoom: number, dx: number, dy: number): GeoPoint {
  const at = project(center, zoom);
  return unproject({ x: at.x - dx, y: at.y - dy }, zoom);
}

export function clampZoom(zoom: number): number {
  return Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, Math.round(zoom)));
}

export interface VisibleTile {
  key: string;
  /** Tile column (wrapped round the world) and row. */
  x: number;
  y: number;
  zoom: number;
  /** Its top-left corner in viewport px. */
  left: number;
  top: number;
}

/** The tiles covering a viewport of width × height centred on `center`. */
export function visibleTiles(center: GeoPoint, zoom: number, width: number, height: number): VisibleTile[] {
  const at = project(center, zoom);
  const originX = at.x - width / 2;
  const originY = at.y - height / 2;
  const count = 2 ** zoom;
  const tiles: VisibleTile[] = [];
  for (let ty = Math.floor(originY / TILE); ty <= Math.floor((originY + height) / TILE); ty += 1) {
    if (ty < 0 || ty >= count) continue;
    for (let tx = Math.floor(originX / TILE); tx <= Math.floor((originX + width) / TILE); tx += 1) {
      const x = ((tx % count) + count) % count;
      tiles.push({ key: `${zoom}/${tx}/${ty}`, x, y: ty, zoom, left: tx * TILE - originX, top: ty * TILE - originY });
    }
  }
  return tiles;
}

/** Where a point is in the viewport (for the marker of /open-location). */
export function viewportPosition(point: GeoPoint, center: GeoPoint, zoom: number, width: number, height: number): { left: number; top: number } {
  const a = project(point, zoom);
  const c = project(center, zoom);
  return { left: a.x - c.x + width / 2, top: a.y - c.y + height / 2 };
}

export function formatCoordinate(value: number): string {
  return value.toFixed(6);
}

/** 31.230416°N, 121.473701°E */
export function formatPoint({ latitude, longitude }: GeoPoint): string {
  return `${Math.abs(latitude).toFixed(6)}°${latitude >= 0 ? 'N' : 'S'}, ${Math.abs(longitude).toFixed(6)}°${longitude >= 0 ? 'E' : 'W'}`;
}

/** A latitude or longitude typed or passed in the query; null when it is not a number in range. */
export function parseCoordinate(raw: string | number | undefined | null, kind: 'latitude' | 'longitude'): number | null {
  if (raw === undefined || raw === null) return null;
  const text = String(raw).trim();
  if (!/^[+-]?\d{1,3}(\.\d{1,12})?$/.test(text)) return null;
  const value = Number(text);
  const limit = kind === 'latitude' ? MAX_LATITUDE : 180;
  return value >= -limit && value <= limit ? value : null;
}

/** A point from query values (latitude & longitude), or null. */
export function pointFromQuery(query: Record<string, string | undefined>): GeoPoint | null {
  const latitude = parseCoordinate(query.latitude, 'latitude');
  const longitude = parseCoordinate(query.longitude, 'longitude');
  return latitude === null || longitude === null ? null : { latitude, longitude };
}

/** The query of /open-location for a chosen point. */
export function openLocationQuery(location: ChosenLocation): string {
  const parts = [`latitude=${formatCoordinate(location.latitude)}`, `longitude=${formatCoordinate(location.longitude)}`];
  if (location.name) parts.push(`name=${encodeURIComponent(location.name)}`);
  if (location.address) parts.push(`address=${encodeURIComponent(location.address)}`);
  return parts.join('&');
}

/** A small deterministic generator per tile, so the same tile always looks the same. */
function tileRandom(x: number, y: number, zoom: number): () => number {
  let a = (Math.imul(x + 1, 73856093) ^ Math.imul(y + 1, 19349663) ^ Math.imul(zoom + 1, 83492791)) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LAND = '#f3efe6';
const BLOCK = '#e9e4d8';
const PARK = '#cfe8c4';
const WATER = '#a9d3e6';
const STREET = '#ffffff';
const AVENUE = '#f9d98b';

/**
 * One stylised tile as SVG: blocks between streets (denser as the zoom grows), some parks and
 * water, and an avenue along the tile's edge every few tiles so roads run on across tiles.
 */
export function tileSvg(x: number, y: number, zoom: number): string {
  const random = tileRandom(x, y, zoom);
  const blocks = zoom >= 16 ? 4 : zoom >= 13 ? 3 : zoom >= 9 ? 2 : 1;
  const step = TILE / blocks;
  const street = zoom >= 15 ? 10 : zoom >= 12 ? 6 : 3;
  let body = `<rect width="${TILE}" height="${TILE}" fill="${LAND}"/>`;
  for (let row = 0; row < blocks; row += 1) {
    for (let col = 0; col < blocks; col += 1) {
      const pick = random();
      const fill = pick < 0.1 ? WATER : pick < 0.24 ? PARK : BLOCK;
      const inset = street / 2;
      body += `<rect x="${col * step + inset}" y="${row * step + inset}" width="${step - street}" height="${step - street}" rx="3" fill="${fill}"/>`;
    }
  }
  for (let i = 0; i <= blocks; i += 1) {
    body += `<rect x="${i * step - street / 2}" y="0" width="${street}" height="${TILE}" fill="${STREET}"/>`;
    body += `<rect x="0" y="${i * step - street / 2}" width="${TILE}" height="${street}" fill="${STREET}"/>`;
  }
  // Avenues follow the tile grid (every 3rd column, every 4th row), so they line up across tiles.
  const avenue = street + 4;
  if (x % 3 === 0) body += `<rect x="${-avenue / 2}" y="0" width="${avenue}" height="${TILE}" fill="${AVENUE}"/>`;
  if (y % 4 === 0) body += `<rect x="0" y="${-avenue / 2}" width="${TILE}" height="${avenue}" fill="${AVENUE}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${TILE} ${TILE}" width="${TILE}" height="${TILE}">${body}</svg>`;
}

const tileCache = new Map<string, string>();

export function tileDataUri(x: number, y: number, zoom: number): string {
  const key = `${zoom}/${x}/${y}`;
  let uri = tileCache.get(key);
  if (!uri) {
    uri = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(tileSvg(x, y, zoom))}`;
    if (tileCache.size > 400) tileCache.clear();
    tileCache.set(key, uri);
  }
  return uri;
}
