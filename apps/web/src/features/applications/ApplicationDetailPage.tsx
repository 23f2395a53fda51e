import { eligibilityItemsFor, localize } from '@cb/domain';
import {
  App,
  Button,
  Descriptions,
  Empty,
  Form,
  Input,
  Modal,
  Result,
  Skeleton,
  Space,
  Table,
  Tag,
  Timeline,
} from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { DetailPage } from '../../shared/detail';
import { RecordFiles } from '../../shared/files';
import { isApiError } from '../../shared/http';
import { currentLocale } from '../../shared/i18n';
import { usePermission } from '../../shared/permissions';
import { APPLICATION_DOCUMENT_TYPES } from './ApplyUpdatePage';
import {
  APPLICATION_FILES_PREFIX,
  type ApplicationDetail,
  type ApplicationItem,
  applicationsApi,
  type ChangeRow,
} from './api';
import { formatTime, StatusTag } from './format';
import { applicationTexts } from './texts';
import './applications.css';

/**
 * 申请详情 (xmsl/ApplyDetail, `/xmsl/detail/{applyId}/{operable}`): the route needs
 * xmsl:search:audit or xmsl:search:detail (and so does the server); with `operable` 1 a reviewer
 * holding xmsl:search:audit accepts or returns a submitted application.
 */
