import { DecisionListPage } from './lists';

/** 认证监督 (rzjd/SupervisionList). */
export default function SupervisionListPageRoute() {
  return <DecisionListPage kind="supervision" />;
}
