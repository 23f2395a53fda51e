import { AllocationListPage } from './lists';

/** 待分配 (jssd/AjfpAwaitList, `/jssd/ajfp/await`). */
export default function AjfpAwaitListPageRoute() {
  return <AllocationListPage tab="await" />;
}
