/**
 * Electronic invoicing (issue 14). The invoice module talks to a provider only through this
 * interface; `dev` (./dev-driver) renders the PDF locally. A real provider (a tax-control service
 * such as a 全电发票 / 数电票 platform) implements the same two calls: it needs the seller's tax
 * number and credentials, and answers the number the tax authority gave plus the PDF (bytes or a url
 * to fetch once). `requestId` is stable per invoice, so a repeated call after a timeout is the same
 * request at the provider (they all take a serial number for that).
 */

export interface InvoiceBuyer {
  titleType: 'personal' | 'company';
  title: string;
  creditCode: string;
  address: string;
  phone: string;
  bank: string;
  account: string;
  email: string;
}

export interface IssueRequest {
  /** Stable per invoice (our row id based): the provider's idempotency / serial number. */
  requestId: string;
  buyer: InvoiceBuyer;
  /** One line: the goods and its period. */
  item: { name: string; spec: string; quantity: number };
  amountFen: number;
  netFen: number;
  taxFen: number;
  taxRatePercent: number;
  orderNo: string;
  now: Date;
}

export interface IssuedInvoice {
  number: string;
  issuedAt: Date;
  /** The PDF itself, or a url the module downloads once and stores. */
  pdf: Buffer;
}

export interface ReverseRequest extends IssueRequest {
  /** The number of the invoice being reversed (红冲). */
  original: string;
  reason: string;
}

export interface ReversedInvoice {
  /** The red-letter invoice's number. */
  number: string;
  reversedAt: Date;
  pdf: Buffer | null;
}

export class EInvoiceError extends Error {
  constructor(
    message: string,
    /** Shown to the member as the failure reason when it is one of ours (INVOICE_TEXT), else logged only. */
    readonly reason: string,
  ) {
    super(message);
    this.name = 'EInvoiceError';
  }
}

export interface EInvoiceDriver {
  readonly name: string;
  issue(request: IssueRequest): Promise<IssuedInvoice>;
  reverse(request: ReverseRequest): Promise<ReversedInvoice>;
}
