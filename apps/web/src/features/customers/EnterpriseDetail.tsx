import { Button, Descriptions, Empty, Table, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatTime } from '../../shared/dateTime';
import { ChangeHistory, DetailPage } from '../../shared/detail';
import { RecordFiles } from '../../shared/files';
import { http } from '../../shared/http';
import { usePermission } from '../../shared/permissions';
import { customersApi, type EnterpriseDetail as Detail, ENTERPRISE_FILES_PREFIX } from './api';
import { capitalText, natureLabel, regionLabel, scaleLabel, siteTypeLabel, statusLabel } from './options';
import { customerTexts } from './texts';

interface ApplicationRow {
  id: string;
  applyNo: string;
  applicationType_dictText: string;
  status_dictText: string;
  receivedDate: string | null;
  standardCodes: string;
}

const APPLICATION_READ = [
  'xmsl:search:detail',
  'xmsl:search:audit',
  'xmsl:update:update',
  'xmsl:download:download',
];

/** The enterprise's applications (the applications area's list, filtered by this enterprise). */
function ApplicationsTab({ enterpriseId }: { enterpriseId: string }) {
  const { t } = customerTexts.useTranslation();
  const can = usePermission();
  const allowed = APPLICATION_READ.some(can);
  const [rows, setRows] = useState<ApplicationRow[] | null>(null);
  useEffect(() => {
    if (!allowed) return;
    http
      .get<{ records: ApplicationRow[] }>(
        '/xmsl/cerApplyApi/list',
        { enterpriseId, pageNo: 1, pageSize: 100 },
        { silent: true },
      )
      .then(
        (page) => setRows(page.records),
        () => setRows([]),
      );
  }, [allowed, enterpriseId]);
  if (!allowed) return <Empty description={t('empty.noApplicationPermission')} />;
  return (
    <div data-testid="enterprise-applications">
      <Table<ApplicationRow>
        rowKey="id"
        size="small"
        loading={rows === null}
        dataSource={rows ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description={t('empty.applications')} /> }}
        columns={[
          {
            title: t('app.applyNo'),
            dataIndex: 'applyNo',
            render: (v: string, row) =>
              can('xmsl:search:detail') ? <Link to={`/xmsl/detail/${row.id}/0`}>{v}</Link> : v,
          },
          { title: t('app.type'), dataIndex: 'applicationType_dictText' },
          { title: t('app.standards'), dataIndex: 'standardCodes' },
          { title: t('app.receivedDate'), dataIndex: 'receivedDate' },
          { title: t('app.status'), dataIndex: 'status_dictText', render: (v: string) => <Tag>{v}</Tag> },
        ]}
      />
    </div>
  );
}

