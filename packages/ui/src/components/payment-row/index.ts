export {
  PaymentRow,
  type PaymentRowBankInfo,
  type PaymentRowPayment,
  type PaymentRowProps,
} from './payment-row';
