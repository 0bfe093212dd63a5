import { LIVE_BATCH_MS, type ServerEvent } from '@caixue/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { FRAME_GRACE_MS, RoomFrames } from '../src/live/frames';

/** A viewer's socket as RoomFrames sees it: open, drained, keeping the frames it is sent. */
function viewer(): { ws: WebSocket; frames: () => number[][] } {
  const sent: string[] = [];
  const ws = { readyState: WebSocket.OPEN, OPEN: WebSocket.OPEN, bufferedAmount: 0, send: (frame: Buffer) => sent.push(frame.toString()) };
  return {
    ws: ws as unknown as WebSocket,
    // Each frame as the online counts it carries (the events' stand-in here).
    frames: () => sent.map((frame) => (JSON.parse(frame) as Array<{ count: number }>).map((event) => event.count)),
  };
}

const event = (count: number): ServerEvent => ({ type: 'online', liveId: 1, count });

function deferred(): { promise: Promise<void>; resolve: () => void; reject: (error: Error) => void } {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('a room frame and the messages being stored when it falls due', () => {
  let room: RoomFrames;
  let seen: ReturnType<typeof viewer>;

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    room = new RoomFrames();
    seen = viewer();
    room.sockets.add(seen.ws);
    // A quiet room sends its first event at once; what follows within the batch interval waits.
    room.enqueue(event(1));
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.frames()).toEqual([[1]]);
  });

  afterEach(() => {
    room.stop();
    vi.useRealTimers();
  });

  it('waits for a store in progress, so the stored message rides in the frame that was due', async () => {
    const store = deferred();
    room.expect(store.promise);
    room.enqueue(event(2));
    await vi.advanceTimersByTimeAsync(LIVE_BATCH_MS);
    expect(seen.frames()).toEqual([[1]]);
    // Stored a few ms after the frame fell due: published (enqueued), then the store settles.
    await vi.advanceTimersByTimeAsync(3);
    room.enqueue(event(3));
    store.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.frames()).toEqual([[1], [2, 3]]);
  });

  it('goes without a store that takes longer than the grace', async () => {
    room.expect(new Promise(() => undefined));
    room.enqueue(event(2));
    await vi.advanceTimersByTimeAsync(LIVE_BATCH_MS + FRAME_GRACE_MS - 1);
    expect(seen.frames()).toEqual([[1]]);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen.frames()).toEqual([[1], [2]]);
  });

  it('waits only for the stores in progress when it fell due, and not for a failed one', async () => {
    const failing = deferred();
    room.expect(failing.promise);
    room.enqueue(event(2));
    await vi.advanceTimersByTimeAsync(LIVE_BATCH_MS);
    // A store that starts while the frame waits does not hold it longer.
    room.expect(new Promise(() => undefined));
    failing.reject(new Error('store failed'));
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.frames()).toEqual([[1], [2]]);
  });

  it('sends at once when nothing is being stored', async () => {
    const store = deferred();
    room.expect(store.promise);
    store.resolve();
    room.enqueue(event(2));
    await vi.advanceTimersByTimeAsync(LIVE_BATCH_MS);
    expect(seen.frames()).toEqual([[1], [2]]);
  });
});
