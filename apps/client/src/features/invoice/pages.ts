/** The invoice page (SPEC §2 mine/order/invoice) and the viewer it opens. */
export const INVOICE_PAGE = '/pages/mine/order/invoice/index';
export const invoicePageUrl = (orderNo: string) => `${INVOICE_PAGE}?orderNo=${encodeURIComponent(orderNo)}`;
/** The PDF viewer (SPEC §2 pdf) for a file url. */
export const pdfViewerUrl = (url: string) => `/pages/pdf/index?url=${encodeURIComponent(url)}`;
