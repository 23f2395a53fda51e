import { Empty } from 'antd';
import { useCallback } from 'react';
import {
  ChangeHistory,
  DetailActions,
  DetailDescriptions,
  DetailPage,
  DetailTable,
} from '../../shared/detail';
import { recordFilesTab } from '../../shared/files';
import { usePermission } from '../../shared/permissions';
import { customersApi, type EnterpriseDetail as Detail, ENTERPRISE_FILES_PREFIX } from './api';
import {
  APPLICATION_READ,
  applicationColumns,
  basicItems,
  contactColumns,
  historyLabels,
  historyValue,
  siteColumns,
} from './EnterpriseDetail.data';
import { editPath } from './EnterpriseList.data';
import { EnterpriseUsers } from './EnterpriseUsers';
import { useEnterpriseApplications } from './queries';
import { customerTexts } from './texts';

/** The enterprise's applications (the applications area's list, filtered by this enterprise). */
function ApplicationsTab({ enterpriseId }: { enterpriseId: string }) {
  const { t } = customerTexts.useTranslation();
  const can = usePermission();
  const allowed = APPLICATION_READ.some(can);
  const rows = useEnterpriseApplications(enterpriseId, allowed);
  if (!allowed) return <Empty description={t('empty.noApplicationPermission')} />;
  return (
    <div data-testid="enterprise-applications">
      <DetailTable
        rowKey="id"
        loading={!rows.data}
        dataSource={rows.data ?? []}
        locale={{ emptyText: <Empty description={t('empty.applications')} /> }}
        columns={applicationColumns(t, can)}
      />
    </div>
  );
}

/** The read-only enterprise page (`{edit}` = 0): tabs of its data, related records and history. */
export function EnterpriseDetail({ record }: { record: Detail }) {
  const { t } = customerTexts.useTranslation();
  const can = usePermission();
  const loadHistory = useCallback(
    (paging: { pageNo: number; pageSize: number }) => customersApi.history(record.id, paging),
    [record.id],
  );
  const { fieldLabels, tableLabels } = historyLabels(t);

  return (
    <DetailPage
      title={`${t('form.viewTitle')} - ${record.name}`}
      extra={
        <DetailActions
          list="/khgl/enterprise"
          listLabel={t('list.title')}
          edit={can('khgl:enterprise:edit') ? editPath(record.id) : null}
          editLabel={t('list.edit')}
        />
      }
      tabs={[
        {
          key: 'basic',
          label: t('tab.basic'),
          children: <DetailDescriptions data-testid="enterprise-basic" items={basicItems(t, record)} />,
        },
        {
          key: 'sites',
          label: `${t('tab.sites')} (${record.sites.length})`,
          children: <DetailTable rowKey="id" dataSource={record.sites} columns={siteColumns(t)} />,
        },
        {
          key: 'contacts',
          label: `${t('tab.contacts')} (${record.contacts.length})`,
          children: <DetailTable rowKey="id" dataSource={record.contacts} columns={contactColumns(t)} />,
        },
        {
          key: 'consultancies',
          label: t('consultancy.tab'),
          children: (
            <DetailTable
              rowKey="id"
              dataSource={record.consultancies}
              locale={{ emptyText: t('consultancy.empty') }}
              columns={[
                { key: 'partnerName', title: t('consultancy.partner'), dataIndex: 'partnerName' },
                { key: 'startDate', title: t('consultancy.startDate'), dataIndex: 'startDate', width: 130 },
                { key: 'endDate', title: t('consultancy.endDate'), dataIndex: 'endDate', width: 130 },
                { key: 'remark', title: t('consultancy.remark'), dataIndex: 'remark' },
              ]}
            />
          ),
        },
        {
          key: 'users',
          label: t('users.tab'),
          children: <EnterpriseUsers record={record} />,
        },
        {
          key: 'applications',
          label: t('tab.applications'),
          children: <ApplicationsTab enterpriseId={record.id} />,
        },
        {
          key: 'certificates',
          label: t('tab.certificates'),
          children: <Empty description={t('empty.certificates')} />,
        },
        recordFilesTab(t('tab.files'), {
          prefix: ENTERPRISE_FILES_PREFIX,
          recordId: record.id,
          documentTypes: ['business_license', 'attachment'],
          editable: can('khgl:enterprise:edit'),
        }),
        {
          key: 'history',
          label: t('tab.history'),
          children: (
            <ChangeHistory
              load={loadHistory}
              fieldLabels={fieldLabels}
              tableLabels={tableLabels}
              formatValue={historyValue}
            />
          ),
        },
      ]}
    />
  );
}
