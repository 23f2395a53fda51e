import { Descriptions, type DescriptionsProps, Table, type TableProps } from 'antd';

/** A record's fields on a detail page: bordered, small, one to three columns as the page widens. */
export function DetailDescriptions(props: DescriptionsProps) {
  return <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }} {...props} />;
}

/** A record's child rows on a detail page: a small table of them all, without pages. */
export function DetailTable<T extends object>(props: TableProps<T>) {
  return <Table<T> size="small" pagination={false} {...props} />;
}
