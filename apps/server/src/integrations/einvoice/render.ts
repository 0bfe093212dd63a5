import { createRequire } from 'node:module';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { amountInCapitals } from '@caixue/contract';
import type { IssueRequest } from './driver';
import { SELLER } from './seller';

/**
 * Draws an invoice as a PDF (pdfkit). The Chinese font is Noto Sans SC (Noto Sans Hans, GB 2312
 * coverage, SIL OFL) from the npm package @embedpdf/fonts-sc, installed by `npm install` with no
 * download at run time; pdfkit embeds only the glyphs used (a subset), so a page is about 30-60 KB.
 * Its layout follows the 电子发票（普通发票）: number and date, buyer and seller, the item line with
 * net amount, rate and tax, the total in capitals and figures, remarks.
 */

const requireFrom = createRequire(import.meta.url);
/** The package exports only its JS entry; the fonts sit in its fonts/ folder beside dist/. */
const FONT_DIR = path.join(path.dirname(requireFrom.resolve('@embedpdf/fonts-sc')), '..', 'fonts');
export const FONT_FILES = { regular: path.join(FONT_DIR, 'NotoSansHans-Regular.otf'), bold: path.join(FONT_DIR, 'NotoSansHans-Bold.otf') };

let fonts: Promise<{ regular: Buffer; bold: Buffer }> | null = null;
function loadFonts(): Promise<{ regular: Buffer; bold: Buffer }> {
  fonts ??= Promise.all([readFile(FONT_FILES.regular), readFile(FONT_FILES.bold)]).then(([regular, bold]) => ({ regular, bold }));
  return fonts;
}

export interface RenderInvoice extends IssueRequest {
  number: string;
  issuedAt: Date;
  /** A red-letter (reversal) invoice: negative amounts and the original's number in the remarks. */
  red?: { original: string; reason: string };
}

/** Yuan with two decimals, as the invoice prints them (-298.00 on a red-letter one). */
export const yuan = (fen: number) => `${fen < 0 ? '-' : ''}${(Math.abs(fen) / 100).toFixed(2)}`;

function beijingDate(date: Date): string {
  const shifted = new Date(date.getTime() + 8 * 3_600_000);
  return `${shifted.getUTCFullYear()}年${String(shifted.getUTCMonth() + 1).padStart(2, '0')}月${String(shifted.getUTCDate()).padStart(2, '0')}日`;
}

const INK = '#8b3a1a';
const TEXT = '#222222';
const W = 683;
const H = 420;
const M = 28;