/** The read-only enterprise page (`{edit}` = 0): tabs of its data, related records and history. */
export function EnterpriseDetail({ record }: { record: Detail }) {
  const { t } = customerTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();
  const yesNo = (v: boolean) => (v ? t('yes') : t('no'));
  const loadHistory = useCallback(
    (paging: { pageNo: number; pageSize: number }) => customersApi.history(record.id, paging),
    [record.id],
  );

  const fieldLabels: Record<string, string> = {};
  const fields = [
    'code',
    'name',
    'nameEn',
    'creditCode',
    'natureCode',
    'industryCode',
    'regionCode',
    'countryCode',
    'currency',
    'registeredCapital',
    'legalRepresentative',
    'registeredAddress',
    'registeredAddressEn',
    'officeAddress',
    'officeAddressEn',
    'productionAddress',
    'productionAddressEn',
    'totalHeadcount',
    'scaleLevel',
    'branchCompany',
    'partnerId',
    'status',
    'remark',
  ] as const;
  for (const f of fields) fieldLabels[f] = t(`field.${f}`);
  Object.assign(fieldLabels, {
    siteType: t('site.siteType'),
    address: t('site.address'),
    headcount: t('site.headcount'),
    processes: t('site.processes'),
    isCentralFunction: t('site.isCentralFunction'),
    role: t('contact.role'),
    phone: t('contact.phone'),
    email: t('contact.email'),
    isPrimary: t('contact.isPrimary'),
    deleted: '已删除',
    'enterprise_sites.name': t('site.name'),
    'enterprise_contacts.name': t('contact.name'),
  });

  return (
    <DetailPage
      title={`${t('form.viewTitle')} - ${record.name}`}
      extra={
        <>
          <Button onClick={() => navigate('/khgl/enterprise')}>{t('list.title')}</Button>{' '}
          {can('khgl:enterprise:edit') ? (
            <Button type="primary" onClick={() => navigate(`/khgl/enterprise/edit/${record.id}/1`)}>
              {t('list.edit')}
            </Button>
          ) : null}
        </>
      }
      tabs={[
        {
          key: 'basic',
          label: t('tab.basic'),
          children: (
            <Descriptions
              bordered
              size="small"
              column={{ xs: 1, md: 2, xl: 3 }}
              data-testid="enterprise-basic"
            >
              <Descriptions.Item label={t('field.code')}>{record.code}</Descriptions.Item>
              <Descriptions.Item label={t('field.name')}>{record.name}</Descriptions.Item>
              <Descriptions.Item label={t('field.creditCode')}>{record.creditCode}</Descriptions.Item>
              <Descriptions.Item label={t('field.nameEn')}>{record.nameEn}</Descriptions.Item>
              <Descriptions.Item label={t('field.natureCode')}>
                {natureLabel(record.natureCode)}
              </Descriptions.Item>
              <Descriptions.Item label={t('field.industryCode')}>{record.industryCode}</Descriptions.Item>
              <Descriptions.Item label={t('field.regionCode')}>
                {regionLabel(record.regionCode)}
              </Descriptions.Item>
              <Descriptions.Item label={t('field.registeredCapital')}>
                {capitalText(record.registeredCapital)}
              </Descriptions.Item>
              <Descriptions.Item label={t('field.legalRepresentative')}>
                {record.legalRepresentative}
              </Descriptions.Item>
              <Descriptions.Item label={t('field.totalHeadcount')}>{record.totalHeadcount}</Descriptions.Item>
              <Descriptions.Item label={t('field.scaleLevel')}>
                {scaleLabel(record.scaleLevel)}
              </Descriptions.Item>
              <Descriptions.Item label={t('field.partnerId')}>{record.partnerName}</Descriptions.Item>
              <Descriptions.Item label={t('field.branchCompany')}>{record.branchCompany}</Descriptions.Item>
              <Descriptions.Item label={t('field.status')}>{statusLabel(record.status)}</Descriptions.Item>
              <Descriptions.Item label={t('field.updateTime')}>
                {formatTime(record.updateTime)}
              </Descriptions.Item>
              <Descriptions.Item label={t('field.registeredAddress')} span={3}>
                {record.registeredAddress}
              </Descriptions.Item>
              <Descriptions.Item label={t('field.officeAddress')} span={3}>
                {record.officeAddress}
              </Descriptions.Item>
              <Descriptions.Item label={t('field.productionAddress')} span={3}>
                {record.productionAddress}
              </Descriptions.Item>
              <Descriptions.Item label={t('field.remark')} span={3}>
                {record.remark}
              </Descriptions.Item>
            </Descriptions>
          ),
        },
        {
          key: 'sites',
          label: `${t('tab.sites')} (${record.sites.length})`,
          children: (
            <Table
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={record.sites}
              columns={[
                { title: t('site.siteType'), dataIndex: 'siteType', width: 100, render: siteTypeLabel },
                { title: t('site.name'), dataIndex: 'name' },
                { title: t('site.address'), dataIndex: 'address' },
                { title: t('site.headcount'), dataIndex: 'headcount', width: 80, align: 'right' },
                { title: t('site.processes'), dataIndex: 'processes' },
                {
                  title: t('site.isCentralFunction'),
                  dataIndex: 'isCentralFunction',
                  width: 90,
                  render: yesNo,
                },
              ]}
            />
          ),
        },
        {
          key: 'contacts',
          label: `${t('tab.contacts')} (${record.contacts.length})`,
          children: (
            <Table
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={record.contacts}
              columns={[
                { title: t('contact.name'), dataIndex: 'name' },
                { title: t('contact.role'), dataIndex: 'role' },
                { title: t('contact.phone'), dataIndex: 'phone' },
                { title: t('contact.email'), dataIndex: 'email' },
                { title: t('contact.isPrimary'), dataIndex: 'isPrimary', render: yesNo },
              ]}
            />
          ),
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
        {
          key: 'files',
          label: t('tab.files'),
          children: (
            <RecordFiles
              prefix={ENTERPRISE_FILES_PREFIX}
              recordId={record.id}
              documentTypes={['business_license', 'attachment']}
              editable={can('khgl:enterprise:edit')}
            />
          ),
        },
        {
          key: 'history',
          label: t('tab.history'),
          children: (
            <ChangeHistory
              load={loadHistory}
              fieldLabels={fieldLabels}
              tableLabels={{
                enterprises: t('object.enterprises'),
                enterprise_sites: t('object.enterprise_sites'),
                enterprise_contacts: t('object.enterprise_contacts'),
              }}
              formatValue={(field, value) =>
                field === 'natureCode'
                  ? natureLabel(value)
                  : field === 'regionCode'
                    ? regionLabel(value)
                    : field === 'scaleLevel'
                      ? scaleLabel(value)
                      : field === 'siteType'
                        ? siteTypeLabel(value)
                        : field === 'status'
                          ? statusLabel(value)
                          : undefined
              }
            />
          ),
        },
      ]}
    />
  );
}
