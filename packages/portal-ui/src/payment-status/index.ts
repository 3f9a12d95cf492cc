export {
  PaymentStatus,
  defaultPaymentStatusLabels,
  paymentStatusIconVariants,
  type PaymentStatusKind,
  type PaymentStatusLabels,
  type PaymentStatusProps,
} from './payment-status';
