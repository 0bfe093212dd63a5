import { randomInt } from 'node:crypto';
import type { EInvoiceDriver, IssueRequest, IssuedInvoice, ReverseRequest, ReversedInvoice } from './driver';
import { renderInvoicePdf } from './render';

/** A 20-digit number like the 数电票 ones: the year's two digits, then time and randomness. */
function devNumber(now: Date): string {
  const year = String(now.getUTCFullYear() % 100).padStart(2, '0');
  const seconds = String(Math.floor(now.getTime() / 1000) % 1e10).padStart(10, '0');
  return `${year}${seconds}${String(randomInt(0, 1e8)).padStart(8, '0')}`;
}

/** The development driver (the default): numbers made here, the PDF rendered here (./render). */
export class DevEInvoiceDriver implements EInvoiceDriver {
  readonly name = 'dev';

  async issue(request: IssueRequest): Promise<IssuedInvoice> {
    const number = devNumber(request.now);
    const pdf = await renderInvoicePdf({ ...request, number, issuedAt: request.now });
    return { number, issuedAt: request.now, pdf };
  }

  async reverse(request: ReverseRequest): Promise<ReversedInvoice> {
    const number = devNumber(request.now);
    const pdf = await renderInvoicePdf({ ...request, number, issuedAt: request.now, red: { original: request.original, reason: request.reason } });
    return { number, reversedAt: request.now, pdf };
  }
}
