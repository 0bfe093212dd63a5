/** Generic input validators (SPEC §5). Each takes the raw input and answers true when it is valid. */

type Input = string | number | null | undefined;

function text(value: Input): string {
  return value === null || value === undefined ? '' : String(value).trim();
}

/** Mainland mobile number: 11 digits starting 13–19. */
export function isMobile(value: Input): boolean {
  return /^1[3-9]\d{9}$/.test(text(value));
}

/** A positive amount with at most 2 decimals. */
export function isAmount(value: Input): boolean {
  const s = text(value);
  return /^(0|[1-9]\d*)(\.\d{1,2})?$/.test(s) && Number(s) > 0;
}

/** Landline: optional area code (0 + 2–3 digits, dash optional), 7–8 digits, optional extension. */
export function isLandline(value: Input): boolean {
  return /^(0\d{2,3}-?)?[1-9]\d{6,7}(-\d{1,6})?$/.test(text(value));
}

export function isEmail(value: Input): boolean {
  return /^[\w.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(text(value));
}

export function isUrl(value: Input): boolean {
  return /^https?:\/\/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*(:\d{1,5})?([/?#][^\s]*)?$/i.test(text(value));
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK_CHARS = '10X98765432';

/** Resident ID card: 18 characters, a real birth date and the GB 11643 check character. */
export function isIdCard(value: Input): boolean {
  const s = text(value).toUpperCase();
  if (!/^[1-9]\d{5}(18|19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{3}[\dX]$/.test(s)) return false;
  if (!isRealDate(Number(s.slice(6, 10)), Number(s.slice(10, 12)), Number(s.slice(12, 14)))) return false;
  const sum = ID_WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(s[i]), 0);
  return ID_CHECK_CHARS[sum % 11] === s[17];
}

/** Mainland licence plate: province, letter, then 5 (6 for new-energy) letters/digits. */
export function isPlate(value: Input): boolean {
  return /^[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼][A-HJ-NP-Z]([A-HJ-NP-Z0-9]{4}[A-HJ-NP-Z0-9挂学警港澳]|[A-HJ-NP-Z0-9]{6})$/
    .test(text(value).toUpperCase());
}

export function isDigits(value: Input): boolean {
  return /^\d+$/.test(text(value));
}

export function isLetters(value: Input): boolean {
  return /^[A-Za-z]+$/.test(text(value));
}

export function isAlnum(value: Input): boolean {
  return /^[A-Za-z0-9]+$/.test(text(value));
}

export function isChinese(value: Input): boolean {
  return /^[\u4e00-\u9fa5]+$/.test(text(value));
}

/** A numeric code of exactly `length` digits (SMS codes: 6). */
export function isCode(value: Input, length = 6): boolean {
  return new RegExp(`^\\d{${length}}$`).test(text(value));
}

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
}

/** 'YYYY-MM-DD' or 'YYYY/MM/DD', optionally with ' HH:mm[:ss]', naming a day that exists. */
export function isDate(value: Input): boolean {
  const match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T]([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?)?$/.exec(text(value));
  return Boolean(match) && isRealDate(Number(match![1]), Number(match![2]), Number(match![3]));
}

/** Text holding a JSON object or array. */
export function isJsonString(value: Input): boolean {
  if (typeof value !== 'string') return false;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null;
  } catch {
    return false;
  }
}

/** The chat's accepted picture types (SPEC §5). */
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'bmp'] as const;
export const VIDEO_EXTENSIONS = ['mp4', 'mov', 'm4v', '3gp', 'avi', 'wmv', 'flv', 'mkv', 'webm', 'mpeg', 'mpg'] as const;

function extensionOf(name: Input): string {
  const s = text(name).split(/[?#]/)[0];
  const dot = s.lastIndexOf('.');
  return dot < 0 ? '' : s.slice(dot + 1).toLowerCase();
}

export function isImageFile(name: Input, extensions: readonly string[] = IMAGE_EXTENSIONS): boolean {
  return extensions.includes(extensionOf(name));
}

export function isVideoFile(name: Input, extensions: readonly string[] = VIDEO_EXTENSIONS): boolean {
  return extensions.includes(extensionOf(name));
}

/** min <= value <= max for a number or numeric text. */
export function inRange(value: Input, min: number, max: number): boolean {
  const s = text(value);
  if (s === '') return false;
  const n = Number(s);
  return Number.isFinite(n) && n >= min && n <= max;
}

/** Nothing entered: null, undefined, blank text, NaN, or an empty array, object, Map or Set. 0 and false are values. */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  if (value instanceof Map || value instanceof Set) return value.size === 0;
  if (typeof value === 'object') return Object.getPrototypeOf(value) === Object.prototype && Object.keys(value).length === 0;
  return false;
}
