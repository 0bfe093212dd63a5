import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { API, type VideoSource } from '@caixue/contract';

/**
 * Signed, expiring URLs of gated media (issue 11, finding 9). The files of items with a module
 * (locked lessons, VIP videos, playbacks, streams, audio of locked news) live under DATA_DIR/media,
 * which the public /uploads route cannot reach. The database stores them as plain `/media/<path>`;
 * a service that answers an item the viewer may open passes its urls through `MediaUrls`, which
 * appends `exp` (unix seconds) and `sig` (HMAC-SHA256 of path and exp with a server-only secret).
 * http/gated-media.ts serves a file only with a valid, unexpired pair. An unsigned `/media/...`
 * url (what a locked item would carry if a service forgot to strip it) opens nothing.
 *
 * Expiry: at least MEDIA_URL_TTL_MS (1 h), rounded up to the next MEDIA_URL_STEP_MS (10 min), so
 * a lesson keeps its Range requests working while it plays and repeated answers within the step
 * give the same url (the browser's cache keeps working). URLs are not bound to the member: the
 * <video> element cannot send a token, and a member who shares a signed url could as well share the
 * downloaded file; the expiry bounds how long such a link works.
 */
export const MEDIA_URL_TTL_MS = 60 * 60_000;
export const MEDIA_URL_STEP_MS = 10 * 60_000;

const PREFIX = `${API.files.media}/`;
const SIG_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const EXP_PATTERN = /^\d{1,12}$/;
/** src="…" attributes of sanitized HTML (sanitize-html always writes double quotes). */
const GATED_SRC = /\b(src|poster)="(\/media\/[^"]*)"/g;

export type MediaCheck = 'ok' | 'expired' | 'invalid';

export function isGatedMediaUrl(url: string): boolean {
  return url.startsWith(PREFIX);
}

/** The path a signature covers: decoded once, so `/media/a b.mp4` and `/media/a%20b.mp4` sign alike. */
function canonicalPath(rawPath: string): string | null {
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return null;
  }
}

export class MediaUrls {
  constructor(
    private readonly secret: string,
    private readonly now: () => number,
  ) {}

  private mac(canonical: string, exp: number): string {
    return createHmac('sha256', this.secret).update(`${canonical}\n${exp}`).digest('base64url');
  }

  /** Unix seconds the urls issued now expire at. */
  expiry(): number {
    return (Math.ceil((this.now() + MEDIA_URL_TTL_MS) / MEDIA_URL_STEP_MS) * MEDIA_URL_STEP_MS) / 1000;
  }

  /** A gated url with its signature; any other url unchanged. Other query parameters are kept. */
  url(url: string): string {
    if (!isGatedMediaUrl(url)) return url;
    const [rawPath] = url.split(/[?#]/, 1);
    const canonical = canonicalPath(rawPath);
    if (canonical === null) return url;
    const exp = this.expiry();
    return `${url}${url.includes('?') ? '&' : '?'}exp=${exp}&sig=${this.mac(canonical, exp)}`;
  }

  sources(list: VideoSource[]): VideoSource[] {
    return list.map((source) => ({ ...source, url: this.url(source.url) }));
  }

  /** Signs the gated src/poster attributes of sanitized HTML (news, course notes, articles). */
  html(html: string): string {
    return html.replace(GATED_SRC, (_all, attribute: string, value: string) => {
      const signed = this.url(value.replace(/&amp;/g, '&')).replace(/&/g, '&amp;');
      return `${attribute}="${signed}"`;
    });
  }

  /**
   * A chat upload's file name stem (32 hex: 16 random, 16 of an HMAC over them and the uploader), so a
   * gated room can later tell that the sender uploaded the picture and take its public copy away.
   */
  uploadStem(memberId: number): string {
    const nonce = randomBytes(8).toString('hex');
    return `${nonce}${this.uploadTag(memberId, nonce)}`;
  }

  /** Whether `stem` (a stored name without extension) came from uploadStem(memberId). */
  uploadedBy(stem: string, memberId: number): boolean {
    if (!/^[0-9a-f]{32}$/.test(stem)) return false;
    return timingSafeEqual(Buffer.from(stem.slice(16)), Buffer.from(this.uploadTag(memberId, stem.slice(0, 16))));
  }

  private uploadTag(memberId: number, nonce: string): string {
    return createHmac('sha256', this.secret).update(`upload\n${memberId}\n${nonce}`).digest('hex').slice(0, 16);
  }

  /** Seconds until `exp` (a checked query value), for the answer's max-age. */
  secondsLeft(exp: string | undefined): number {
    return Math.max(0, Math.floor(Number(exp ?? 0) - this.now() / 1000));
  }

  /** Checks a request for `rawPath` (as in the request line) with its `exp` and `sig` query values. */
  check(rawPath: string, exp: unknown, sig: unknown): MediaCheck {
    if (typeof exp !== 'string' || typeof sig !== 'string' || !EXP_PATTERN.test(exp) || !SIG_PATTERN.test(sig)) return 'invalid';
    const canonical = canonicalPath(rawPath);
    if (canonical === null || !isGatedMediaUrl(canonical)) return 'invalid';
    const expected = Buffer.from(this.mac(canonical, Number(exp)));
    if (!timingSafeEqual(expected, Buffer.from(sig))) return 'invalid';
    return Number(exp) * 1000 > this.now() ? 'ok' : 'expired';
  }
}

/**
 * The signing secret: MEDIA_URL_SECRET when set (instances behind one address must share it),
 * else a random one kept in DATA_DIR/media-url-secret (made on the first start, owner-only), so a
 * restart keeps issued urls working. Never the request-signing secret: the client is built with that.
 */
export async function mediaUrlSecret(configured: string | null, dataDir: string): Promise<string> {
  if (configured !== null) return configured;
  const file = path.join(dataDir, 'media-url-secret');
  const existing = await readFile(file, 'utf8').catch(() => '');
  if (existing.trim().length >= 32) return existing.trim();
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    // 'wx': of two instances starting at once on one data dir, the second reads the first's secret.
    await writeFile(file, secret, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readFile(file, 'utf8')).trim();
  }
  return secret;
}
