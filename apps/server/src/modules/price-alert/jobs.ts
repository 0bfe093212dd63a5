import type { FastifyBaseLogger } from 'fastify';
import type { PriceAlertService } from './service';

/**
 * Runs the alert evaluation every `intervalMs` (0: never by itself; tests call runOnce after moving the
 * clock). Runs never overlap: a slow one makes the next tick skip.
 */
export class PriceAlertJobs {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    readonly alerts: PriceAlertService,
    private readonly logger: FastifyBaseLogger,
    private readonly intervalMs: number,
  ) {}

  start(): void {
    if (this.intervalMs <= 0 || this.timer) return;
    this.timer = setInterval(() => {
      if (!this.running) void this.runOnce();
    }, this.intervalMs);
    this.timer.unref();
  }

  /** One evaluation (or the one under way); resolves with how many alerts fired. */
  runOnce(): Promise<number> {
    if (this.running) return this.running;
    this.running = this.alerts
      .evaluate()
      .catch((err: unknown) => {
        this.logger.error({ err }, 'price alert evaluation failed');
        return 0;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
