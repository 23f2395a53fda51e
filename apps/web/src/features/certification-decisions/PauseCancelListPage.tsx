import { PauseCancelListPage } from './lists';

/** 暂停撤销 (rzjd/PauseCancelList). */
export default function PauseCancelListPageRoute() {
  return <PauseCancelListPage />;
}
