export {
  PayAsYouGoCard,
  defaultPayAsYouGoLabels,
  type PayAsYouGoCardProps,
  type PayAsYouGoLabels,
  type PlanAddOn,
} from './pay-as-you-go-card';
