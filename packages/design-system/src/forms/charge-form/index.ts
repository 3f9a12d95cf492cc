export {
  ChargeForm,
  defaultChargeFormLabels,
  type ChargeFormLabels,
  type ChargeFormProps,
} from './charge-form';
