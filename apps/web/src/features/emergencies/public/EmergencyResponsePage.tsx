/**
 * /emergency/{id}#{token} (public, no sign-in; the token is in the fragment, so no request carries
 * it in a URL): the event as the affected enterprise's own link shows
 * it, and that enterprise's response — given once, changed until the event closes — with the body's
 * decisions (postponed audits, extended validity) and their letters. A missing, wrong or other
 * enterprise's token shows only "链接无效".
 */
import { EMERGENCY_TYPES } from '@cb/domain/emergencies';
import {
  Alert,
  Button,
  Card,
  DatePicker,
  Descriptions,
  Form,
  Input,
  List,
  Radio,
  Result,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { codeLabel } from '../../../shared/format/codeTables';
import { formatDateTime } from '../../../shared/format/dateTime';
import { type PublicEmergency, publicEmergencyApi } from '../api';
import { eventTexts } from '../texts';
import './public.css';

interface ResponseValues {
  canOperate: boolean;
  expectedRecovery: Dayjs | null;
  alternativeSites: string;
  postponementWanted: boolean;
  remark: string;
}

export default function EmergencyResponsePage() {
  const { t } = eventTexts.useTranslation();
  const { id = '' } = useParams();
  const token = useLocation().hash.replace(/^#/, '');
  const [data, setData] = useState<PublicEmergency | null | 'invalid'>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [form] = Form.useForm<ResponseValues>();
  const canOperate = Form.useWatch('canOperate', form);

  const load = () =>
    publicEmergencyApi.get(id, token).then(
      (r) => setData(r),
      () => setData('invalid'),
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per link
  useEffect(() => {
    document.title = t('public.title');
    void load();
  }, [id, token]);

  if (data === null)
    return (
      <main className="cb-emergency">
        <Card className="cb-emergency__card">
          <Skeleton active />
        </Card>
      </main>
    );
  if (data === 'invalid')
    return (
      <main className="cb-emergency">
        <Card className="cb-emergency__card">
          <Result status="warning" title={t('public.invalid')} subTitle={t('public.invalidHint')} />
        </Card>
      </main>
    );

  const closed = data.status === 2;
  const r = data.response;
  return (
    <main className="cb-emergency">
      <Card className="cb-emergency__card">
        <p className="cb-emergency__body" data-testid="emergency-body">
          {data.bodyName}
        </p>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('public.title')}
        </Typography.Title>
        <Descriptions
          bordered
          size="small"
          column={1}
          items={[
            { key: 'title', label: t('public.event'), children: data.title },
            {
              key: 'type',
              label: t('field.eventType'),
              children: codeLabel(EMERGENCY_TYPES, data.eventType),
            },
            { key: 'occurredAt', label: t('field.occurredAt'), children: data.occurredAt },
            {
              key: 'description',
              label: t('field.description'),
              children: <span className="cb-emergency__description">{data.description || '-'}</span>,
            },
            {
              key: 'measures',
              label: t('public.measures'),
              children: (
                <Space wrap>
                  {data.remoteAuditAllowed ? <Tag color="blue">{t('public.remoteYes')}</Tag> : null}
                  {data.postponementMonths ? (
                    <Tag>{t('public.postponeUpTo', { n: data.postponementMonths })}</Tag>
                  ) : null}
                  {data.extensionMonths ? (
                    <Tag>{t('public.extendUpTo', { n: data.extensionMonths })}</Tag>
                  ) : null}
                </Space>
              ),
            },
            { key: 'enterprise', label: t('public.enterprise'), children: data.enterpriseName },
          ]}
        />
        {data.decisions.length ? (
          <List
            style={{ marginTop: 16 }}
            header={<strong>{t('public.decisions')}</strong>}
            bordered
            size="small"
            dataSource={data.decisions}
            renderItem={(d) => (
              <List.Item
                actions={[
                  <Button
                    key="letter"
                    type="link"
                    onClick={() => void publicEmergencyApi.letter(id, token, d)}
                  >
                    {t('public.download')}
                  </Button>,
                ]}
              >
                {`${d.subject}：${d.originalDate} → ${d.newDate}`}
              </List.Item>
            )}
          />
        ) : null}
        <div style={{ marginTop: 24 }}>
          {closed ? (
            <Alert type="warning" showIcon message={t('public.closed')} style={{ marginBottom: 16 }} />
          ) : null}
          {saved ? (
            <Alert type="success" showIcon message={t('public.saved')} style={{ marginBottom: 16 }} />
          ) : null}
          {r && !saved ? (
            <Alert
              type="info"
              showIcon
              message={t('public.respondedAt', { at: formatDateTime(r.respondedAt) })}
              style={{ marginBottom: 16 }}
            />
          ) : null}
          <Form<ResponseValues>
            form={form}
            layout="vertical"
            disabled={closed}
            initialValues={{
              canOperate: r?.canOperate,
              expectedRecovery: r?.expectedRecovery ? dayjs(r.expectedRecovery) : null,
              alternativeSites: r?.alternativeSites ?? '',
              postponementWanted: r?.postponementWanted ?? false,
              remark: r?.remark ?? '',
            }}
            onFinish={async (v) => {
              setSaving(true);
              try {
                await publicEmergencyApi.respond({
                  id,
                  token,
                  canOperate: v.canOperate,
                  expectedRecovery:
                    !v.canOperate && v.expectedRecovery ? v.expectedRecovery.format('YYYY-MM-DD') : null,
                  alternativeSites: v.alternativeSites ?? '',
                  postponementWanted: v.postponementWanted ?? false,
                  remark: v.remark ?? '',
                });
                setSaved(true);
                await load();
              } finally {
                setSaving(false);
              }
            }}
          >
            <Form.Item
              name="canOperate"
              label={t('public.canOperate')}
              rules={[{ required: true, message: '请选择能否正常运营' }]}
            >
              <Radio.Group
                options={[
                  { value: true, label: t('notice.yes') },
                  { value: false, label: t('notice.no') },
                ]}
              />
            </Form.Item>
            {canOperate === false ? (
              <Form.Item name="expectedRecovery" label={t('public.expectedRecovery')}>
                <DatePicker style={{ width: 200 }} />
              </Form.Item>
            ) : null}
            <Form.Item name="alternativeSites" label={t('public.alternativeSites')} rules={[{ max: 500 }]}>
              <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
            </Form.Item>
            <Form.Item name="postponementWanted" label={t('public.postponementWanted')}>
              <Radio.Group
                options={[
                  { value: true, label: t('notice.wanted') },
                  { value: false, label: t('notice.notWanted') },
                ]}
              />
            </Form.Item>
            <Form.Item name="remark" label={t('public.remark')} rules={[{ max: 1000 }]}>
              <Input.TextArea maxLength={1000} autoSize={{ minRows: 2, maxRows: 6 }} />
            </Form.Item>
            {closed ? null : (
              <Button type="primary" htmlType="submit" loading={saving}>
                {r ? t('public.update') : t('public.submit')}
              </Button>
            )}
          </Form>
        </div>
      </Card>
    </main>
  );
}
