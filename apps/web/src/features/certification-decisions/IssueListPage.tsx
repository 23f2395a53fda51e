import { Form, Select } from 'antd';
import { useNavigate } from 'react-router';
import {
  ActionLink,
  actionColumn,
  dateTimeColumn,
  type ListColumn,
  ListPage,
  TextFilter,
  textColumn,
} from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { type CertificateTaskRow, decisionsApi, type TaskFilters } from './api';
import { decisionTexts } from './texts';

/** 证书发放 (zsfx/IssueList, `/zsfx/add`): certificates a passed decision is waiting for. */
export default function IssueListPage() {
  const { t } = decisionTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();
  const columns: ListColumn<CertificateTaskRow>[] = [
    textColumn('enterpriseName', t('issue.company'), 220, { ellipsis: true }),
    { key: 'auditTypeName', title: t('issue.auditType'), dataIndex: 'auditTypeName', width: 120 },
    { key: 'note', title: t('issue.decision'), dataIndex: 'note', width: 300, ellipsis: true },
    { key: 'statusName', title: t('issue.status'), dataIndex: 'statusName', width: 90 },
    { key: 'certNo', title: t('issue.certNo'), dataIndex: 'certNo', width: 150 },
    dateTimeColumn('createdAt', t('issue.decided'), { width: 160, sortField: 'createdAt' }),
    actionColumn(t('issue.actions'), 100, (row) =>
      row.status === 0 && can('zsfx:add:add') ? (
        <ActionLink onClick={() => navigate(`/zsfx/add/${row.id}`)}>{t('issue.issue')}</ActionLink>
      ) : row.certificateId ? (
        <ActionLink onClick={() => navigate(`/zsfx/detail/${row.certificateId}`)}>
          {t('issue.view')}
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
            <TextFilter name="enterpriseName" label={t('issue.company')} width={180} maxLength={100} />
            <Form.Item name="status" label={t('issue.status')}>
              <Select
                allowClear
                style={{ width: 110 }}
                options={[
                  { value: 0, label: t('issue.toIssue') },
                  { value: 1, label: t('issue.issued') },
                ]}
              />
            </Form.Item>
          </>
        }
      />
    </div>
  );
}
