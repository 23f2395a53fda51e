import {
  APPLICATION_ACCESS,
  APPLICATION_DOCUMENT_TYPES,
  APPLICATION_FILES_PREFIX,
  isApplicationActionAllowed,
  isApplicationChangeable,
} from '@cb/domain';
import { App, Button, Empty, Form, Input, Modal, Space, Timeline } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { RecordPending } from '../../shared/components/RecordPending';
import { DetailDescriptions, DetailPage, DetailTable } from '../../shared/detail';
import { recordFilesTab } from '../../shared/files';
import { fitColumns } from '../../shared/list/columnLayout';
import { usePermission } from '../../shared/permissions';
import {
  applicationBasicItems,
  applicationChangeColumns,
  applicationEventItems,
  applicationItemColumns,
} from './ApplicationDetail.data';
import { canAny, changePath, updatePath } from './ApplicationList.data';
import { useApplication, useApplicationStep, useChangeRequestList } from './queries';
import { StatusTag } from './StatusTag';
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
  const application = useApplication(applyId);
  const step = useApplicationStep();
  const showChanges = can('xmsl:change:detail') || can('xmsl:change:add');
  const changes = useChangeRequestList(
    { applicationId: applyId, pageNo: 1, pageSize: 100 },
    { enabled: showChanges },
  );
  const [returning, setReturning] = useState(false);
  const [returnForm] = Form.useForm<{ reason: string }>();

  if (application.error || !application.data)
    return <RecordPending query={application} backTo="/xmsl/search" />;
  const record = application.data;

  const run = (action: 'accept' | 'return' | 'withdraw', done: string, reason?: string) =>
    step.mutateAsync({ action, record, ...(reason === undefined ? {} : { reason }) }).then(
      () => {
        void message.success(done);
        return true;
      },
      () => false,
    );
  const confirm = (action: 'accept' | 'withdraw', title: string, done: string) =>
    modal.confirm({ title, content: record.applyNo, onOk: () => run(action, done) });

  const reviewing =
    operable === '1' &&
    canAny(can, APPLICATION_ACCESS.review) &&
    isApplicationActionAllowed(record.status, 'accept');
  const editable = record.editable && canAny(can, APPLICATION_ACCESS.edit);

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
                <Button
                  type="primary"
                  onClick={() => confirm('accept', t('detail.acceptConfirm'), t('detail.accepted'))}
                  data-testid="apply-accept"
                >
                  {t('detail.accept')}
                </Button>
                <Button danger onClick={() => setReturning(true)} data-testid="apply-return">
                  {t('detail.return')}
                </Button>
              </>
            ) : null}
            {editable ? (
              <Button onClick={() => navigate(updatePath(record.id))}>{t('detail.edit')}</Button>
            ) : null}
            {isApplicationActionAllowed(record.status, 'withdraw') &&
            canAny(can, APPLICATION_ACCESS.withdraw) ? (
              <Button onClick={() => confirm('withdraw', t('detail.withdrawConfirm'), t('detail.withdrawn'))}>
                {t('detail.withdraw')}
              </Button>
            ) : null}
            {isApplicationChangeable(record.status) && can('xmsl:change:add') ? (
              <Button onClick={() => navigate(changePath(record.id))}>{t('change.add')}</Button>
            ) : null}
          </Space>
        }
        tabs={[
          {
            key: 'basic',
            label: t('detail.basic'),
            children: (
              <>
                <DetailDescriptions items={applicationBasicItems(t, record)} />
                <h4 style={{ margin: '16px 0 8px' }}>{t('detail.items')}</h4>
                <DetailTable
                  rowKey="id"
                  {...fitColumns(applicationItemColumns(t))}
                  dataSource={record.items}
                />
              </>
            ),
          },
          recordFilesTab(t('detail.files'), {
            prefix: APPLICATION_FILES_PREFIX,
            recordId: record.id,
            documentTypes: APPLICATION_DOCUMENT_TYPES,
            editable,
          }),
          {
            key: 'events',
            label: t('detail.events'),
            children: <Timeline items={applicationEventItems(t, record)} />,
          },
          {
            key: 'changes',
            label: t('detail.changes'),
            hidden: !showChanges || (changes.isPending && !changes.isError),
            children: changes.data?.records.length ? (
              <DetailTable
                rowKey="id"
                dataSource={changes.data.records}
                {...fitColumns(applicationChangeColumns(t))}
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
            run('return', t('detail.returned'), reason.trim()).then((done) => done && setReturning(false))
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
