import { useCallback, useEffect, useRef, useState } from 'react';
import Taro, { useDidShow } from '@tarojs/taro';
import { Input, Text, View } from '@tarojs/components';
import {
  INVOICE_RULES, INVOICE_TEXT, invoiceFormErrors, ORDER_TEXT, type Invoice, type InvoiceFormErrors, type InvoiceFormInput, type InvoiceTitleType,
  type OrderDetail,
} from '@caixue/contract';
import { navigateTo } from '@/shared/navigation/navigation';
import { ErrorState } from '@/shared/ui/ErrorState';
import { FileDownloader } from '@/shared/ui/FileDownloader';
import { imageUrl } from '@/shared/ui/imageUrl';
import { LoginGate } from '@/shared/ui/LoginGate';
import { Skeleton } from '@/shared/ui/Skeleton';
import { applyInvoice, fetchInvoice, fetchInvoiceOrder, retryInvoice } from '../api';
import { pdfViewerUrl } from '../pages';
import './InvoiceScreen.scss';

/** While an invoice is being issued the page asks again (the development driver takes under a second). */
const ISSUE_POLL_MS = 1000;
const ISSUE_POLL_ROUNDS = 30;

const EMPTY_FORM: InvoiceFormInput = { titleType: 'personal', title: '', creditCode: '', address: '', phone: '', bank: '', account: '', email: '' };