export async function renderInvoicePdf(invoice: RenderInvoice): Promise<Buffer> {
  // pdfkit (with fontkit) loads on the first invoice, not at start: about 0.1 s of every start (issue 18).
  const [{ regular, bold }, { default: PDFDocument }] = await Promise.all([loadFonts(), import('pdfkit')]);
  const doc = new PDFDocument({
    size: [W, H],
    margin: 0,
    info: { Title: `电子发票 ${invoice.number}`, Author: SELLER.name, Subject: invoice.item.name, Creator: 'caixue dev e-invoice driver' },
    pdfVersion: '1.7',
    compress: true,
  });
  doc.registerFont('cn', regular);
  doc.registerFont('cn-bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const sign = invoice.red ? -1 : 1;
  const amountFen = sign * invoice.amountFen;
  const netFen = sign * invoice.netFen;
  const taxFen = sign * invoice.taxFen;

  // Title and the number block.
  const title = invoice.red ? '电子发票（红字普通发票）' : '电子发票（普通发票）';
  doc.font('cn-bold').fontSize(20).fillColor(INK).text(title, 0, M, { width: W, align: 'center' });
  const titleWidth = doc.widthOfString(title);
  const lineY = M + 29;
  doc.moveTo((W - titleWidth) / 2, lineY).lineTo((W + titleWidth) / 2, lineY).lineWidth(1).strokeColor(INK).stroke();
  doc.moveTo((W - titleWidth) / 2, lineY + 3).lineTo((W + titleWidth) / 2, lineY + 3).stroke();
  doc.font('cn').fontSize(9.5).fillColor(INK);
  doc.text('发票号码：', W - M - 200, M + 4, { continued: true }).fillColor(TEXT).text(invoice.number);
  doc.fillColor(INK).text('开票日期：', W - M - 200, M + 20, { continued: true }).fillColor(TEXT).text(beijingDate(invoice.issuedAt));

  // Frame.
  const top = M + 46;
  const bottom = H - M - 26;
  doc.lineWidth(1).strokeColor(INK).rect(M, top, W - 2 * M, bottom - top).stroke();

  // Buyer | seller.
  const partyH = 70;
  const half = (W - 2 * M) / 2;
  doc.moveTo(M, top + partyH).lineTo(W - M, top + partyH).stroke();
  doc.moveTo(M + half, top).lineTo(M + half, top + partyH).stroke();
  const party = (x: number, label: string, name: string, code: string) => {
    doc.moveTo(x + 22, top).lineTo(x + 22, top + partyH).stroke();
    doc.font('cn').fontSize(9).fillColor(INK).text(label, x + 6, top + 6, { width: 11, lineGap: -0.5 });
    doc.fillColor(INK).text('名称：', x + 30, top + 16, { continued: true }).fillColor(TEXT).text(name, { width: half - 40, lineBreak: false, ellipsis: true });
    doc.fillColor(INK).text('统一社会信用代码/纳税人识别号：', x + 30, top + 40, { continued: true }).fillColor(TEXT).text(code || '—');
  };
  party(M, '购买方信息', invoice.buyer.title, invoice.buyer.titleType === 'company' ? invoice.buyer.creditCode : '');
  party(M + half, '销售方信息', SELLER.name, SELLER.creditCode);

  // Item table.
  const columns = [
    { label: '项目名称', width: 190, align: 'left' as const },
    { label: '规格型号', width: 80, align: 'left' as const },
    { label: '单位', width: 34, align: 'center' as const },
    { label: '数量', width: 34, align: 'right' as const },
    { label: '单价', width: 70, align: 'right' as const },
    { label: '金额', width: 70, align: 'right' as const },
    { label: '税率/征收率', width: 58, align: 'right' as const },
    { label: '税额', width: 70, align: 'right' as const },
  ];
  const tableTop = top + partyH + 6;
  const row = (cells: string[], y: number, color: string, font: string) => {
    let x = M + 8;
    doc.font(font).fontSize(9).fillColor(color);
    cells.forEach((cell, i) => {
      doc.text(cell, x, y, { width: columns[i].width - 6, align: columns[i].align, lineBreak: i === 0, height: 24, ellipsis: true });
      x += columns[i].width;
    });
  };
  row(columns.map((c) => c.label), tableTop, INK, 'cn');
  const unit = yuan(netFen);
  row([`*信息技术服务*${invoice.item.name}`, invoice.item.spec, '项', String(invoice.item.quantity), unit, yuan(netFen), `${invoice.taxRatePercent}%`, yuan(taxFen)], tableTop + 18, TEXT, 'cn');
  const sumY = tableTop + 86;
  doc.font('cn').fontSize(9.5).fillColor(INK).text('合　　计', M + 8, sumY);
  const columnX = (index: number) => M + 8 + columns.slice(0, index).reduce((sum, c) => sum + c.width, 0);
  doc.fillColor(TEXT).text(`¥${yuan(netFen)}`, columnX(5), sumY, { width: columns[5].width - 6, align: 'right' });
  doc.text(`¥${yuan(taxFen)}`, columnX(7), sumY, { width: columns[7].width - 6, align: 'right' });

  // Total in capitals and figures.
  const totalTop = sumY + 18;
  doc.moveTo(M, totalTop).lineTo(W - M, totalTop).stroke();
  doc.moveTo(M, totalTop + 28).lineTo(W - M, totalTop + 28).stroke();
  const capitals = `${invoice.red ? '（负数）' : ''}${amountInCapitals(Math.abs(amountFen))}`;
  doc.font('cn').fontSize(10).fillColor(INK).text('价税合计（大写）', M + 8, totalTop + 9);
  doc.font('cn-bold').fillColor(TEXT).text(`⊗ ${capitals}`, M + 110, totalTop + 9);
  doc.font('cn').fillColor(INK).text('（小写）', W - M - 190, totalTop + 9, { continued: true }).font('cn-bold').fillColor(TEXT).text(`¥${yuan(amountFen)}`);

  // Remarks.
  const remarks = [`订单号：${invoice.orderNo}`];
  if (invoice.red) remarks.push(`被红冲蓝字发票号码：${invoice.red.original}（${invoice.red.reason}）`);
  if (invoice.buyer.titleType === 'company') {
    const bank = [invoice.buyer.address, invoice.buyer.phone].filter(Boolean).join(' ');
    const account = [invoice.buyer.bank, invoice.buyer.account].filter(Boolean).join(' ');
    if (bank) remarks.push(`购买方地址、电话：${bank}`);
    if (account) remarks.push(`购买方开户银行及账号：${account}`);
  }
  doc.moveTo(M + 22, totalTop + 28).lineTo(M + 22, bottom).stroke();
  doc.font('cn').fontSize(10).fillColor(INK).text('备注', M + 6, totalTop + 36, { width: 12 });
  doc.font('cn').fontSize(8.5).fillColor(TEXT).text(remarks.join('\n'), M + 30, totalTop + 34, { width: W - 2 * M - 40, lineGap: 2 });

  // Footer: who issued it, and that this driver is for development.
  doc.font('cn').fontSize(9).fillColor(INK).text('开票人：', M, bottom + 8, { continued: true }).fillColor(TEXT).text('财学系统');
  doc.fontSize(8).fillColor('#999999').text('开发环境生成的演示发票，不作报销凭证', 0, bottom + 9, { width: W - M, align: 'right' });

  doc.end();
  return done;
}
