export { createPaymentProviders, isWechatBrowser, PaymentProviders, type Payer } from './registry';
