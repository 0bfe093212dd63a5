import { expect, it, vi } from 'vitest';
import { PriceAlertService } from '../src/modules/price-alert/service';

/**
 * With MARKET_CLOCK_START the market runs on its own clock (development, browser tests): whether alerts are
 * evaluated follows that clock, like the quotes, not the app's (which may be at night while the simulated
 * market trades).
 */
it('asks the calendar about the market clock, not the app clock', async () => {
  const session = vi.fn((at: number) => ({ state: at === 2_000 ? 'closed' : 'trading' }));
  const service = new PriceAlertService({
    db: {} as never,
    market: { calendar: { session } } as never,
    pushes: {} as never,
    notifier: {} as never,
    logger: {} as never,
    now: () => 1_000,
    marketNow: () => 2_000,
  });
  expect(await service.evaluate()).toBe(0);
  expect(session).toHaveBeenCalledWith(2_000);
  expect(session).not.toHaveBeenCalledWith(1_000);
});
