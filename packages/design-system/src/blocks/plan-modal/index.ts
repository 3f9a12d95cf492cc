export { PlanModal, defaultPlanModalLabels, type PlanModalLabels, type PlanModalProps } from './plan-modal';
export { PlanCard, planCardVariants, type PlanCardProps } from './plan-card';
export {
  dataDeductionPerHour,
  defaultBasicPlan,
  defaultPlans,
  defaultPremiumPlan,
  type PlanCardData,
  type PlanId,
} from './plan-data';
