import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Goods, Invoice, OrderDetail } from '@caixue/contract';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { pathOf, screenshot } from '../support/browser';
import { usePeople, ZHAO } from '../support/content';
import { field, shown, shownText } from '../support/flows';
import { useHarness } from '../support/harness';
import { Api } from '../support/api';
import { pause, still } from '../support/settle';

/**
 * Invoices and the PDF viewer (issue 14): 赵六 has a paid order (bought through the API and the
 * development cashier), applies for a company invoice with a valid 统一社会信用代码 (a wrong check
 * digit is refused inline first), sees 已开具, opens the PDF in the viewer (pdf.js draws the page into
 * a canvas, 1 / 1 页), zooms, and downloads it with progress to 下载成功; the downloaded file's text
 * names the buyer and the amount in figures and capitals.
 */
const harness = useHarness();
const { person } = usePeople(harness);
const INVOICE_PATH = '/pages/mine/order/invoice/index';
const PDF_PATH = '/pages/pdf/index';
let api: Api;
let token: string;
let orderNo: string;

async function shot(page: Page, name: string): Promise<void> {
  await pause(400);
  await still(page);
  await screenshot(page, name);
}

beforeAll(async () => {
  api = new Api(harness.server.url);
  ({ token } = await api.login(ZHAO.account, ZHAO.password));
  const list = await api.get<Goods[]>('/api/goods/list', { pageNum: 1, pageSize: 100 }, token);
  const goods = (list.rows as Goods[]).find((g) => g.title.startsWith('金牌会员') && Number(g.price) > 0);
  if (!goods) throw new Error('no paid 金牌会员 goods seeded');
  const contract = await api.get<{ version: string }>('/api/order/contract', { goodsId: goods.id }, token);
  const created = await api.post<OrderDetail>('/api/order/create', {
    goodsId: goods.id, quantity: 1, idempotencyKey: `e2e-invoice-${Date.now()}`, contractVersion: contract.data!.version,
  }, token);
  orderNo = created.data!.orderNo;
  expect((await api.post('/api/order/pay', { orderNo, channel: 'dev' }, token)).code).toBe(200);
  const paid = await api.post<OrderDetail>('/api/payment/dev/pay', { orderNo }, token);
  expect(paid.data!.state).toBe('FULFILLED');
});

async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: bytes }).promise;
  const content = await (await doc.getPage(1)).getTextContent();
  await doc.destroy();
  return content.items.map((item) => ('str' in item ? item.str : '')).join('');
}

