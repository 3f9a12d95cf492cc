export {
  QuickStartCard,
  defaultQuickStartCardLabels,
  type QuickStartCardLabels,
  type QuickStartCardProps,
  type QuickStartCardStep,
} from './quick-start-card';
