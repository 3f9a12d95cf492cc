export {
  Table,
  type TableColumn,
  type TableField,
  type TableFieldColumn,
  type TableProps,
  type TableRenderColumn,
  type TableRowKey,
} from './table';
export { type TableFormat, type TableFormatName } from './table-format';
export { useHorizontalOverflow } from './use-horizontal-overflow';
