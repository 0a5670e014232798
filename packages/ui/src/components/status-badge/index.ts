export {
  normalizePaymentStatus,
  PAYMENT_STATUS_LABELS,
  type PaymentStatus,
  StatusBadge,
  type StatusBadgeProps,
} from './status-badge';