function dateText(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(new Date(iso).getTime() + 8 * 3_600_000);
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${String(date.getUTCDate()).padStart(2, '0')}`;
}

function Field(props: {
  label: string;
  value: string;
  placeholder: string;
  error?: string;
  maxlength: number;
  required?: boolean;
  type?: 'text' | 'number';
  upper?: boolean;
  name: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  return (
    <View className={`invoice-field${props.error ? ' invoice-field--error' : ''}`}>
      <View className='invoice-field__row'>
        <Text className='invoice-field__label'>
          {props.label}
          {props.required ? <Text className='invoice-field__required'>*</Text> : null}
        </Text>
        <Input
          className='invoice-field__input'
          name={props.name}
          value={props.value}
          type={props.type ?? 'text'}
          maxlength={props.maxlength}
          placeholder={props.placeholder}
          placeholderClass='invoice-field__placeholder'
          onInput={(event) => props.onChange(props.upper ? event.detail.value.toUpperCase() : event.detail.value)}
          onBlur={props.onBlur}
        />
      </View>
      {props.error ? <Text className='invoice-field__error'>{props.error}</Text> : null}
    </View>
  );
}

function InvoiceForm({ order, initial, onApplied }: { order: OrderDetail; initial: InvoiceFormInput; onApplied: (invoice: Invoice) => void }) {
  const [form, setForm] = useState<InvoiceFormInput>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof InvoiceFormInput, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const errors: InvoiceFormErrors = invoiceFormErrors(form);
  const shown = (key: keyof InvoiceFormInput) => (submitted || touched[key] ? errors[key] : undefined);
  const set = (key: keyof InvoiceFormInput) => (value: string) => setForm((previous) => ({ ...previous, [key]: value }));
  const blur = (key: keyof InvoiceFormInput) => () => setTouched((previous) => ({ ...previous, [key]: true }));
  const company = form.titleType === 'company';

  const submit = async () => {
    setSubmitted(true);
    // The errors show under their fields (the form fits one screen).
    if (Object.keys(errors).length > 0) return;
    if (sending) return;
    setSending(true);
    try {
      const trimmed = (value?: string) => (value ?? '').trim();
      onApplied(await applyInvoice({
        orderNo: order.orderNo,
        titleType: form.titleType,
        title: trimmed(form.title),
        email: trimmed(form.email),
        ...(company ? { creditCode: trimmed(form.creditCode), address: trimmed(form.address), phone: trimmed(form.phone), bank: trimmed(form.bank), account: trimmed(form.account) } : {}),
      }));
    } catch {
      // The request layer has shown why.
    } finally {
      setSending(false);
    }
  };

  const types: InvoiceTitleType[] = ['personal', 'company'];
  return (
    <View className='invoice-form'>
      <View className='invoice-card'>
        <View className='invoice-field'>
          <View className='invoice-field__row'>
            <Text className='invoice-field__label'>{INVOICE_TEXT.labels.titleType}</Text>
            <View className='invoice-switch'>
              {types.map((type) => (
                <View
                  key={type}
                  className={`invoice-switch__item${form.titleType === type ? ' invoice-switch__item--on' : ''}`}
                  onClick={() => setForm((previous) => ({ ...previous, titleType: type }))}
                >
                  <Text>{INVOICE_TEXT.titleTypes[type]}</Text>
                </View>
              ))}
            </View>
          </View>
        </View>
        <Field
          name='title'
          label={INVOICE_TEXT.labels.title}
          required
          value={form.title}
          maxlength={INVOICE_RULES.titleMax}
          placeholder={company ? INVOICE_TEXT.placeholders.titleCompany : INVOICE_TEXT.placeholders.titlePersonal}
          error={shown('title')}
          onChange={set('title')}
          onBlur={blur('title')}
        />
        {company ? (
          <>
            <Field name='creditCode' label={INVOICE_TEXT.labels.creditCode} required upper value={form.creditCode ?? ''} maxlength={18} placeholder={INVOICE_TEXT.placeholders.creditCode} error={shown('creditCode')} onChange={set('creditCode')} onBlur={blur('creditCode')} />
            <Field name='address' label={INVOICE_TEXT.labels.address} value={form.address ?? ''} maxlength={INVOICE_RULES.addressMax} placeholder={INVOICE_TEXT.placeholders.optional} error={shown('address')} onChange={set('address')} onBlur={blur('address')} />
            <Field name='phone' label={INVOICE_TEXT.labels.phone} value={form.phone ?? ''} maxlength={INVOICE_RULES.phoneMax} placeholder={INVOICE_TEXT.placeholders.optional} error={shown('phone')} onChange={set('phone')} onBlur={blur('phone')} />
            <Field name='bank' label={INVOICE_TEXT.labels.bank} value={form.bank ?? ''} maxlength={INVOICE_RULES.bankMax} placeholder={INVOICE_TEXT.placeholders.optional} error={shown('bank')} onChange={set('bank')} onBlur={blur('bank')} />
            <Field name='account' label={INVOICE_TEXT.labels.account} value={form.account ?? ''} maxlength={INVOICE_RULES.accountMax} placeholder={INVOICE_TEXT.placeholders.optional} error={shown('account')} onChange={set('account')} onBlur={blur('account')} />
          </>
        ) : null}
      </View>
      <View className='invoice-card'>
        <Field name='email' label={INVOICE_TEXT.labels.email} required value={form.email} maxlength={INVOICE_RULES.emailMax} placeholder={INVOICE_TEXT.placeholders.email} error={shown('email')} onChange={set('email')} onBlur={blur('email')} />
      </View>
      <Text className='invoice-note'>{`电子发票开具后可在本页查看和下载。开票金额为订单实付金额，含增值税 ${INVOICE_RULES.taxRatePercent}%。`}</Text>
      <View className={`invoice-submit${sending ? ' invoice-submit--off' : ''}`} onClick={() => void submit()}>
        <Text>{INVOICE_TEXT.submit}</Text>
      </View>
    </View>
  );
}

function Line({ label, value, mono, tone }: { label: string; value: string; mono?: boolean; tone?: string }) {
  if (!value) return null;
  return (
    <View className='invoice-line'>
      <Text className='invoice-line__label'>{label}</Text>
      <Text className={`invoice-line__value${mono ? ' invoice-line__value--mono' : ''}${tone ? ` invoice-line__value--${tone}` : ''}`}>{value}</Text>
    </View>
  );
}

function InvoiceState({ invoice, onRetry, onEdit }: { invoice: Invoice; onRetry: () => void; onEdit: () => void }) {
  const tone = { APPLIED: 'pending', ISSUED: 'success', FAILED: 'failed', REVERSED: 'closed' }[invoice.state];
  return (
    <View className='invoice-state' data-state={invoice.state}>
      <View className={`invoice-banner invoice-banner--${tone}`}>
        <Text className='invoice-banner__state'>{invoice.stateText}</Text>
        <Text className='invoice-banner__text'>{invoice.state === 'FAILED' && invoice.failReason ? invoice.failReason : INVOICE_TEXT.stateNotes[invoice.state]}</Text>
      </View>
      <View className='invoice-card invoice-card--raised'>
        <Line label={INVOICE_TEXT.labels.title} value={invoice.title} />
        <Line label={INVOICE_TEXT.labels.creditCode} value={invoice.creditCode} mono />
        <Line label={INVOICE_TEXT.labels.amount} value={`¥${invoice.amount}（${invoice.amountCapitals}）`} />
        <Line label={INVOICE_TEXT.labels.email} value={invoice.email} />
        {invoice.mail ? <Line label={INVOICE_TEXT.mail.label} value={invoice.mail.text} tone={invoice.mail.state.toLowerCase()} /> : null}
        <Line label={INVOICE_TEXT.labels.invoiceNo} value={invoice.invoiceNo} mono />
        <Line label={INVOICE_TEXT.labels.issuedAt} value={dateText(invoice.issuedAt)} />
        {invoice.reversalNo ? <Line label='红字发票号码' value={invoice.reversalNo} mono /> : null}
      </View>
      {invoice.pdfUrl ? (
        <View className='invoice-actions'>
          <View className='invoice-actions__primary' onClick={() => void navigateTo(pdfViewerUrl(invoice.pdfUrl!))}>
            <Text>{INVOICE_TEXT.view}</Text>
          </View>
          <FileDownloader className='invoice-actions__download' url={imageUrl(invoice.pdfUrl)} fileName={invoice.fileName} label={INVOICE_TEXT.download} />
          {invoice.reversalPdfUrl ? (
            <View className='invoice-actions__link' onClick={() => void navigateTo(pdfViewerUrl(invoice.reversalPdfUrl!))}>
              <Text>查看红字发票 ›</Text>
            </View>
          ) : null}
        </View>
      ) : null}
      {invoice.state === 'APPLIED' ? <View className='invoice-spinner' /> : null}
      {invoice.actions.retry ? (
        <View className='invoice-actions'>
          <View className='invoice-actions__primary' onClick={onRetry}><Text>{INVOICE_TEXT.retry}</Text></View>
          <View className='invoice-actions__link' onClick={onEdit}><Text>修改开票信息 ›</Text></View>
        </View>
      ) : null}
    </View>
  );
}

function formOf(invoice: Invoice | null): InvoiceFormInput {
  if (!invoice) return EMPTY_FORM;
  const { titleType, title, creditCode, address, phone, bank, account, email } = invoice;
  return { titleType, title, creditCode, address, phone, bank, account, email };
}

function InvoiceLoader({ orderNo }: { orderNo: string }) {
  const [order, setOrder] = useState<OrderDetail | null>(null);
  const [invoice, setInvoice] = useState<Invoice | null>(null);
  const [error, setError] = useState('');
  const [editing, setEditing] = useState(false);
  const alive = useRef(true);
  useEffect(() => () => { alive.current = false; }, []);

  const load = useCallback(() => Promise.all([fetchInvoiceOrder(orderNo), fetchInvoice(orderNo)]).then(
    ([o, i]) => {
      if (!alive.current) return;
      setOrder(o);
      setInvoice(i);
      setError('');
    },
    (e: unknown) => { if (alive.current) setError(e instanceof Error ? e.message : ''); },
  ), [orderNo]);
  useEffect(() => { void load(); }, [load]);
  const shownOnce = useRef(false);
  useDidShow(() => {
    if (shownOnce.current) void load();
    shownOnce.current = true;
  });

  // Issuing (then e-mailing): ask again until it is ISSUED or FAILED and the e-mail has left.
  const issuing = invoice?.state === 'APPLIED' || invoice?.mail?.state === 'SENDING';
  useEffect(() => {
    if (!issuing) return undefined;
    let rounds = 0;
    const timer = setInterval(() => {
      rounds += 1;
      if (rounds > ISSUE_POLL_ROUNDS) { clearInterval(timer); return; }
      void fetchInvoice(orderNo, true).then((next) => { if (alive.current && next) setInvoice(next); }, () => undefined);
    }, ISSUE_POLL_MS);
    return () => clearInterval(timer);
  }, [issuing, orderNo]);

  const retry = async () => {
    try {
      setInvoice(await retryInvoice(orderNo));
    } catch {
      void load();
    }
  };

  if (error && !order) return <ErrorState title='加载失败' message={error} onRetry={() => void load()} />;
  if (!order) {
    return (
      <View className='invoice-screen'>
        <Skeleton rows={2} className='invoice-card' />
        <Skeleton rows={4} className='invoice-card' />
      </View>
    );
  }
  const showForm = (!invoice || editing) && order.state === 'FULFILLED' && order.amountFen > 0;
  return (
    <View className='invoice-screen'>
      <View className='invoice-card invoice-order'>
        <View className='invoice-order__main'>
          <Text className='invoice-order__title'>{order.title}</Text>
          <Text className='invoice-order__meta'>{`${INVOICE_TEXT.labels.orderNo}：${order.orderNo}`}</Text>
          <Text className='invoice-order__meta'>{`${INVOICE_TEXT.labels.content}：${INVOICE_TEXT.content}`}</Text>
        </View>
        <View className='invoice-order__amount'>
          <Text className='invoice-order__amount-label'>{INVOICE_TEXT.labels.amount}</Text>
          <Text className='invoice-order__amount-value'>{`¥${order.amount}`}</Text>
        </View>
      </View>
      {showForm ? (
        <InvoiceForm order={order} initial={formOf(invoice)} onApplied={(applied) => {
          setEditing(false);
          setInvoice(applied);
          // The keyboard may have scrolled the form: show the state from the top.
          void Taro.pageScrollTo({ scrollTop: 0, duration: 0 }).catch(() => undefined);
        }} />
      ) : invoice ? (
        <InvoiceState invoice={invoice} onRetry={() => void retry()} onEdit={() => setEditing(true)} />
      ) : (
        <View className='invoice-empty'>
          <Text className='invoice-empty__text'>{order.amountFen > 0 ? INVOICE_TEXT.orderNotPaid : INVOICE_TEXT.freeOrder}</Text>
          <Text className='invoice-empty__state'>{`订单状态：${order.stateText}`}</Text>
        </View>
      )}
    </View>
  );
}

/** /pages/mine/order/invoice/index?orderNo=: apply for the order's invoice, then its state, view and download. */
export function InvoiceScreen({ orderNo }: { orderNo?: string }) {
  return (
    <LoginGate description='登录后申请发票'>
      {orderNo ? <InvoiceLoader orderNo={orderNo} /> : <ErrorState title={ORDER_TEXT.orderNotFound} message='缺少订单号' />}
    </LoginGate>
  );
}
