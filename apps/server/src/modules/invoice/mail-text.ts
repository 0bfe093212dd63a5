import { amountInCapitals, INVOICE_TEXT } from '@caixue/contract';
import type { MailAttachment } from '../../integrations/mail/mailer';
import { yuan } from '../../integrations/einvoice/render';
import type { InvoiceMailKind } from './mail-repo';
import type { InvoiceWithOrder } from './repo';

/** The e-mail of an issued invoice (PDF attached) or of its reversal (红冲, the red-letter PDF attached). */

export interface InvoiceMailContent {
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
}

/** yyyy-mm-dd in China time. */
function chinaDate(date: Date | null): string {
  if (!date) return '';
  return new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function invoiceMailContent({ invoice, order }: InvoiceWithOrder, kind: InvoiceMailKind, pdf: Buffer | null): InvoiceMailContent {
  const amount = `¥${yuan(invoice.amountFen)}（${amountInCapitals(invoice.amountFen)}）`;
  const reversed = kind === 'REVERSED';
  const subject = `${reversed ? INVOICE_TEXT.mail.reversedSubject : INVOICE_TEXT.mail.issuedSubject}（订单 ${order.orderNo}）`;
  const lead = reversed
    ? `因订单已退款，您的电子发票（发票号码 ${invoice.invoiceNo}）已红冲作废，红字发票${pdf ? '见附件' : '已开具'}。`
    : '您的电子发票已开具，PDF 文件见附件。';
  const rows: [string, string][] = [
    ['订单号', order.orderNo],
    ['发票内容', order.title],
    ['发票抬头', invoice.title],
    ['价税合计', amount],
    ['发票号码', invoice.invoiceNo],
    ['开票日期', chinaDate(invoice.issuedAt)],
    ...(reversed ? ([['红字发票号码', invoice.reversalNo], ['红冲日期', chinaDate(invoice.reversedAt)]] as [string, string][]) : []),
  ];
  const greeting = `${invoice.title}，您好：`;
  const footer = '本邮件由系统自动发送，请勿直接回复。——财学';
  const text = [greeting, '', lead, '', ...rows.map(([label, value]) => `${label}：${value}`), '', footer, ''].join('\n');
  const html = [
    '<!doctype html><html lang="zh-CN"><body style="font-family:sans-serif;color:#222">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(lead)}</p>`,
    '<table cellpadding="4" style="border-collapse:collapse">',
    ...rows.map(([label, value]) => `<tr><td style="color:#666">${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`),
    '</table>',
    `<p style="color:#999;font-size:12px">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('\n');
  const number = reversed ? invoice.reversalNo : invoice.invoiceNo;
  const attachments = pdf ? [{ filename: `${reversed ? '红字发票' : '电子发票'}_${number}.pdf`, content: pdf, contentType: 'application/pdf' }] : [];
  return { subject, text, html, attachments };
}
