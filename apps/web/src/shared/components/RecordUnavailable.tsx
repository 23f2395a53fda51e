import { ErrorBlock } from './ErrorBlock';

/**
 * What a record page shows when its record cannot be loaded (by HTTP status): the 404 page (or 403)
 * saying why, with the way back to the record's list, never a bare code. Pages holding the failed
 * query pass it to `<ErrorBlock error={…} backTo=… />` directly.
 * @example if (failed) return <RecordUnavailable code={failed} backTo="/xmsl/search" />;
 */
export function RecordUnavailable({ code, backTo }: { code: number; backTo: string }) {
  return <ErrorBlock error={code} backTo={backTo} />;
}
