import { Image } from '@tarojs/components';
import qrcode from 'qrcode-generator';

/** The SVG of a QR code for `text` as a data URI (weapp's <image> shows SVG data URIs too). */
export function qrDataUri(text: string, cellSize = 4, margin = 2): string {
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  const side = code.getModuleCount() * cellSize + margin * 2;
  // The mini-program's SVG renderer takes no % units: the background gets the real size.
  const svg = code.createSvgTag({ cellSize, margin, scalable: true }).replace('width="100%" height="100%"', `width="${side}" height="${side}"`);
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A QR code (SPEC §2 "A QR-code component exists"): e.g. WeChat Pay's code_url on a desktop browser. */
export function QrCode({ text, size = 200, className }: { text: string; size?: number; className?: string }) {
  return <Image className={className} src={qrDataUri(text)} style={{ width: `${size}px`, height: `${size}px` }} mode='aspectFit' />;
}
