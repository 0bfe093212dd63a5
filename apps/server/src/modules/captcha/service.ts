import { createHash, randomUUID } from 'node:crypto';
import { CAPTCHA_TTL_MS, CODE, TEXT, type CaptchaImage } from '@caixue/contract';
import { BizError } from '../../errors';
import type { KeyValueStore } from '../../stores/kv-store';

export interface CaptchaDrawing {
  text: string;
  /** SVG markup. */
  data: string;
}
export type DrawCaptcha = () => Promise<CaptchaDrawing>;

/** svg-captcha parses its font when loaded; importing it on first use keeps that off the start. */
export const drawCaptcha: DrawCaptcha = async () =>
  (await import('svg-captcha')).default.create({
    size: 4,
    noise: 3,
    color: true,
    background: '#fdf2f0',
    ignoreChars: '0oO1ilI', // characters people cannot tell apart
  });

/** Image captcha for the admin-style login: answer kept hashed for 2 minutes, usable once. */
export class CaptchaService {
  constructor(
    private readonly store: KeyValueStore,
    private readonly draw: DrawCaptcha = drawCaptcha,
  ) {}

  private static hash(answer: string): string {
    return createHash('sha256').update(answer.trim().toLowerCase()).digest('hex');
  }

  async create(): Promise<CaptchaImage> {
    const captcha = await this.draw();
    const uuid = randomUUID();
    await this.store.set(`captcha:${uuid}`, CaptchaService.hash(captcha.text), CAPTCHA_TTL_MS);
    return {
      captchaEnabled: true,
      uuid,
      img: `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`,
    };
  }

  /** Throws unless `answer` matches; the captcha is used up either way. */
  async check(uuid: string, answer: string): Promise<void> {
    const expected = await this.store.take(`captcha:${uuid}`);
    if (expected === null) throw new BizError(CODE.badRequest, TEXT.captchaExpired);
    if (expected !== CaptchaService.hash(answer)) throw new BizError(CODE.badRequest, TEXT.captchaInvalid);
  }
}
