import { randomBytes } from 'node:crypto';
import type { ServerEvent } from '@caixue/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Carries room events to every instance (including this one). In-process without Redis; Redis
 * pub/sub with REDIS_URL, where this instance hears its own events at once and the others through
 * Redis (its own copy coming back is skipped). Redis keeps the order of one publisher's messages,
 * not across publishers: the hub restores per-room sequence order itself (hub.ts).
 */
export interface LiveBus {
  publish(liveId: number, event: ServerEvent): void;
  /** The one receiver of every event published by any instance. */
  onEvent(handler: (liveId: number, event: ServerEvent) => void): void;
  /** Reports this instance's per-room socket counts; answers the other instances' counts, summed. */
  syncPresence(local: Map<number, number>): Promise<Map<number, number>>;
  /**
   * Tells every instance (this one first, synchronously) that a member's tokens were revoked; resolves
   * once the other instances can hear it. Never rejects: a failed publish is logged.
   */
  announceRevocation(memberId: number): Promise<void>;
  /** The one receiver of every revocation announced by any instance. */
  onRevocation(handler: (memberId: number) => void): void;
  close(): Promise<void>;
}

type Handler = (liveId: number, event: ServerEvent) => void;
type RevocationHandler = (memberId: number) => void;

export class MemoryBus implements LiveBus {
  private handler: Handler = () => undefined;
  private revocationHandler: RevocationHandler = () => undefined;

  publish(liveId: number, event: ServerEvent): void {
    queueMicrotask(() => this.handler(liveId, event));
  }

  onEvent(handler: Handler): void {
    this.handler = handler;
  }

  async syncPresence(): Promise<Map<number, number>> {
    return new Map();
  }

  async announceRevocation(memberId: number): Promise<void> {
    this.revocationHandler(memberId);
  }

  onRevocation(handler: RevocationHandler): void {
    this.revocationHandler = handler;
  }

  async close(): Promise<void> {}
}

/** How long an instance's presence report lives without a refresh (it refreshes every 2 s). */
const PRESENCE_TTL_MS = 10_000;

export class RedisBus implements LiveBus {
  private handler: Handler = () => undefined;
  private revocationHandler: RevocationHandler = () => undefined;
  private readonly instanceId = randomBytes(6).toString('hex');
  private readonly channel: string;
  private readonly revocationsChannel: string;
  private readonly instancesKey: string;

  private constructor(
    private readonly pub: Redis,
    private readonly sub: Redis,
    private readonly prefix: string,
    private readonly logger: FastifyBaseLogger,
  ) {
    this.channel = `${prefix}live:events`;
    this.revocationsChannel = `${prefix}live:revocations`;
    this.instancesKey = `${prefix}live:instances`;
  }

  static async connect(url: string, prefix: string, logger: FastifyBaseLogger): Promise<RedisBus> {
    // Loaded here, not at start: a server without Redis never needs the client (issue 18).
    const { Redis } = await import('ioredis');
    const open = async () => {
      const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, connectTimeout: 5_000 });
      redis.on('error', (err) => logger.warn({ err }, 'live bus redis error'));
      await redis.connect();
      return redis;
    };
    const pub = await open();
    let sub: Redis;
    try {
      sub = await open();
    } catch (error) {
      pub.disconnect();
      throw error;
    }
    const bus = new RedisBus(pub, sub, prefix, logger);
    sub.on('message', (channel: string, payload: string) => {
      if (channel === bus.revocationsChannel) bus.receiveRevocation(payload);
      else bus.receive(payload);
    });
    await sub.subscribe(bus.channel, bus.revocationsChannel);
    return bus;
  }

  private receiveRevocation(payload: string): void {
    const memberId = Number(payload);
    if (Number.isSafeInteger(memberId) && memberId > 0) this.revocationHandler(memberId);
  }

  private receive(payload: string): void {
    let parsed: { from?: string; liveId: number; event: ServerEvent };
    try {
      parsed = JSON.parse(payload) as typeof parsed;
    } catch {
      return;
    }
    // This instance's own event was delivered here when it was published.
    if (parsed.from === this.instanceId) return;
    this.handler(parsed.liveId, parsed.event);
  }

  /**
   * Delivers to this instance's viewers without the trip through Redis (under load each hop waits
   * for the event loop, which is busy writing frames), and to the other instances through it.
   */
  publish(liveId: number, event: ServerEvent): void {
    queueMicrotask(() => this.handler(liveId, event));
    const payload = JSON.stringify({ from: this.instanceId, liveId, event });
    this.pub.publish(this.channel, payload).catch((err: unknown) => {
      // Local viewers have it; other instances fill the sequence gap from the database.
      this.logger.error({ err, liveId }, 'live bus publish failed; delivered locally only');
    });
  }

  onEvent(handler: Handler): void {
    this.handler = handler;
  }

  async announceRevocation(memberId: number): Promise<void> {
    // This instance drops the sessions now; its own copy from Redis repeats that harmlessly.
    this.revocationHandler(memberId);
    try {
      await this.pub.publish(this.revocationsChannel, String(memberId));
    } catch (err) {
      // The revocation itself is committed; other instances' caches keep the session until it expires (30 s).
      this.logger.error({ err, memberId }, 'live bus revocation publish failed');
    }
  }

  onRevocation(handler: RevocationHandler): void {
    this.revocationHandler = handler;
  }

  private countsKey(instanceId: string): string {
    return `${this.prefix}live:online:${instanceId}`;
  }

  async syncPresence(local: Map<number, number>): Promise<Map<number, number>> {
    const now = Date.now();
    const own = this.countsKey(this.instanceId);
    const tx = this.pub.multi().del(own);
    const fields: string[] = [];
    for (const [liveId, count] of local) if (count > 0) fields.push(String(liveId), String(count));
    if (fields.length > 0) tx.hset(own, ...fields).pexpire(own, PRESENCE_TTL_MS);
    tx.zadd(this.instancesKey, String(now), this.instanceId)
      .zremrangebyscore(this.instancesKey, 0, now - PRESENCE_TTL_MS)
      .pexpire(this.instancesKey, PRESENCE_TTL_MS * 6)
      .zrange(this.instancesKey, '0', '-1');
    const results = await tx.exec();
    const instances = (results?.at(-1)?.[1] as string[] | undefined) ?? [];
    const others = instances.filter((id) => id !== this.instanceId);
    const totals = new Map<number, number>();
    if (others.length === 0) return totals;
    const reads = this.pub.pipeline();
    for (const id of others) reads.hgetall(this.countsKey(id));
    for (const [err, value] of (await reads.exec()) ?? []) {
      if (err || !value) continue;
      for (const [liveId, count] of Object.entries(value as Record<string, string>)) {
        totals.set(Number(liveId), (totals.get(Number(liveId)) ?? 0) + Number(count));
      }
    }
    return totals;
  }

  async close(): Promise<void> {
    await this.pub
      .multi()
      .del(this.countsKey(this.instanceId))
      .zrem(this.instancesKey, this.instanceId)
      .exec()
      .catch(() => undefined);
    await Promise.all([this.sub.quit().catch(() => this.sub.disconnect()), this.pub.quit().catch(() => this.pub.disconnect())]);
  }
}
