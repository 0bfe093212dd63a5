import { randomBytes } from 'node:crypto';
import type { ServerEvent } from '@caixue/contract';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { RedisBus } from '../src/live/bus';

const plan = inject('testDb');

/** Two instances on one Redis: each hears every event exactly once, its own without the trip through Redis. */
describe.skipIf(plan.kind !== 'postgres')('live bus over Redis', () => {
  const prefix = `caixue:test:bus:${randomBytes(4).toString('hex')}:`;
  const heard: Array<Array<{ liveId: number; event: ServerEvent }>> = [[], []];
  const buses: RedisBus[] = [];

  beforeAll(async () => {
    if (plan.kind !== 'postgres') return;
    for (let i = 0; i < 2; i += 1) {
      const bus = await RedisBus.connect(plan.redisUrl, prefix, pino({ level: 'silent' }));
      bus.onEvent((liveId, event) => heard[i].push({ liveId, event }));
      buses.push(bus);
    }
  });
  afterAll(async () => {
    for (const bus of buses) await bus.close();
  });

  const until = async (check: () => boolean) => {
    const end = Date.now() + 3_000;
    while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
  };

  it('delivers an event to its own instance before Redis answers, and to the other through Redis, once each', async () => {
    const event: ServerEvent = { type: 'online', liveId: 7, count: 3 };
    buses[0].publish(7, event);
    await Promise.resolve();
    // Heard here within the same turn: no round trip to Redis.
    expect(heard[0]).toEqual([{ liveId: 7, event }]);
    expect(heard[1]).toEqual([]);
    await until(() => heard[1].length > 0);
    expect(heard[1]).toEqual([{ liveId: 7, event }]);

    const back: ServerEvent = { type: 'online', liveId: 8, count: 4 };
    buses[1].publish(8, back);
    await until(() => heard[0].length > 1);
    // Give a late echo of either event time to arrive: none may.
    await new Promise((r) => setTimeout(r, 150));
    expect(heard[0]).toEqual([{ liveId: 7, event }, { liveId: 8, event: back }]);
    expect(heard[1]).toEqual([{ liveId: 7, event }, { liveId: 8, event: back }]);
  });
});
