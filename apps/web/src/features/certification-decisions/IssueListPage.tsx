import { Form, Select } from 'antd';
import { useNavigate } from 'react-router';
import { currentLocale } from '../../shared/i18n';
import {
  ActionLink,
  actionColumn,
  dateTimeColumn,
  type ListColumn,
  ListPage,
  TextFilter,
} from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { type CertificateTaskRow, decisionsApi, type TaskFilters } from './api';

const en = () => currentLocale() === 'en-US';

/** 证书发放 (zsfx/IssueList, `/zsfx/add`): certificates a passed decision is waiting for. */
export default function IssueListPage() {
  const can = usePermission();
  const navigate = useNavigate();
  const columns: ListColumn<CertificateTaskRow>[] = [
    {
      key: 'enterpriseName',
      title: en() ? 'Company' : '企业名称',
      dataIndex: 'enterpriseName',
      width: 220,
      ellipsis: true,
    },
    { key: 'auditTypeName', title: en() ? 'Audit type' : '审核类型', dataIndex: 'auditTypeName', width: 120 },
    { key: 'note', title: en() ? 'Decision' : '认证决定', dataIndex: 'note', width: 300, ellipsis: true },
    { key: 'statusName', title: en() ? 'Status' : '状态', dataIndex: 'statusName', width: 90 },
    { key: 'certNo', title: en() ? 'Certificate no.' : '证书编号', dataIndex: 'certNo', width: 150 },
    dateTimeColumn('createdAt', en() ? 'Decided' : '决定时间', { width: 160, sortField: 'createdAt' }),
    actionColumn(en() ? 'Actions' : '操作', 100, (row) =>
      row.status === 0 && can('zsfx:add:add') ? (
        <ActionLink onClick={() => navigate(`/zsfx/add/${row.id}`)}>{en() ? 'Issue' : '录入证书'}</ActionLink>
      ) : row.certificateId ? (
        <ActionLink onClick={() => navigate(`/zsfx/detail/${row.certificateId}`)}>
          {en() ? 'View' : '查看'}
        </ActionLink>
      ) : null,
    ),
  ];
  return (
    <div className="cb-page">
      <ListPage<CertificateTaskRow, TaskFilters>
        settingKey="jssd:issue:list"
        columns={columns}
        fetchPage={(q) => decisionsApi.issueTasks({ ...q, status: q.status ?? 0 })}
        searchFields={
          <>
            <TextFilter
              name="enterpriseName"
              label={en() ? 'Company' : '企业名称'}
              width={180}
              maxLength={100}
            />
            <Form.Item name="status" label={en() ? 'Status' : '状态'}>
              <Select
                allowClear
                style={{ width: 110 }}
                options={[
                  { value: 0, label: en() ? 'To issue' : '待发证' },
                  { value: 1, label: en() ? 'Issued' : '已发证' },
                ]}
              />
            </Form.Item>
          </>
        }
      />
    </div>
  );
}
