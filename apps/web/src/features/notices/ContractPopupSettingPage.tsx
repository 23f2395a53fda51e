/** Admin page: the contract popup setting (contractPopupType, contractPopupMode, contractPopupContent). */
import { App, Button, Card, Form, Input, Radio, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { type ContractPopupSetting, noticeApi } from './api';
import { noticeTexts } from './texts';
import './notices.css';

export default function ContractPopupSettingPage() {
  const { t } = noticeTexts.useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ContractPopupSetting>();
  const [version, setVersion] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    void noticeApi.contractSetting().then((s) => {
      form.setFieldsValue(s);
      setVersion(s.version);
    });
  }, [form]);

  const save = async (values: ContractPopupSetting) => {
    setSaving(true);
    try {
      const saved = await noticeApi.saveContractSetting({ ...values, version: version ?? 0 });
      setVersion(saved.version);
      message.success(t('contractSetting.saved'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="notice-page">
      <Card title={t('contractSetting.title')} variant="borderless" style={{ maxWidth: 720 }}>
        {version === null ? (
          <Skeleton active />
        ) : (
          <Form form={form} layout="vertical" onFinish={(v) => void save(v)} data-testid="contract-setting">
            <Form.Item name="contractPopupMode" label={t('contractSetting.mode')}>
              <Radio.Group
                options={[
                  { value: 0, label: t('contractSetting.modeOff') },
                  { value: 1, label: t('contractSetting.mode1') },
                  { value: 2, label: t('contractSetting.mode2') },
                ]}
              />
            </Form.Item>
            <Form.Item name="contractPopupType" label={t('contractSetting.type')}>
              <Radio.Group
                options={[
                  { value: 1, label: t('contractSetting.type1') },
                  { value: 2, label: t('contractSetting.type2') },
                  { value: 3, label: t('contractSetting.type3') },
                ]}
              />
            </Form.Item>
            <Form.Item
              name="contractPopupContent"
              label={t('contractSetting.content')}
              rules={[{ max: 5000 }]}
            >
              <Input.TextArea rows={6} maxLength={5000} showCount />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('contractSetting.save')}
            </Button>
          </Form>
        )}
      </Card>
    </div>
  );
}
