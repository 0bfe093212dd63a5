/**
 * A small seeded PRNG for the simulation: a string key (seed, symbol, day, purpose) is hashed to 32 bits
 * (FNV-1a with a final avalanche) and drives mulberry32. Each (symbol, day) has its own stream, so a day's
 * numbers do not depend on which other days or symbols were generated first.
 */

export function hash32(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** mulberry32 over a hashed key: `next()` uniform in [0, 1), `normal()` standard normal (Box-Muller). */
export class Rng {
  private a: number;

  constructor(key: string) {
    this.a = hash32(key);
  }

  next(): number {
    this.a = (this.a + 0x6d2b79f5) | 0;
    let t = Math.imul(this.a ^ (this.a >>> 15), 1 | this.a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  normal(): number {
    return Math.sqrt(-2 * Math.log(1 - this.next())) * Math.cos(2 * Math.PI * this.next());
  }

  /** Mean 0, variance 1, bounded (|x| <= 3): a sum of three uniforms, for the many intraday draws. */
  quickNormal(): number {
    return (this.next() + this.next() + this.next() - 1.5) * 2;
  }
}

export function rng(key: string): Rng {
  return new Rng(key);
}
