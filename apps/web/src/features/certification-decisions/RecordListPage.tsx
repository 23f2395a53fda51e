import { ReviewRecordListPage } from './lists';

/** 技术审定记录 (jssd/RecordList). */
export default function RecordListPageRoute() {
  return <ReviewRecordListPage />;
}
