/** Admin page: configuration of the email, enterprise WeChat and SMS channels (secrets never shown). */
import { App, Button, Card, Form, Input, InputNumber, Skeleton, Space, Switch } from 'antd';
import { useEffect } from 'react';
import type { ChannelConfig } from './api';
import { useChannelConfigs, useSaveChannel } from './queries';
import { noticeTexts } from './texts';
import './notices.css';

type Route = ChannelConfig['route'];
const FIELDS: Record<Route, { name: string; secret?: boolean; number?: boolean; bool?: boolean }[]> = {
  '2': [
    { name: 'host' },
    { name: 'port', number: true },
    { name: 'secure', bool: true },
    { name: 'user' },
    { name: 'pass', secret: true },
    { name: 'from' },
  ],
  '3': [
    { name: 'endpoint' },
    { name: 'corpId' },
    { name: 'corpSecret', secret: true },
    { name: 'agentId' },
    { name: 'detailUrl' },
  ],
  '4': [{ name: 'endpoint' }, { name: 'apiKey', secret: true }, { name: 'signName' }],
};
const TITLE: Record<Route, 'channelSetting.email' | 'channelSetting.wecom' | 'channelSetting.sms'> = {
  '2': 'channelSetting.email',
  '3': 'channelSetting.wecom',
  '4': 'channelSetting.sms',
};

function ChannelCard({ channel }: { channel: ChannelConfig }) {
  const { t } = noticeTexts.useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const save = useSaveChannel();
  useEffect(() => {
    form.setFieldsValue({ enabled: channel.enabled, ...channel.config });
  }, [channel, form]);

  const submit = ({ enabled, ...config }: Record<string, unknown>) =>
    save
      .mutateAsync({ route: channel.route, enabled: Boolean(enabled), config, version: channel.version })
      .then(
        () => void message.success(t('channelSetting.saved')),
        // shown by the shared client
        () => {},
      );

  return (
    <Card title={t(TITLE[channel.route])} size="small" variant="outlined">
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item name="enabled" label={t('channelSetting.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
        {FIELDS[channel.route].map((f) => (
          <Form.Item
            key={f.name}
            name={f.name}
            label={t(`channelSetting.${f.name}` as 'channelSetting.host')}
            valuePropName={f.bool ? 'checked' : 'value'}
          >
            {f.bool ? (
              <Switch />
            ) : f.number ? (
              <InputNumber min={1} max={65535} style={{ width: 160 }} />
            ) : f.secret ? (
              <Input.Password autoComplete="new-password" />
            ) : (
              <Input />
            )}
          </Form.Item>
        ))}
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('channelSetting.save')}
        </Button>
      </Form>
    </Card>
  );
}

export default function NoticeChannelSettingPage() {
  const { t } = noticeTexts.useTranslation();
  const channels = useChannelConfigs().data;
  return (
    <div className="notice-page">
      <Card title={t('channelSetting.title')} variant="borderless">
        {channels ? (
          <Space direction="vertical" style={{ width: '100%', maxWidth: 720 }} size={16}>
            {channels.map((c) => (
              <ChannelCard key={c.route} channel={c} />
            ))}
          </Space>
        ) : (
          <Skeleton active />
        )}
      </Card>
    </div>
  );
}
