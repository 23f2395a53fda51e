import { NC_GRADES, NC_STATUSES } from '@cb/domain';
import { Tag } from 'antd';
import { useNavigate } from 'react-router';
import { codeLabel } from '../../shared/format/codeTables';
import {
  ActionLink,
  actionColumn,
  type ListColumn,
  ListPage,
  SelectFilter,
  TextFilter,
  textColumn,
} from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { executionApi, type NcFilters, type NcListRow } from './api';
import { auditTypeText, executePath } from './ProjectList.data';
import { NC_LIST_SETTING_KEY } from './queries';
import { executionTexts } from './texts';

/**
 * 不符合项: the nonconformities of the projects the user sees (an enterprise its own, an auditor
 * their teams'), open ones first; paged, sorted and exported by the server (`/shxm/nc/list`).
 */
export function NcList() {
  const { t } = executionTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();
  const exportable = can('shxm:project:export') || can('shxm:project:rectify');
  const columns: ListColumn<NcListRow>[] = [
    textColumn('enterpriseName', t('field.enterprise'), 200, { ellipsis: true, sortField: 'enterpriseName' }),
    {
      key: 'auditType',
      title: t('field.auditType'),
      dataIndex: 'auditType',
      width: 110,
      render: (v: number, row) => `${auditTypeText(v)} ${row.scheme}`,
    },
    { key: 'ncNo', title: t('exec.nc.no'), dataIndex: 'ncNo', width: 80, sortField: 'ncNo' },
    {
      key: 'grade',
      title: t('exec.nc.grade'),
      dataIndex: 'grade',
      width: 80,
      sortField: 'grade',
      render: (v: number) => (
        <Tag color={v === 1 ? 'red' : v === 2 ? 'orange' : 'default'}>{codeLabel(NC_GRADES, v)}</Tag>
      ),
    },
    { key: 'clause', title: t('exec.nc.clause'), dataIndex: 'clause', width: 90 },
    { key: 'department', title: t('exec.nc.department'), dataIndex: 'department', width: 100 },
    { key: 'facts', title: t('exec.nc.facts'), dataIndex: 'facts', width: 240, ellipsis: true },
    {
      key: 'status',
      title: t('exec.nc.status'),
      dataIndex: 'status',
      width: 110,
      sortField: 'status',
      render: (v: number) => (
        <Tag color={v === 3 ? 'green' : v === 2 ? 'red' : 'blue'}>{codeLabel(NC_STATUSES, v)}</Tag>
      ),
    },
    textColumn('dueDate', t('exec.nc.dueDate'), 110, { sortField: 'dueDate' }),
    { key: 'verifiedByName', title: t('exec.nc.verifiedBy'), dataIndex: 'verifiedByName', width: 90 },
    actionColumn(t('field.actions'), 90, (row) => (
      <ActionLink onClick={() => navigate(executePath(row.projectId))}>{t('list.view')}</ActionLink>
    )),
  ];
  return (
    <ListPage<NcListRow, NcFilters>
      settingKey={NC_LIST_SETTING_KEY}
      columns={columns}
      fetchPage={executionApi.ncList}
      onExport={exportable ? executionApi.exportNcList : undefined}
      searchFields={
        <>
          <TextFilter name="enterpriseName" label={t('field.enterprise')} width={180} maxLength={100} />
          <SelectFilter name="grade" label={t('exec.nc.grade')} codes={NC_GRADES} width={110} />
          <SelectFilter name="status" label={t('exec.nc.status')} codes={NC_STATUSES} width={130} />
          <TextFilter name="clause" label={t('exec.nc.clause')} width={120} maxLength={50} />
        </>
      }
    />
  );
}
