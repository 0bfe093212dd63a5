/** Random identifiers without crypto.randomUUID, which the mini-program lacks. */
export function randomId(length = 32): string {
  const alphabet = '0123456789abcdefghijklmnopqrstuvwxyz';
  let id = '';
  for (let i = 0; i < length; i += 1) id += alphabet[Math.floor(Math.random() * alphabet.length)];
  return id;
}

const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Random bytes from the platform's secure generator: Web Crypto (H5), wx.getRandomValues (weapp). */
async function secureBytes(count: number): Promise<Uint8Array | null> {
  const webCrypto = (globalThis as { crypto?: { getRandomValues?: (a: Uint8Array) => Uint8Array } }).crypto;
  if (webCrypto?.getRandomValues) return webCrypto.getRandomValues(new Uint8Array(count));
  const wx = (globalThis as { wx?: { getRandomValues?: (o: { length: number; success: (r: { randomValues: ArrayBuffer }) => void; fail: () => void }) => void } }).wx;
  if (wx?.getRandomValues) {
    return new Promise((resolve) => {
      wx.getRandomValues!({ length: count, success: (r) => resolve(new Uint8Array(r.randomValues)), fail: () => resolve(null) });
    });
  }
  return null;
}

/**
 * A URL-safe id of `length` characters (64 symbols, 6 bits each) from a secure generator, for ids
 * others must not guess (idempotency keys); falls back to Math.random only where neither exists.
 */
export async function secureRandomId(length = 32): Promise<string> {
  const bytes = await secureBytes(length);
  let id = '';
  for (let i = 0; i < length; i += 1) {
    const value = bytes ? bytes[i] : Math.floor(Math.random() * 256);
    id += URL_SAFE[value & 63];
  }
  return id;
}
