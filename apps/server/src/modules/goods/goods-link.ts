import { createCipheriv, createDecipheriv, createHmac, hkdfSync } from 'node:crypto';

/**
 * Sealed goods ids for link-permission links (SPEC §4: the prompt's button says 产品介绍 when the
 * no-permission link carries encrypted goods ids). The database keeps a menu item's
 * `noPermissionLink` readable (`/pages/goods/list/index?goodsIds=2`); the nav answers seal the ids
 * (`?goodsIds=g1.<token>`) and `GET /api/goods/list?goodsIds=<token>` opens them. A token that
 * does not open (tampered, cut, another server's key) is refused, never guessed at.
 *
 * Token: `g1.` + base64url(iv 12 | AES-256-GCM ciphertext of "1,2" | tag 16). The key is derived
 * (HKDF-SHA256) from the server-only media url secret, never from the request-signing secret the
 * client holds. The iv is an HMAC of the ids under a second derived key (a synthetic iv): the same
 * ids always seal to the same token (stable links, cacheable menus), and different ids never share
 * an iv, which is what GCM needs.
 */

export const SEALED_PREFIX = 'g1.';
/** The list query's token form (the contract's GoodsListQuerySchema accepts it besides plain ids). */
export const SEALED_PATTERN = /^g1\.[A-Za-z0-9_-]{38,800}$/;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const PLAIN_IDS = /^[1-9]\d{0,9}(,[1-9]\d{0,9}){0,49}$/;
/** `goodsIds=<digits>` inside a link's query string. */
const LINK_IDS = /([?&]goodsIds=)([0-9,]+)(?=&|#|$)/;

export class GoodsLinks {
  private readonly key: Buffer;
  private readonly ivKey: Buffer;

  constructor(secret: string) {
    if (secret.length < 32) throw new Error('goods links: the secret must be at least 32 characters');
    this.key = Buffer.from(hkdfSync('sha256', secret, 'caixue', 'goods-ids aes-256-gcm v1', 32));
    this.ivKey = Buffer.from(hkdfSync('sha256', secret, 'caixue', 'goods-ids iv v1', 32));
  }

  /** The token of these ids (1-50 positive ids), e.g. `g1.x7Q…`. */
  seal(ids: readonly number[]): string {
    const plain = [...new Set(ids)].join(',');
    if (!PLAIN_IDS.test(plain)) throw new Error(`goods links: cannot seal "${plain}"`);
    const iv = createHmac('sha256', this.ivKey).update(plain).digest().subarray(0, IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return SEALED_PREFIX + Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
  }

  /** The ids a token names, or null when it does not open (tampered, cut, another key). */
  open(token: string): number[] | null {
    if (!SEALED_PATTERN.test(token)) return null;
    const raw = Buffer.from(token.slice(SEALED_PREFIX.length), 'base64url');
    if (raw.length <= IV_BYTES + TAG_BYTES) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
      const plain = Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]).toString('utf8');
      return PLAIN_IDS.test(plain) ? plain.split(',').map(Number) : null;
    } catch {
      return null;
    }
  }

  /**
   * A link with its plain `goodsIds=1,2` sealed (the nav answers); any other link unchanged, a
   * link whose ids are already sealed too.
   */
  sealLink(link: string): string {
    return link.replace(LINK_IDS, (all, head: string, ids: string) => {
      const list = ids.split(',').filter(Boolean).map(Number);
      const plain = list.join(',');
      return PLAIN_IDS.test(plain) ? `${head}${this.seal(list)}` : all;
    });
  }
}
