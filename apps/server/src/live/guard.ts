/** Refused frames (malformed, or a token that is no session) one socket may send; then it is closed 4400. */
export const REFUSED_FRAME_BUDGET = 20;
/** Frames one socket may have waiting to be handled; more are dropped and count as refused. */
export const MAX_QUEUED_FRAMES = 64;

/**
 * One socket's allowance: frames are handled one at a time (at most one database lookup in flight per
 * socket), a bounded number wait, and refusals are counted until the budget is spent. A client that
 * works never comes near either bound: it sends a frame per user action and drops its token when told it is no session.
 */
export class FrameBudget {
  private queued = 0;
  private refusals = 0;

  /** A frame arrived: false when too many are waiting (the frame is dropped; count it as refused). */
  admit(): boolean {
    if (this.queued >= MAX_QUEUED_FRAMES) return false;
    this.queued += 1;
    return true;
  }

  /** A frame admitted earlier is handled. */
  done(): void {
    this.queued -= 1;
  }

  /** Counts one refused frame; true once the budget is spent and the socket must be closed. */
  refuse(): boolean {
    this.refusals += 1;
    return this.refusals >= REFUSED_FRAME_BUDGET;
  }
}

/** Live sockets per client address (the TCP peer), up to a limit. */
export class AddressSockets {
  private readonly counts = new Map<string, number>();

  constructor(private readonly limit: number) {}

  /** Takes a place for a new socket of the address; false when it holds `limit` sockets already. */
  take(address: string): boolean {
    const count = this.counts.get(address) ?? 0;
    if (count >= this.limit) return false;
    this.counts.set(address, count + 1);
    return true;
  }

  release(address: string): void {
    const count = (this.counts.get(address) ?? 0) - 1;
    if (count > 0) this.counts.set(address, count);
    else this.counts.delete(address);
  }
}
