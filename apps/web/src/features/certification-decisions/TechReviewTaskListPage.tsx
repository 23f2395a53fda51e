import { ReviewTaskListPage } from './lists';

/** 技术审定任务 (auditorZone/TechReviewTaskList). */
export default function TechReviewTaskListPageRoute() {
  return <ReviewTaskListPage />;
}
