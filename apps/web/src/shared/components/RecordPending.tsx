import { Skeleton } from 'antd';
import { ErrorBlock } from './ErrorBlock';

/**
 * What a record page shows until its query holds the record: the failure (with 重试 and the way
 * back to `backTo`) or a skeleton while it loads.
 * @example if (application.error || !application.data) return <RecordPending query={application} backTo="/xmsl/search" />;
 */
export function RecordPending({
  query,
  backTo,
}: {
  query: { error: unknown; refetch: () => unknown };
  backTo?: string;
}) {
  if (!query.error) return <Skeleton active />;
  return <ErrorBlock error={query.error} onRetry={() => void query.refetch()} backTo={backTo} />;
}
