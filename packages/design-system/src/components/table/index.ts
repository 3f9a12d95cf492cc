export { Table, type TableColumn, type TableProps } from './table';
export { useHorizontalOverflow } from './use-horizontal-overflow';