export default function ApplicationDetailPage() {
  const { t } = applicationTexts.useTranslation();
  const { message, modal } = App.useApp();
  const can = usePermission();
  const navigate = useNavigate();
  const { applyId = '', operable } = useParams();
  const [record, setRecord] = useState<ApplicationDetail | null>(null);
  const [failed, setFailed] = useState<number | null>(null);
  const [returning, setReturning] = useState(false);
  const [changes, setChanges] = useState<ChangeRow[] | null>(null);
  const [returnForm] = Form.useForm<{ reason: string }>();
  const locale = currentLocale();

  const load = useCallback(() => {
    applicationsApi.get(applyId).then(setRecord, (e: unknown) => setFailed(isApiError(e) ? e.code : 500));
  }, [applyId]);
  useEffect(load, [load]);
  useEffect(() => {
    if (!can('xmsl:change:detail') && !can('xmsl:change:add')) return;
    applicationsApi.changes({ applicationId: applyId, pageNo: 1, pageSize: 100 }).then(
      (page) => setChanges(page.records),
      () => setChanges([]),
    );
  }, [applyId, can]);

  if (failed)
    return <Result status={failed === 403 ? '403' : '404'} title={failed === 403 ? '403' : '404'} />;
  if (!record) return <Skeleton active />;

  const reviewing = operable === '1' && can('xmsl:search:audit') && record.status === 1;
  const accept = () =>
    modal.confirm({
      title: t('detail.acceptConfirm'),
      content: record.applyNo,
      onOk: () =>
        applicationsApi.accept(record.id, record.version).then(
          (saved) => {
            void message.success(t('detail.accepted'));
            setRecord(saved);
          },
          () => {},
        ),
    });
  const withdraw = () =>
    modal.confirm({
      title: t('detail.withdrawConfirm'),
      content: record.applyNo,
      onOk: () =>
        applicationsApi.withdraw(record.id, record.version).then(
          (saved) => {
            void message.success(t('detail.withdrawn'));
            setRecord(saved);
          },
          () => {},
        ),
    });

  const itemColumns = [
    {
      key: 'standard',
      title: t('item.standard'),
      render: (_: unknown, i: ApplicationItem) => `${i.standardName}（${i.standardCode}）`,
      width: 160,
    },
    { key: 'version', title: t('item.standardVersion'), dataIndex: 'standardVersion', width: 120 },
    {
      key: 'scope',
      title: t('item.scopeZh'),
      render: (_: unknown, i: ApplicationItem) => (
        <>
          <div>{i.scopeZh}</div>
          {i.scopeEn ? <div style={{ color: 'var(--cb-color-text-tertiary)' }}>{i.scopeEn}</div> : null}
        </>
      ),
    },
    {
      key: 'codes',
      title: t('item.professionalCodes'),
      render: (_: unknown, i: ApplicationItem) => i.professionalCodes.join('；'),
      width: 120,
    },
    { key: 'risk', title: t('item.riskLevel'), dataIndex: 'riskLevel_dictText', width: 80 },
    {
      key: 'headcount',
      title: t('item.headcount'),
      dataIndex: 'headcount',
      width: 100,
      align: 'right' as const,
    },
    {
      key: 'effective',
      title: t('item.effectivePersonnel'),
      dataIndex: 'effectivePersonnel',
      width: 90,
      align: 'right' as const,
    },
    { key: 'exclusions', title: t('item.exclusions'), dataIndex: 'exclusions', width: 140 },
    { key: 'method', title: t('item.auditMethod'), dataIndex: 'auditMethod_dictText', width: 100 },
    { key: 'systems', title: t('item.systemNumber'), dataIndex: 'systemNumber_dictText', width: 90 },
    {
      key: 'integrated',
      title: t('item.integratedAudit'),
      render: (_: unknown, i: ApplicationItem) => (i.integratedAudit ? t('yes') : t('no')),
      width: 80,
    },
  ];

  const checklist = eligibilityItemsFor(record.applicationType);
  return (
    <>
      <DetailPage
        title={
          <Space>
            {t('detail.title', { no: record.applyNo })}
            <StatusTag status={record.status} />
          </Space>
        }
        extra={
          <Space>
            {reviewing ? (
              <>
                <Button type="primary" onClick={accept} data-testid="apply-accept">
                  {t('detail.accept')}
                </Button>
                <Button danger onClick={() => setReturning(true)} data-testid="apply-return">
                  {t('detail.return')}
                </Button>
              </>
            ) : null}
            {record.editable && (can('xmsl:search:update') || can('xmsl:add:add')) ? (
              <Button onClick={() => navigate(`/xmsl/update?id=${record.id}`)}>{t('detail.edit')}</Button>
            ) : null}
            {[0, 1, 3].includes(record.status) && (can('xmsl:add:submit') || can('xmsl:search:update')) ? (
              <Button onClick={withdraw}>{t('detail.withdraw')}</Button>
            ) : null}
            {record.status === 2 && can('xmsl:change:add') ? (
              <Button onClick={() => navigate(`/xmsl/change/${record.id}`)}>{t('change.add')}</Button>
            ) : null}
          </Space>
        }
        tabs={[
          {
            key: 'basic',
            label: t('detail.basic'),
            children: (
              <>
                <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }}>
                  <Descriptions.Item label={t('field.applyNo')}>{record.applyNo}</Descriptions.Item>
                  <Descriptions.Item label={t('field.enterprise')}>{record.enterpriseName}</Descriptions.Item>
                  <Descriptions.Item label={t('field.creditCode')}>{record.creditCode}</Descriptions.Item>
                  <Descriptions.Item label={t('field.applicationType')}>
                    {record.applicationType_dictText}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('field.receivedDate')}>{record.receivedDate}</Descriptions.Item>
                  <Descriptions.Item label={t('field.partner')}>{record.partnerName}</Descriptions.Item>
                  {record.applicationType === 2 ? (
                    <>
                      <Descriptions.Item label={t('field.originalBody')}>
                        {record.originalBody}
                      </Descriptions.Item>
                      <Descriptions.Item label={t('field.originalCertificateNo')}>
                        {record.originalCertificateNo}
                      </Descriptions.Item>
                    </>
                  ) : null}
                  <Descriptions.Item label={t('field.contactName')}>{record.contactName}</Descriptions.Item>
                  <Descriptions.Item label={t('field.contactPhone')}>{record.contactPhone}</Descriptions.Item>
                  <Descriptions.Item label={t('field.submitter')}>
                    {record.submitByName} {formatTime(record.submitTime)}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('field.reviewer')}>
                    {record.reviewByName} {formatTime(record.reviewTime)}
                  </Descriptions.Item>
                  {record.returnReason ? (
                    <Descriptions.Item label={t('field.returnReason')} span={3}>
                      <span className="cb-application-missing">{record.returnReason}</span>
                    </Descriptions.Item>
                  ) : null}
                  <Descriptions.Item label={t('field.remark')} span={3}>
                    {record.remark}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('field.eligibility')} span={3}>
                    <Space wrap size={[4, 4]}>
                      {checklist.map((i) => (
                        <Tag key={i.code} color={record.eligibility[i.code] ? 'green' : 'red'}>
                          {record.eligibility[i.code] ? '✓' : '✗'} {localize(i, locale)}
                        </Tag>
                      ))}
                    </Space>
                  </Descriptions.Item>
                </Descriptions>
                <h4 style={{ margin: '16px 0 8px' }}>{t('detail.items')}</h4>
                <Table
                  rowKey="id"
                  size="small"
                  pagination={false}
                  columns={itemColumns}
                  dataSource={record.items}
                  scroll={{ x: 1300 }}
                />
              </>
            ),
          },
          {
            key: 'files',
            label: t('detail.files'),
            children: (
              <RecordFiles
                prefix={APPLICATION_FILES_PREFIX}
                recordId={record.id}
                documentTypes={APPLICATION_DOCUMENT_TYPES}
                editable={record.editable && (can('xmsl:search:update') || can('xmsl:add:add'))}
              />
            ),
          },
          {
            key: 'events',
            label: t('detail.events'),
            children: (
              <Timeline
                items={record.events.map((e) => ({
                  color: e.action === 'return' ? 'red' : e.action === 'accept' ? 'green' : 'blue',
                  content: (
                    <>
                      <strong>{t(`event.${e.action}` as 'event.create')}</strong> {e.actorName}{' '}
                      {formatTime(e.createdAt)}
                      {e.reason ? <div className="cb-application-missing">{e.reason}</div> : null}
                    </>
                  ),
                }))}
              />
            ),
          },
          {
            key: 'changes',
            label: t('detail.changes'),
            hidden: changes === null,
            children: changes?.length ? (
              <Table
                rowKey="id"
                size="small"
                pagination={false}
                dataSource={changes}
                columns={[
                  {
                    key: 'type',
                    title: t('change.changeType'),
                    dataIndex: 'changeType_dictText',
                    width: 110,
                  },
                  { key: 'before', title: t('change.beforeValue'), dataIndex: 'beforeValue' },
                  { key: 'after', title: t('change.afterValue'), dataIndex: 'afterValue' },
                  { key: 'reason', title: t('change.reason'), dataIndex: 'reason' },
                  { key: 'status', title: t('change.status'), dataIndex: 'status_dictText', width: 90 },
                  {
                    key: 'time',
                    title: t('change.createTime'),
                    dataIndex: 'createTime',
                    render: formatTime,
                    width: 170,
                  },
                ]}
              />
            ) : (
              <Empty description={t('detail.noChanges')} />
            ),
          },
        ]}
      />
      <Modal
        open={returning}
        title={t('detail.returnTitle')}
        onCancel={() => setReturning(false)}
        onOk={() => returnForm.submit()}
        destroyOnHidden
      >
        <Form
          form={returnForm}
          layout="vertical"
          onFinish={({ reason }) =>
            applicationsApi.returnBack(record.id, record.version, reason.trim()).then(
              (saved) => {
                void message.success(t('detail.returned'));
                setReturning(false);
                setRecord(saved);
              },
              () => {},
            )
          }
        >
          <Form.Item
            name="reason"
            label={t('detail.returnReason')}
            rules={[{ required: true, whitespace: true, min: 2, message: t('detail.returnReasonRequired') }]}
          >
            <Input.TextArea rows={4} maxLength={500} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
