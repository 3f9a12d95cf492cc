export { PlanModal, type PlanModalLabels, type PlanModalProps } from './plan-modal';
export { PlanCard, planCardVariants, type PlanCardProps } from './plan-card';
export {
  planCardLooks,
  type PlanCardContent,
  type PlanCardData,
  type PlanCardLook,
  type PlanId,
} from './plan-data';
