// A small stand-in for the `platform` package (about 10 KB gzipped of user-agent tables) in the H5 build.
// Taro's H5 getSystemInfo/getDeviceInfo read only `os` (family, toString), `manufacturer` and `product`
// from it; the app reads the OS family ('iOS', 'Android') through Taro.getSystemInfoSync().platform.
// Same answers as `platform` for phones; desktops get the family only (unit test: platformLite.test.ts).

export interface PlatformInfo {
  os: { family: string | null; version: string | null; architecture: 32 | 64; toString(): string };
  manufacturer: string | null;
  product: string | null;
  ua: string;
  parse: (ua: string) => PlatformInfo;
}

export function parse(ua: string): PlatformInfo {
  let match: RegExpExecArray | null;
  let family: string | null = null;
  let version = '';
  let manufacturer: string | null = null;
  let product: string | null = null;
  if ((match = /\b(iPhone|iPad|iPod)\b.*?\bOS ((?:\d+_)*\d+)/.exec(ua))) {
    family = 'iOS';
    version = match[2].replace(/_/g, '.');
    manufacturer = 'Apple';
    product = match[1];
  } else if ((match = /\bAndroid(?:[ /]([\d.]+))?/.exec(ua))) {
    family = 'Android';
    version = match[1] ?? '';
    const model = /;\s*([^;()]+?)\s+Build\//.exec(ua);
    if (model && !/^(?:wv|Linux|U)$/.test(model[1])) product = model[1];
  } else if ((match = /\bWindows (?:NT )?([\d.]+)?/.exec(ua))) {
    family = 'Windows';
    const nt: Record<string, string> = { '10.0': '10', '6.3': '8.1', '6.2': '8', '6.1': '7', '6.0': 'Vista', '5.1': 'XP' };
    version = (match[1] && nt[match[1]]) ?? match[1] ?? '';
  } else if ((match = /\bMac OS X ((?:\d+[_.])*\d+)?/.exec(ua))) {
    family = 'OS X';
    version = (match[1] ?? '').replace(/_/g, '.');
  } else if (/\bCrOS\b/.test(ua)) {
    family = 'Chrome OS';
  } else if (/\b(?:Linux|X11)\b/.test(ua)) {
    family = 'Linux';
  }
  const architecture = /\b(?:AMD|IA|Win|WOW|x86_|x)64\b/i.test(ua) ? 64 : 32;
  const os = {
    family,
    version: version || null,
    architecture,
    toString: () => (family ? `${family}${version ? ` ${version}` : ''}${architecture === 64 ? ' 64-bit' : ''}` : ''),
  } as const;
  return { os, manufacturer, product, ua, parse };
}

export default parse(typeof navigator === 'undefined' ? '' : navigator.userAgent);
