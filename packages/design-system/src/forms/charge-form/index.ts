export {
  ChargeForm,
  defaultChargeFormLabels,
  type ChargeFormBuyer,
  type ChargeFormLabels,
  type ChargeFormProps,
} from './charge-form';
