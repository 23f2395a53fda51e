import { ProjectList } from './ProjectListPage';

/** 项目一览 (assist/ProjectList, `/assist/project`): the same projects for 综合管理. */
export default function AssistProjectListPage() {
  return <ProjectList assist />;
}
