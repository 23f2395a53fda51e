import { COURIERS, calendarDateOf, isMailActionAllowed, labelOf, localize, MAIL_STATUSES } from '@cb/domain';
import { App, Button, DatePicker, Form, Input, Modal, Radio, Select, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../shared/format/dateTime';
import { currentLocale } from '../../shared/i18n';
import {
  ActionLink,
  actionsColumn,
  type ListColumn,
  ListPage,
  SelectFilter,
  TextFilter,
  textColumn,
} from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { type CertificateMailRow, type MailFilters, mailApi } from './api';
import {
  APPLY_LIST_SETTING_KEY,
  MAIL_LIST_SETTING_KEY,
  useApproveMail,
  useSendMail,
  useSignMail,
} from './queries';
import { mailTexts } from './texts';

export type MailListMode = 'mail' | 'apply';
type Action = 'send' | 'sign' | 'approve';

export const mailEditPath = (mode: MailListMode, id?: string) =>
  mode === 'apply'
    ? id
      ? `/yjgl/mailUpdateApply/${id}`
      : '/yjgl/mailApply'
    : id
      ? `/yjgl/mailUpdate/${id}`
      : '/yjgl/mailAdd';

const day = (d: Dayjs | undefined) => (d ? d.format('YYYY-MM-DD') : '');

/** 邮寄管理 (register, send, sign for, export) and 邮寄申请 (request, edit, approve): one list in two modes. */
export function MailList({ mode }: { mode: MailListMode }) {
  const { t } = mailTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [target, setTarget] = useState<{ row: CertificateMailRow; action: Action } | null>(null);
  const [form] = Form.useForm();
  const send = useSendMail();
  const sign = useSignMail();
  const approve = useApproveMail();
  const canEdit = mode === 'apply' ? can('yjgl:apply:edit') || can('yjgl:apply:add') : can('yjgl:mail:edit');

  const open = (row: CertificateMailRow, action: Action) => {
    form.resetFields();
    form.setFieldsValue({ date: dayjs(calendarDateOf(new Date())), approve: true });
    setTarget({ row, action });
  };
  const submit = async () => {
    if (!target) return;
    const v = await form.validateFields();
    const { id, version } = target.row;
    if (target.action === 'send')
      await send.mutateAsync({
        id,
        version,
        courier: v.courier,
        trackingNo: v.trackingNo,
        sentDate: day(v.date),
      });
    if (target.action === 'sign') await sign.mutateAsync({ id, version, signedDate: day(v.date) });
    if (target.action === 'approve')
      await approve.mutateAsync({ id, version, approve: v.approve, reason: v.reason ?? '' });
    void message.success(t('done'));
    setTarget(null);
  };

  const columns: ListColumn<CertificateMailRow>[] = [
    { key: 'certNo', title: t('certNo'), dataIndex: 'certNo', width: 140 },
    {
      key: 'status',
      title: t('status'),
      dataIndex: 'status',
      width: 84,
      render: (v: number, r) => {
        const s = MAIL_STATUSES.find((x) => x.code === v);
        return (
          <Tag color={s?.color} title={r.rejectReason || undefined} data-testid="mail-status">
            {(s && localize(s, currentLocale())) ?? v}
          </Tag>
        );
      },
    },
    textColumn('enterpriseName', t('enterpriseName'), 180, { ellipsis: true }),
    { key: 'recipient', title: t('recipient'), dataIndex: 'recipient', width: 90 },
    { key: 'phone', title: t('phone'), dataIndex: 'phone', width: 112 },
    { key: 'address', title: t('address'), dataIndex: 'address', ellipsis: true },
    {
      key: 'tracking',
      title: t('trackingNo'),
      width: 170,
      render: (_: unknown, r) =>
        r.trackingNo ? `${labelOf(COURIERS, r.courier, currentLocale()) ?? r.courier} ${r.trackingNo}` : '—',
    },
    { key: 'sentDate', title: t('sentDate'), dataIndex: 'sentDate', width: 100, sortField: 'sentDate' },
    {
      key: 'createTime',
      title: t('createTime'),
      dataIndex: 'createTime',
      width: 160,
      sortField: 'createTime',
      render: (v: string) => formatDateTime(v),
    },
    actionsColumn(t('actions'), 140, (row) => (
      <>
        {canEdit && isMailActionAllowed(row.status, 'edit') ? (
          <ActionLink onClick={() => navigate(mailEditPath(mode, row.id))}>{t('edit')}</ActionLink>
        ) : null}
        {mode === 'apply' && can('yjgl:apply:approve') && isMailActionAllowed(row.status, 'approve') ? (
          <ActionLink onClick={() => open(row, 'approve')}>{t('approve')}</ActionLink>
        ) : null}
        {mode === 'mail' && can('yjgl:mail:edit') && isMailActionAllowed(row.status, 'send') ? (
          <ActionLink onClick={() => open(row, 'send')}>{t('send')}</ActionLink>
        ) : null}
        {mode === 'mail' && can('yjgl:mail:sign') && isMailActionAllowed(row.status, 'sign') ? (
          <ActionLink onClick={() => open(row, 'sign')}>{t('sign')}</ActionLink>
        ) : null}
      </>
    )),
  ];

  const addAllowed = mode === 'apply' ? can('yjgl:apply:add') : can('yjgl:mail:add');
  return (
    <div className="cb-page">
      <ListPage<CertificateMailRow, MailFilters>
        settingKey={mode === 'apply' ? APPLY_LIST_SETTING_KEY : MAIL_LIST_SETTING_KEY}
        columns={columns}
        fetchPage={mailApi.list}
        scrollX={1300}
        searchFields={
          <>
            <TextFilter name="certNo" label={t('certNo')} width={170} maxLength={50} />
            <TextFilter name="enterpriseName" label={t('enterpriseName')} width={180} maxLength={100} />
            <TextFilter name="trackingNo" label={t('trackingNo')} width={160} maxLength={30} />
            <SelectFilter
              name="status"
              label={t('status')}
              placeholder={t('all')}
              width={110}
              options={MAIL_STATUSES.map((s) => ({
                value: String(s.code),
                label: localize(s, currentLocale()),
              }))}
            />
          </>
        }
        toolbar={
          addAllowed ? (
            <Button type="primary" onClick={() => navigate(mailEditPath(mode))}>
              {mode === 'apply' ? t('apply') : t('add')}
            </Button>
          ) : null
        }
        onExport={mode === 'mail' && can('yjgl:mail:export') ? mailApi.exportList : undefined}
      />
      <Modal
        open={target !== null}
        title={target ? `${t(target.action)} ${target.row.certNo}` : ''}
        okText={t('confirm')}
        cancelText={t('cancel')}
        onOk={() => void submit().catch(() => undefined)}
        onCancel={() => setTarget(null)}
        okButtonProps={{ loading: send.isPending || sign.isPending || approve.isPending }}
        forceRender
      >
        {target ? (
          <p>
            {target.row.recipient} {target.row.phone}
            <br />
            {target.row.address}
          </p>
        ) : null}
        <Form form={form} layout="vertical" name="mail-action">
          {target?.action === 'send' ? (
            <>
              <Form.Item
                name="courier"
                label={t('courier')}
                rules={[{ required: true, message: t('choose', { field: t('courier') }) }]}
              >
                <Select
                  options={COURIERS.map((c) => ({ value: c.code, label: localize(c, currentLocale()) }))}
                />
              </Form.Item>
              <Form.Item
                name="trackingNo"
                label={t('trackingNo')}
                rules={[
                  { required: true, message: t('required', { field: t('trackingNo') }) },
                  { pattern: /^[A-Za-z0-9-]{6,30}$/, message: t('trackingInvalid') },
                ]}
              >
                <Input maxLength={30} />
              </Form.Item>
            </>
          ) : null}
          {target?.action === 'send' || target?.action === 'sign' ? (
            <Form.Item
              name="date"
              label={target.action === 'send' ? t('sentDate') : t('signedDate')}
              rules={[{ required: true, message: t('choose', { field: t('sentDate') }) }]}
            >
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          ) : null}
          {target?.action === 'approve' ? (
            <>
              <Form.Item name="approve" label={t('approve')}>
                <Radio.Group
                  options={[
                    { value: true, label: t('approveYes') },
                    { value: false, label: t('approveNo') },
                  ]}
                />
              </Form.Item>
              <Form.Item
                name="reason"
                label={t('rejectReason')}
                dependencies={['approve']}
                rules={[
                  ({ getFieldValue }) => ({
                    required: getFieldValue('approve') === false,
                    message: t('reasonRequired'),
                  }),
                ]}
              >
                <Input.TextArea maxLength={500} rows={3} />
              </Form.Item>
            </>
          ) : null}
        </Form>
      </Modal>
    </div>
  );
}
