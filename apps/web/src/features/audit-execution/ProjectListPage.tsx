import { isClientUser } from '@cb/domain';
import { Tabs } from 'antd';
import { useNavigate } from 'react-router';
import { ListPage } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { useSession } from '../../shared/stores/session';
import { type ExecutionProjectRow, executionApi, type ProjectFilters } from './api';
import { NcList } from './NcList';
import { projectColumns, projectFilters, projectSearchFields } from './ProjectList.data';
import { ASSIST_PROJECT_LIST_SETTING_KEY, PROJECT_LIST_SETTING_KEY } from './queries';
import { executionTexts } from './texts';

/** 审核项目 (shxm/ProjectList, `/shxm/project`): every audit project with its status label. */
export function ProjectList({ assist = false }: { assist?: boolean }) {
  const { t } = executionTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();
  const client = useSession((s) => isClientUser(s.roles));
  const exportable = assist ? can('assist:project:export') : can('shxm:project:export');
  const list = (
    <ListPage<ExecutionProjectRow, ProjectFilters>
      settingKey={assist ? ASSIST_PROJECT_LIST_SETTING_KEY : PROJECT_LIST_SETTING_KEY}
      columns={projectColumns({ t, can, navigate, client })}
      fetchPage={executionApi.list}
      toFilters={(v) => projectFilters(v) as ProjectFilters}
      onExport={exportable ? executionApi.exportList : undefined}
      searchFields={projectSearchFields(t, { client })}
    />
  );
  return (
    <div className="cb-page">
      {assist ? (
        list
      ) : (
        <Tabs
          items={[
            { key: 'projects', label: t('list.projects'), children: list },
            { key: 'ncs', label: t('list.ncs'), children: <NcList /> },
          ]}
        />
      )}
    </div>
  );
}

export default function ProjectListPage() {
  return <ProjectList />;
}
