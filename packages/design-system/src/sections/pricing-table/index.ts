export { PricingTable, type PricingTableProps, type PricingPlan, type PricingRow } from './pricing-table';
