import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { API, type Invoice } from '@caixue/contract';
import { taroMock } from '../../../../test/taro';
import { flush } from '../../../../test/flush';
import { InvoiceScreen } from './InvoiceScreen';

const orderNo = 'CX20261124093015K7Q2M9XA';
const order = { orderNo, title: '金牌会员·月度', amount: '298', amountFen: 29800, state: 'FULFILLED', stateText: '已开通' };
const invoice: Invoice = {
  orderNo, goodsTitle: '金牌会员·月度', titleType: 'personal', title: '林一', creditCode: '', address: '', phone: '', bank: '', account: '',
  email: 'finance@example.com', amountFen: 29800, amount: '298', amountCapitals: '贰佰玖拾捌元整', taxRatePercent: 6, taxFen: 1687,
  state: 'ISSUED', stateText: '已开具', failReason: '', invoiceNo: '26179552279832801331', reversalNo: '', pdfUrl: '/media/invoices/a/b.pdf?exp=1&sig=x',
  reversalPdfUrl: null, fileName: '电子发票_26179552279832801331.pdf', appliedAt: '2026-11-24T01:00:00.000Z', issuedAt: '2026-11-24T01:00:01.000Z',
  reversedAt: null, actions: { retry: false, edit: false }, mail: { state: 'SENT', text: '已发送至 f***@example.com' },
};

function serve(...answers: Invoice['mail'][]) {
  taroMock.storage.set('token', 't');
  taroMock.storage.set('memberId', 6);
  taroMock.setPages(`/pages/mine/order/invoice/index?orderNo=${orderNo}`);
  taroMock.server.on('GET', API.order.info(orderNo), { data: { code: 200, msg: '', data: order } });
  let asked = 0;
  taroMock.server.on('GET', API.invoice.info(orderNo), () => {
    const mail = answers[Math.min(asked, answers.length - 1)];
    asked += 1;
    return { data: { code: 200, msg: '', data: { ...invoice, mail } } };
  });
}

function mailLine(container: HTMLElement) {
  const line = [...container.querySelectorAll('.invoice-line')].find((node) => node.textContent?.startsWith('邮件'));
  return line?.querySelector('.invoice-line__value') ?? null;
}

describe('invoice page: where the e-mail went', () => {
  it('shows the masked address it was sent to', async () => {
    serve({ state: 'SENT', text: '已发送至 f***@example.com' });
    const { container } = render(<InvoiceScreen orderNo={orderNo} />);
    await flush(4);
    expect(mailLine(container)?.textContent).toBe('已发送至 f***@example.com');
    expect(mailLine(container)?.className).toContain('invoice-line__value--sent');
  });

  it('shows a failed send as retried by itself, and nothing before the invoice is issued', async () => {
    serve({ state: 'RETRYING', text: '发送失败，将自动重试' });
    const { container, unmount } = render(<InvoiceScreen orderNo={orderNo} />);
    await flush(4);
    expect(mailLine(container)?.textContent).toBe('发送失败，将自动重试');
    expect(mailLine(container)?.className).toContain('invoice-line__value--retrying');
    unmount();
    serve(null);
    const again = render(<InvoiceScreen orderNo={orderNo} />);
    await flush(4);
    expect(again.container.textContent).toContain('已开具');
    expect(mailLine(again.container)).toBeNull();
  });

  it('asks again while the e-mail is being sent, until it has left', async () => {
    serve({ state: 'SENDING', text: '发送中' }, { state: 'SENT', text: '已发送至 f***@example.com' });
    const { container } = render(<InvoiceScreen orderNo={orderNo} />);
    await flush(4);
    expect(mailLine(container)?.textContent).toBe('发送中');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await flush(4);
    expect(mailLine(container)?.textContent).toBe('已发送至 f***@example.com');
  });
});
