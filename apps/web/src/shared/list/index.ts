/**
 * The list building block of every area (import only from lazily loaded pages: it pulls in antd's
 * Table). See ListPage.tsx for the component and columnSettings.ts for the stored column state.
 */

export { ActionLink } from './ActionLink';
export { ConfirmActionButton, type ConfirmActionButtonProps } from './ConfirmActionButton';
export { applyColumnState, type ColumnState, parseColumnState } from './columnSettings';
export { rangeFilters } from './filters';
export {
  defaultFilters,
  type ListColumn,
  ListPage,
  type ListPageHandle,
  type ListPageProps,
  type ListQuery,
  type SortQuery,
} from './ListPage';
export {
  actionColumn,
  actionsColumn,
  DateRangeFilter,
  dateTimeColumn,
  SelectFilter,
  TextFilter,
  textColumn,
} from './parts';
export { blockTexts } from './texts';
