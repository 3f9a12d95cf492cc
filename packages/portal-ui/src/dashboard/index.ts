export {
  DashboardCard,
  DashboardGrid,
  dashboardCardVariants,
  type DashboardCardProps,
  type DashboardGridProps,
} from './dashboard-card';
export { AccountDetails, type AccountDetailsProps } from './account-details';
export {
  ContactCard,
  DashboardLinkCard,
  UserCard,
  defaultContactCardLabels,
  defaultUserCardLabels,
  type ContactCardLabels,
  type ContactCardProps,
  type DashboardLinkCardProps,
  type UserCardLabels,
  type UserCardProps,
} from './dashboard-cards';
