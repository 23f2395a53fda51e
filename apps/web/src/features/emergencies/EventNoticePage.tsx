import { isEmergencyActionOpen } from '@cb/domain/emergencies';
import {
  Button,
  Card,
  Checkbox,
  Descriptions,
  message,
  Popconfirm,
  Skeleton,
  Space,
  Statistic,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ErrorBlock } from '../../shared/components/ErrorBlock';
import { ListPage } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { type EventDetail, type EventEnterpriseRow, eventsApi } from './api';
import { DecideModal } from './DecideModal';
import { editPath, LIST_PATH } from './EventList.data';
import { enterpriseColumns, enterpriseSearchFields, eventItems } from './EventNotice.data';
import { EVENT_ENTERPRISES_SETTING_KEY, useEvent, useSendNotice } from './queries';
import { eventTexts } from './texts';

function NoticeView({ event }: { event: EventDetail }) {
  const { t } = eventTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();
  const send = useSendNotice();
  const [toast, holder] = message.useMessage();
  const [email, setEmail] = useState(true);
  const [sms, setSms] = useState(false);
  const [deciding, setDeciding] = useState<EventEnterpriseRow | null>(null);
  const published = isEmergencyActionOpen(event.status, 'notice');

  return (
    <div className="cb-page">
      {holder}
      <Card
        title={`${t('notice.title')} - ${event.title}`}
        extra={
          <Space>
            <Button onClick={() => navigate(LIST_PATH)}>{t('list.title')}</Button>
            {can('yjxy:event:edit') && isEmergencyActionOpen(event.status, 'edit') ? (
              <Button onClick={() => navigate(editPath(event.id))}>{t('list.edit')}</Button>
            ) : null}
          </Space>
        }
        style={{ marginBottom: 16 }}
      >
        <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }} items={eventItems(t, event)} />
        <Space size="large" align="center" style={{ marginTop: 16 }} wrap>
          <Statistic title={t('field.responses')} value={`${event.responded} / ${event.affected}`} />
          {published && can('yjxy:event:notice') ? (
            <Space direction="vertical" size={4}>
              <Space>
                <Checkbox checked={email} onChange={(e) => setEmail(e.target.checked)}>
                  {t('notice.email')}
                </Checkbox>
                <Checkbox checked={sms} onChange={(e) => setSms(e.target.checked)}>
                  {t('notice.sms')}
                </Checkbox>
                <Popconfirm
                  title={event.noticeSentAt ? t('notice.sendAgain') : t('notice.send')}
                  description={t('notice.sendHint')}
                  onConfirm={async () => {
                    const sent = await send.mutateAsync({ id: event.id, sendEmail: email, sendSms: sms });
                    void toast.success(t('notice.sent', { n: sent.sent }));
                  }}
                >
                  <Button type="primary" loading={send.isPending}>
                    {event.noticeSentAt ? t('notice.sendAgain') : t('notice.send')}
                  </Button>
                </Popconfirm>
              </Space>
              <Typography.Text type="secondary">{t('notice.sendHint')}</Typography.Text>
            </Space>
          ) : !published && event.status === 0 ? (
            <Typography.Text type="secondary">{t('notice.notPublished')}</Typography.Text>
          ) : null}
        </Space>
      </Card>
      {event.status !== 0 ? (
        <Card title={t('notice.enterprises')} size="small">
          <ListPage<EventEnterpriseRow, { responded?: '' | '0' | '1' }>
            settingKey={EVENT_ENTERPRISES_SETTING_KEY}
            rowKey="enterpriseId"
            columns={enterpriseColumns({
              t,
              canDecide: published && can('yjxy:event:postpone'),
              decide: setDeciding,
              letter: (d) => void eventsApi.letter(d),
            })}
            fetchPage={(q) => eventsApi.enterprises({ ...q, id: event.id })}
            searchFields={enterpriseSearchFields(t)}
          />
        </Card>
      ) : null}
      <DecideModal event={event} enterprise={deciding} onClose={() => setDeciding(null)} />
    </div>
  );
}

/** yjxy/EmergencyNotice: `/yjxy/emerNotice/{id}` — the event, 应急通知, the responses and 延期/延长. */
export default function EventNoticePage() {
  const { id } = useParams();
  const record = useEvent(id);
  if (record.error)
    return <ErrorBlock error={record.error} onRetry={() => void record.refetch()} backTo={LIST_PATH} />;
  if (!record.data) return <Skeleton active />;
  return <NoticeView event={record.data} />;
}
