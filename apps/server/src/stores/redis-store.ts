import type { Redis } from 'ioredis';
import type { KeyValueStore } from './kv-store';

/** INCR and set the expiry on the first hit, atomically (a crash between the two would leak a key). */
const INCREMENT_WITH_WINDOW = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

export class RedisStore implements KeyValueStore {
  private constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  /** Connects eagerly so an unreachable Redis fails the start instead of the first request. */
  static async connect(url: string, prefix: string): Promise<RedisStore> {
    const { Redis } = await import('ioredis');
    const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, connectTimeout: 5_000 });
    redis.on('error', () => {
      // ioredis reconnects by itself; failed commands reject and are answered per request.
    });
    try {
      await redis.connect();
    } catch (error) {
      redis.disconnect();
      throw error;
    }
    return new RedisStore(redis, prefix);
  }

  private key(key: string): string {
    return this.prefix + key;
  }

  async setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    return (await this.redis.set(this.key(key), value, 'PX', ttlMs, 'NX')) === 'OK';
  }

  async remainingMs(key: string): Promise<number> {
    return Math.max(0, await this.redis.pttl(this.key(key)));
  }

  async increment(key: string, ttlMs: number): Promise<number> {
    return Number(await this.redis.eval(INCREMENT_WITH_WINDOW, 1, this.key(key), ttlMs));
  }

  async take(key: string): Promise<string | null> {
    return this.redis.getdel(this.key(key));
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    await this.redis.set(this.key(key), value, 'PX', ttlMs);
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(this.key(key));
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
