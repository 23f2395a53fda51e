/**
 * khgl/NoticeAdd and khgl/NoticeEdit: `/khgl/notice/add` writes a draft; `/khgl/notice/edit/{id}`
 * edits a draft (保存草稿, 发送 — which saves first) or shows a sent notice as it was sent, with its
 * recipients, who read it and when, and how the SMS and e-mail went.
 */
import { Button, Card, Checkbox, Descriptions, Form, Input, Skeleton, Tag, Typography } from 'antd';
import { useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ErrorBlock } from '../../shared/components/ErrorBlock';
import { FormPage } from '../../shared/detail';
import { formatDateTime } from '../../shared/format/dateTime';
import { ListPage, SelectFilter } from '../../shared/list';
import { useReplacePage } from '../../shared/navigation/replacePage';
import { usePermission } from '../../shared/permissions';
import { AudienceFields } from './AudienceFields';
import { type ClientNoticeBody, type ClientNoticeDetail, clientNoticesApi, type RecipientRow } from './api';
import { audienceSummary, editPath, LIST_PATH, statusTag } from './Notice.data';
import { RECIPIENT_SETTING_KEY, useClientNotice, useSaveClientNotice } from './queries';
import { clientNoticeTexts } from './texts';
import { useSendNotice } from './useSendNotice';

type Values = Required<Pick<ClientNoticeBody, 'title' | 'content' | 'audienceType'>> & {
  audienceValues: string[];
  channels: ('sms' | 'email')[];
};

const toBody = (v: Values): ClientNoticeBody => ({
  title: v.title.trim(),
  content: v.content.trim(),
  audienceType: v.audienceType,
  audienceValues: v.audienceType === 'all' ? [] : (v.audienceValues ?? []),
  sendSms: v.channels?.includes('sms') ?? false,
  sendEmail: v.channels?.includes('email') ?? false,
});

function initialValues(r: ClientNoticeDetail | null): Partial<Values> {
  if (!r) return { audienceType: 'all', audienceValues: [], channels: [] };
  return {
    title: r.title,
    content: r.content,
    audienceType: r.audienceType,
    audienceValues: r.audienceValues,
    channels: [...(r.sendSms ? (['sms'] as const) : []), ...(r.sendEmail ? (['email'] as const) : [])],
  };
}

function NoticeForm({ record }: { record: ClientNoticeDetail | null }) {
  const { t } = clientNoticeTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();
  const replacePage = useReplacePage();
  const [form] = Form.useForm<Values>();
  const save = useSaveClientNotice();
  const { confirmSend } = useSendNotice();
  const idempotencyKey = useRef(crypto.randomUUID());
  const current = useRef(record ? { id: record.id, version: record.version } : null);

  const persist = async (values: Values) => {
    const saved = await save.mutateAsync({
      body: toBody(values),
      record: current.current,
      idempotencyKey: idempotencyKey.current,
    });
    idempotencyKey.current = crypto.randomUUID();
    current.current = { id: saved.id, version: saved.version };
    return current.current;
  };
  /** While 发送 saves the form first: the save's outcome goes to the send, which then shows the notice. */
  const sending = useRef<{
    resolve: (r: { id: string; version: number }) => void;
    reject: (e: unknown) => void;
  } | null>(null);
  const saveThenSend = () =>
    new Promise<{ id: string; version: number }>((resolve, reject) => {
      sending.current = { resolve, reject };
      form.submit();
    });

  return (
    <FormPage<Values>
      form={form}
      title={record ? t('form.editTitle') : t('form.addTitle')}
      initialValues={initialValues(record)}
      onCancel={() => navigate(LIST_PATH)}
      // Through the page's save (which marks it clean), also when 发送 saves first.
      onSubmit={async (values) => {
        const waiting = sending.current;
        sending.current = null;
        try {
          const saved = await persist(values);
          waiting?.resolve(saved);
          return { ...saved, sending: Boolean(waiting) };
        } catch (error) {
          waiting?.reject(error);
          throw error;
        }
      }}
      onSaved={(saved) => {
        const { id, sending: toSend } = saved as { id: string; sending: boolean };
        if (!record && !toSend) void replacePage(editPath(id));
      }}
      extra={
        can('khgl:notice:send') ? (
          <Button
            data-testid="notice-send"
            onClick={async () => {
              const values = await form.validateFields();
              await confirmSend(
                { audienceType: values.audienceType, audienceValues: values.audienceValues ?? [] },
                saveThenSend,
                () => void replacePage(editPath(current.current!.id)),
              );
            }}
          >
            {t('notice.send')}
          </Button>
        ) : null
      }
    >
      <Form.Item
        name="title"
        label={t('field.title')}
        rules={[
          { required: true, whitespace: true, message: t('form.titleRequired') },
          { max: 100, message: t('form.titleMax') },
        ]}
      >
        <Input maxLength={100} showCount />
      </Form.Item>
      <AudienceFields form={form} initialEnterprises={record?.enterprises ?? []} />
      <Form.Item
        name="content"
        label={t('field.content')}
        rules={[
          { required: true, whitespace: true, message: t('form.contentRequired') },
          { max: 5000, message: t('form.contentMax') },
        ]}
      >
        <Input.TextArea maxLength={5000} showCount autoSize={{ minRows: 6, maxRows: 16 }} />
      </Form.Item>
      <Form.Item name="channels" label={t('field.channels')}>
        <Checkbox.Group
          options={[
            { value: 'sms', label: t('field.sms') },
            { value: 'email', label: t('field.email') },
          ]}
        />
      </Form.Item>
    </FormPage>
  );
}

