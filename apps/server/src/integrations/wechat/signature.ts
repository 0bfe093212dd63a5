import { createDecipheriv, createHash } from 'node:crypto';

/**
 * JS-SDK signature (WeChat JS-SDK docs, appendix 1): sha1 over the four fields in this order; the
 * url is the page's full address without its '#' fragment.
 */
export function jsapiSignature(ticket: string, nonceStr: string, timestamp: number, url: string): string {
  const plain = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url.split('#')[0]}`;
  return createHash('sha1').update(plain).digest('hex');
}

/**
 * Mini-program encryptedData (wx.getUserInfo / legacy getPhoneNumber): AES-128-CBC with PKCS#7
 * padding, key = base64 session_key, iv = base64 iv. Answers the parsed JSON, or null when it does
 * not decrypt, is not JSON, or its watermark names another appid.
 */
export function decryptUserData(
  encryptedData: string,
  iv: string,
  sessionKey: string,
  appId: string,
): Record<string, unknown> | null {
  try {
    const key = Buffer.from(sessionKey, 'base64');
    const ivBytes = Buffer.from(iv, 'base64');
    if (key.length !== 16 || ivBytes.length !== 16) return null;
    const decipher = createDecipheriv('aes-128-cbc', key, ivBytes);
    const plain = Buffer.concat([decipher.update(Buffer.from(encryptedData, 'base64')), decipher.final()]).toString('utf8');
    const data = JSON.parse(plain) as Record<string, unknown>;
    const watermark = data.watermark as { appid?: unknown } | undefined;
    if (!data || typeof data !== 'object' || watermark?.appid !== appId) return null;
    return data;
  } catch {
    return null;
  }
}
