import { describe, expect, it } from 'vitest';
import {
  clampZoom, formatPoint, openLocationQuery, panBy, parseCoordinate, pointFromQuery, project, tileSvg, unproject, viewportPosition,
  visibleTiles, wrapLongitude,
} from './model';

describe('local map arithmetic', () => {
  it('projects and unprojects Web Mercator points', () => {
    const point = { latitude: 31.230416, longitude: 121.473701 };
    const back = unproject(project(point, 15), 15);
    expect(back.latitude).toBeCloseTo(point.latitude, 9);
    expect(back.longitude).toBeCloseTo(point.longitude, 9);
    expect(project({ latitude: 0, longitude: 0 }, 0)).toEqual({ x: 128, y: 128 });
  });

  it('follows the finger: dragging right shows what lies west', () => {
    const moved = panBy({ latitude: 0, longitude: 0 }, 1, 128, 0);
    expect(moved.longitude).toBeCloseTo(-90, 9);
    expect(panBy({ latitude: 10, longitude: 0 }, 3, 0, 50).latitude).toBeGreaterThan(10);
    expect(wrapLongitude(190)).toBe(-170);
    expect(wrapLongitude(-180)).toBe(-180);
  });

  it('lists the tiles that cover the viewport, wrapping round the world', () => {
    const tiles = visibleTiles({ latitude: 0, longitude: 179.99 }, 2, 375, 320);
    expect(tiles.map((tile) => tile.x).sort()).toContain(0);
    expect(tiles.every((tile) => tile.left < 375 && tile.left + 256 > 0 && tile.top < 320 && tile.top + 256 > 0)).toBe(true);
    expect(viewportPosition({ latitude: 5, longitude: 5 }, { latitude: 5, longitude: 5 }, 10, 300, 200)).toEqual({ left: 150, top: 100 });
    expect(clampZoom(30)).toBe(18);
    expect(clampZoom(0.2)).toBe(3);
  });

  it('draws the same tile the same way, with nothing from outside', () => {
    expect(tileSvg(3, 4, 15)).toBe(tileSvg(3, 4, 15));
    expect(tileSvg(3, 4, 15)).not.toBe(tileSvg(4, 4, 15));
    expect(tileSvg(3, 4, 15)).not.toMatch(/href|url\(/);
  });
});

describe('coordinates from people and queries', () => {
  it('accepts numbers in range only', () => {
    expect(parseCoordinate('31.230416', 'latitude')).toBe(31.230416);
    expect(parseCoordinate('-180', 'longitude')).toBe(-180);
    for (const bad of ['95', 'abc', '', '1e3', '31.2.3', ' ', 'NaN']) expect(parseCoordinate(bad, 'latitude')).toBeNull();
    expect(parseCoordinate('181', 'longitude')).toBeNull();
    expect(pointFromQuery({ latitude: '31.2', longitude: '121.4' })).toEqual({ latitude: 31.2, longitude: 121.4 });
    expect(pointFromQuery({ latitude: '31.2' })).toBeNull();
  });

  it('writes the open-location query and a readable point', () => {
    expect(openLocationQuery({ latitude: 31.24, longitude: 121.4, name: '公司 前台', address: '' })).toBe('latitude=31.240000&longitude=121.400000&name=%E5%85%AC%E5%8F%B8%20%E5%89%8D%E5%8F%B0');
    expect(formatPoint({ latitude: -33.5, longitude: -70.25 })).toBe('33.500000°S, 70.250000°W');
  });
});
