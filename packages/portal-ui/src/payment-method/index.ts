export {
  PaymentMethodSection,
  defaultPaymentMethodLabels,
  type PaymentMethodLabels,
  type PaymentMethodOnFile,
  type PaymentMethodSectionProps,
} from './payment-method';
