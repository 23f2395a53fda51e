import { AllocationListPage } from './lists';

/** 已分配 (jssd/AjfpDoneList, `/jssd/ajfp/done`). */
export default function AjfpDoneListPageRoute() {
  return <AllocationListPage tab="done" />;
}