describe('an invoice for a paid order', () => {
  it('is applied for from the order, issued, opened in the PDF viewer and downloaded', async () => {
    const page = await person(ZHAO);
    await page.goto(`/pages/mine/order/index/index?orderNo=${orderNo}`);
    await shownText(page, '申请发票 / 查看发票 ›').click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(INVOICE_PATH);

    await shown(page, '.invoice-switch__item').filter({ hasText: '单位' }).click();
    await field(page, '请输入单位名称').fill('福建演示科技有限公司');
    const code = field(page, '请输入 18 位统一社会信用代码');
    await code.fill('91350100m000100y44');
    await field(page, '用于接收电子发票').fill('finance@example.com');
    await shown(page, '.invoice-submit').click();
    // A wrong check digit is caught on the page, with the contract's text; nothing was sent.
    await shown(page, '.invoice-field__error').filter({ hasText: '统一社会信用代码不正确' }).waitFor({ timeout: 5_000 });
    expect((await api.get<Invoice | null>(`/api/invoice/get/info/${orderNo}`, {}, token)).data).toBeNull();
    await code.fill('91350100m000100y43');
    expect(await code.inputValue()).toBe('91350100M000100Y43');
    await field(page, '选填').first().fill('福州市鼓楼区演示路 1 号');
    await shot(page, 'invoice-form');
    await shown(page, '.invoice-submit').click();

    await shown(page, '.invoice-banner__state').filter({ hasText: '已开具' }).waitFor({ timeout: 20_000 });
    await shownText(page, '贰佰玖拾捌元整', { exact: false }).waitFor();
    const invoice = (await api.get<Invoice>(`/api/invoice/get/info/${orderNo}`, {}, token)).data!;
    expect(invoice).toMatchObject({ state: 'ISSUED', titleType: 'company', creditCode: '91350100M000100Y43', address: '福州市鼓楼区演示路 1 号' });
    await shownText(page, invoice.invoiceNo).waitFor();
    // The invoice went to the address given (the development mail driver), shown masked.
    await shownText(page, '已发送至 f***@example.com').waitFor({ timeout: 10_000 });
    await shot(page, 'invoice-issued');

    // 下载: progress, then 下载成功; the file is the invoice and its text is readable.
    // Record every label the downloader shows, to see the progress before the result.
    await page.evaluate(() => {
      const labels: string[] = [];
      (window as unknown as { downloaderLabels: string[] }).downloaderLabels = labels;
      const root = document.querySelector('.file-downloader')!;
      new MutationObserver(() => labels.push(root.textContent ?? '')).observe(root, { subtree: true, childList: true, characterData: true });
    });
    const downloading = page.waitForEvent('download');
    await shown(page, '.file-downloader__button').click();
    const download = await downloading;
    await shown(page, '.file-downloader--success').filter({ hasText: '下载成功' }).waitFor({ timeout: 15_000 });
    const labels = await page.evaluate(() => (window as unknown as { downloaderLabels: string[] }).downloaderLabels);
    expect(labels.some((label) => /^下载中( \d{1,3}%)?$/.test(label)), labels.join(' | ')).toBe(true);
    expect(labels.join(' ')).not.toContain('NaN');
    expect(labels.at(-1)).toBe('下载成功');
    expect(download.suggestedFilename()).toBe(`电子发票_${invoice.invoiceNo}.pdf`);
    const text = await pdfText(new Uint8Array(await readFile((await download.path())!)));
    for (const expected of ['福建演示科技有限公司', '91350100M000100Y43', '¥298.00', '贰佰玖拾捌元整', invoice.invoiceNo]) expect(text).toContain(expected);

    // 查看发票: the viewer draws the page into a canvas and shows the page count; zoom redraws it wider.
    await shown(page, '.invoice-actions__primary').filter({ hasText: '查看发票' }).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(PDF_PATH);
    const canvas = shown(page, 'canvas.pdf-viewer__canvas[data-rendered="true"]');
    await canvas.waitFor({ timeout: 20_000 });
    await shownText(page, '1 / 1 页').waitFor();
    const width = (await canvas.boundingBox())!.width;
    expect(width).toBeGreaterThan(300);
    // Something was drawn: the canvas is not blank.
    const inked = await canvas.evaluate((element) => {
      const c = element as HTMLCanvasElement;
      const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i] < 160) dark += 1;
      return dark;
    });
    expect(inked).toBeGreaterThan(1000);
    await shot(page, 'pdf-viewer');
    await page.getByLabel('放大').filter({ visible: true }).click();
    await shownText(page, '125%').waitFor();
    await expect.poll(async () => (await canvas.boundingBox())!.width, { timeout: 10_000 }).toBeGreaterThan(width * 1.2);
  });

  it('the viewer says 链接无效 for a url it may not open, and 加载失败 with 重试 for a file that does not load', async () => {
    const page = await person();
    await page.goto(`${PDF_PATH}?url=${encodeURIComponent('javascript:alert(1)')}`);
    await shownText(page, '链接无效').waitFor({ timeout: 15_000 });
    await page.goto(`${PDF_PATH}?url=${encodeURIComponent('/media/invoices/nothing.pdf')}`);
    await shownText(page, '加载失败', { exact: true }).waitFor({ timeout: 20_000 });
    await shown(page, '.state-panel__action').filter({ hasText: '重试' }).waitFor();
  });
});
