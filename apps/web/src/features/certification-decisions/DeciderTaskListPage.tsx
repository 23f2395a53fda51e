import { DecisionListPage } from './lists';

/** 认证决定任务 (auditorZone/DeciderTaskList). */
export default function DeciderTaskListPageRoute() {
  return <DecisionListPage kind="mine" />;
}
