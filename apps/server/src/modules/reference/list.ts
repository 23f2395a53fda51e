/** Paging and allowlisted sorting of the reference lists: the shared helpers of platform/crud. */
export {
  containsPattern,
  orderFor,
  type PageQuery,
  paged,
  type SortColumns,
} from '../../platform/crud/list.ts';
