import { describe, expect, it } from 'vitest';
import { shown, shownText } from '../support/flows';
import { useHarness } from '../support/harness';
import { ZHANG, shot, usePeople } from '../support/content';
import { pathOf } from '../support/browser';

/** The system pages /choose-location and /open-location (issue 17): a locally drawn map, nothing fetched from outside. */
const harness = useHarness();
const { phone } = usePeople(harness);

/** Degrees of longitude per screen px at zoom 15. */
const DEG_PER_PX = 360 / (256 * 2 ** 15);

describe('location pages', () => {
  it('picks a point by dragging the map, names it and shows it on /open-location', async () => {
    const { page } = await phone(ZHANG);
    const outside: string[] = [];
    page.on('request', (request) => { if (!request.url().startsWith(harness.server.url) && !request.url().startsWith('data:')) outside.push(request.url()); });
    await page.goto('/choose-location');
    const readout = shown(page, '.location-readout');
    await readout.waitFor({ timeout: 15_000 });
    expect(await readout.getAttribute('data-latitude')).toBe('31.230416');
    expect(await readout.getAttribute('data-longitude')).toBe('121.473701');
    await expect.poll(() => shown(page, '.local-map__tile').count()).toBeGreaterThanOrEqual(4);

    // Drag the map 120 px to the right and 60 px down: the pin now points west and north of where it was.
    const box = (await shown(page, '.local-map__tiles').boundingBox())!;
    await page.mouse.move(box.x + 100, box.y + 100);
    await page.mouse.down();
    for (let step = 1; step <= 6; step += 1) await page.mouse.move(box.x + 100 + step * 20, box.y + 100 + step * 10);
    await page.mouse.up();
    // The readout follows the drag on the next render: wait for it rather than read it at once.
    await expect.poll(() => readout.getAttribute('data-longitude'), { timeout: 10_000 }).not.toBe('121.473701');
    const longitude = Number(await readout.getAttribute('data-longitude'));
    const latitude = Number(await readout.getAttribute('data-latitude'));
    expect(longitude).toBeCloseTo(121.473701 - 120 * DEG_PER_PX, 5);
    expect(latitude).toBeGreaterThan(31.230416);
    expect(await shown(page, 'input[name="longitude"]').inputValue()).toBe(longitude.toFixed(6));

    // A typed latitude out of range is refused with a message; a good one moves the map.
    await shown(page, 'input[name="latitude"]').fill('95');
    await shown(page, 'input[name="name"]').click();
    await shownText(page, '纬度应为 -85 到 85 之间的数字').waitFor();
    await shown(page, 'input[name="latitude"]').fill('31.24');
    await shown(page, 'input[name="name"]').fill('公司前台');
    await expect.poll(() => readout.getAttribute('data-latitude')).toBe('31.240000');
    await shown(page, 'input[name="address"]').fill('人民大道 200 号');
    await shot(page, 'choose-location');
    await shown(page, '.location-confirm').click();

    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/open-location');
    const card = shown(page, '.location-card');
    await card.waitFor({ timeout: 15_000 });
    await expect.poll(() => card.getAttribute('data-latitude'), { timeout: 10_000 }).toBe('31.240000');
    expect(await card.getAttribute('data-longitude')).toBe(longitude.toFixed(6));
    expect(await card.textContent()).toContain('公司前台');
    expect(await card.textContent()).toContain('人民大道 200 号');
    // The marker stands at the point: the map's centre when opened.
    const map = (await shown(page, '.local-map').boundingBox())!;
    const tail = (await shown(page, '.local-map__pin-tail').boundingBox())!;
    expect(Math.abs(tail.x + tail.width / 2 - (map.x + map.width / 2))).toBeLessThan(2);
    expect(Math.abs(tail.y + tail.height - (map.y + map.height / 2))).toBeLessThan(2);
    await shot(page, 'open-location');
    expect(outside).toEqual([]);
  });

  it('says what is missing when /open-location has no point', async () => {
    const { page } = await phone(ZHANG);
    await page.goto('/open-location?latitude=abc');
    await shownText(page, '缺少要查看的位置（latitude、longitude）').waitFor({ timeout: 15_000 });
  });
});
