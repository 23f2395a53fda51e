/** Admin page: configuration of the email, enterprise WeChat and SMS channels (secrets never shown). */
import { App, Button, Card, Form, Input, InputNumber, Skeleton, Space, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { type ChannelConfig, noticeApi } from './api';
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

function ChannelCard({ channel, onSaved }: { channel: ChannelConfig; onSaved: (c: ChannelConfig) => void }) {
  const { t } = noticeTexts.useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    form.setFieldsValue({ enabled: channel.enabled, ...channel.config });
  }, [channel, form]);

  const save = async (values: Record<string, unknown>) => {
    const { enabled, ...config } = values;
    setSaving(true);
    try {
      const saved = await noticeApi.saveChannel({
        route: channel.route,
        enabled: Boolean(enabled),
        config,
        version: channel.version,
      });
      message.success(t('channelSetting.saved'));
      onSaved(saved);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={t(TITLE[channel.route])} size="small" variant="outlined">
      <Form form={form} layout="vertical" onFinish={(v) => void save(v)}>
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
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('channelSetting.save')}
        </Button>
      </Form>
    </Card>
  );
}

export default function NoticeChannelSettingPage() {
  const { t } = noticeTexts.useTranslation();
  const [channels, setChannels] = useState<ChannelConfig[] | null>(null);
  useEffect(() => {
    void noticeApi.channelConfigs().then(setChannels);
  }, []);
  return (
    <div className="notice-page">
      <Card title={t('channelSetting.title')} variant="borderless">
        {channels ? (
          <Space direction="vertical" style={{ width: '100%', maxWidth: 720 }} size={16}>
            {channels.map((c) => (
              <ChannelCard
                key={c.route}
                channel={c}
                onSaved={(saved) =>
                  setChannels((list) => list?.map((x) => (x.route === saved.route ? saved : x)) ?? null)
                }
              />
            ))}
          </Space>
        ) : (
          <Skeleton active />
        )}
      </Card>
    </div>
  );
}