function Recipients({ id }: { id: string }) {
  const { t } = clientNoticeTexts.useTranslation();
  return (
    <ListPage<RecipientRow, { read?: '' | '0' | '1' }>
      settingKey={`${RECIPIENT_SETTING_KEY}:${id}`}
      rowKey="enterpriseId"
      fetchPage={(q) => clientNoticesApi.recipients({ ...q, id })}
      searchFields={
        <SelectFilter
          name="read"
          label={t('field.readState')}
          width={120}
          options={[
            { value: '1', label: t('notice.read') },
            { value: '0', label: t('notice.unread') },
          ]}
        />
      }
      columns={[
        {
          key: 'enterpriseName',
          title: t('field.enterprise'),
          dataIndex: 'enterpriseName',
          sortField: 'enterpriseName',
          ellipsis: true,
        },
        {
          key: 'readTime',
          title: t('field.readTime'),
          dataIndex: 'readTime',
          sortField: 'readTime',
          width: 170,
          render: (v: string | null) => (v ? formatDateTime(v) : <Tag>{t('notice.unread')}</Tag>),
        },
        { key: 'readerName', title: t('field.readerName'), dataIndex: 'readerName', width: 110 },
        { key: 'smsStatus', title: t('field.smsStatus'), dataIndex: 'smsStatus', width: 200, ellipsis: true },
        {
          key: 'emailStatus',
          title: t('field.emailStatus'),
          dataIndex: 'emailStatus',
          width: 220,
          ellipsis: true,
        },
      ]}
    />
  );
}

/** A sent notice (or a draft for someone who may not edit it), read only. */
function SentNotice({ record }: { record: ClientNoticeDetail }) {
  const { t } = clientNoticeTexts.useTranslation();
  const navigate = useNavigate();
  return (
    <div className="cb-page">
      <Card
        title={`${t('form.viewTitle')} - ${record.title}`}
        extra={<Button onClick={() => navigate(LIST_PATH)}>{t('form.back')}</Button>}
      >
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          items={[
            { key: 'status', label: t('field.status'), children: statusTag(t, record.status) },
            { key: 'audience', label: t('field.audienceType'), children: audienceSummary(t, record) },
            {
              key: 'recipients',
              label: t('field.recipients'),
              children: `${record.recipientCount} / ${record.readCount}`,
            },
            { key: 'senderName', label: t('field.senderName'), children: record.senderName },
            { key: 'sendTime', label: t('field.sendTime'), children: formatDateTime(record.sendTime) },
            {
              key: 'channels',
              label: t('field.channels'),
              children:
                [record.sendSms ? t('field.sms') : '', record.sendEmail ? t('field.email') : '']
                  .filter(Boolean)
                  .join('、') || '-',
            },
          ]}
        />
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginTop: 16 }} data-testid="notice-content">
          {record.content}
        </Typography.Paragraph>
      </Card>
      <Card title={t('form.recipientsTitle')} style={{ marginTop: 16 }}>
        <Recipients id={record.id} />
      </Card>
    </div>
  );
}

export default function NoticeEditPage() {
  const { id } = useParams();
  const record = useClientNotice(id);
  const can = usePermission();
  if (!id) return <NoticeForm record={null} />;
  if (record.error) return <ErrorBlock error={record.error} onRetry={() => void record.refetch()} />;
  if (!record.data) return <Skeleton active />;
  if (record.data.status === 0 && can('khgl:notice:edit'))
    return <NoticeForm key={record.data.version} record={record.data} />;
  return <SentNotice record={record.data} />;
}
