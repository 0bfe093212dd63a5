/**
 * QR codes (SPEC §2 "A QR-code component exists", §5 "QR generation: data required; foreground and
 * background colours must differ"): the matrix from qrcode-generator, drawn as SVG (the component)
 * or on a canvas (the share poster). Pure, so both platforms and the tests share it.
 */
import qrcode from 'qrcode-generator';

export const QR_TEXT = {
  dataRequired: '二维码内容不能为空',
  sameColours: '二维码前景色与背景色不能相同',
  badColour: '二维码颜色格式不正确',
  tooLong: '二维码内容过长',
} as const;

export class QrError extends Error {}

export interface QrOptions {
  /** Dark modules, a #rgb or #rrggbb colour (default black). */
  foreground?: string;
  /** Light modules and the quiet zone (default white). */
  background?: string;
}

/** '#ABC' -> '#aabbcc'; null for anything that is not a hex colour. */
export function normalizeColour(colour: string): string | null {
  const text = colour.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(text)) return text;
  if (/^#[0-9a-f]{3}$/.test(text)) return `#${[...text.slice(1)].map((c) => c + c).join('')}`;
  return null;
}

/** The colours to draw with, or a QrError with the spec's rule in Chinese. */
export function checkQr(data: string | null | undefined, { foreground = '#000000', background = '#ffffff' }: QrOptions = {}): { data: string; foreground: string; background: string } {
  if (!data || !data.trim()) throw new QrError(QR_TEXT.dataRequired);
  const fg = normalizeColour(foreground);
  const bg = normalizeColour(background);
  if (!fg || !bg) throw new QrError(QR_TEXT.badColour);
  if (fg === bg) throw new QrError(QR_TEXT.sameColours);
  return { data, foreground: fg, background: bg };
}

/** The modules of `data` (true = dark), error correction M. */
export function qrMatrix(data: string): boolean[][] {
  const code = qrcode(0, 'M');
  // qrcode-generator's default byte mode writes each char code as one byte: UTF-8 first, so Chinese
  // text and any reader decode the same string.
  code.addData(encodeURIComponent(data).replace(/%([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'Byte');
  try {
    code.make();
  } catch {
    throw new QrError(QR_TEXT.tooLong);
  }
  const count = code.getModuleCount();
  return Array.from({ length: count }, (_, row) => Array.from({ length: count }, (_, col) => code.isDark(row, col)));
}

/** The SVG of a QR code, `margin` modules of quiet zone around it (4 is the standard's). */
export function qrSvg(data: string, options: QrOptions & { margin?: number } = {}): string {
  const { foreground, background } = checkQr(data, options);
  const margin = options.margin ?? 4;
  const matrix = qrMatrix(data);
  const side = matrix.length + margin * 2;
  let path = '';
  matrix.forEach((row, y) => row.forEach((dark, x) => {
    if (dark) path += `M${x + margin} ${y + margin}h1v1h-1z`;
  }));
  // No % units: the mini-program's SVG renderer takes none.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" width="${side * 4}" height="${side * 4}" shape-rendering="crispEdges"><rect width="${side}" height="${side}" fill="${background}"/><path d="${path}" fill="${foreground}"/></svg>`;
}

/** The SVG as a data URI (weapp's <image> shows SVG data URIs too). */
export function qrDataUri(data: string, options: QrOptions & { margin?: number } = {}): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg(data, options))}`;
}

/** Something that draws rectangles: a 2D canvas context on either platform. */
export interface RectPainter {
  fillStyle: string | CanvasGradient | CanvasPattern;
  fillRect(x: number, y: number, width: number, height: number): void;
}

/**
 * Draws the code with its quiet zone into the square at (x, y) of `size` px, centred. Modules are a
 * whole number of half px (whole device pixels at 2×): uneven module widths make cameras misread.
 */
export function drawQr(context: RectPainter, data: string, x: number, y: number, size: number, options: QrOptions & { margin?: number } = {}): void {
  const { foreground, background } = checkQr(data, options);
  const margin = options.margin ?? 4;
  const matrix = qrMatrix(data);
  const modules = matrix.length + margin * 2;
  const cell = Math.max(0.5, Math.floor((size / modules) * 2) / 2);
  const left = x + (size - cell * modules) / 2;
  const top = y + (size - cell * modules) / 2;
  context.fillStyle = background;
  context.fillRect(x, y, size, size);
  context.fillStyle = foreground;
  matrix.forEach((row, r) => row.forEach((dark, c) => {
    if (dark) context.fillRect(left + (c + margin) * cell, top + (r + margin) * cell, cell, cell);
  }));
}
