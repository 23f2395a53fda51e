/** Admin page: the contract popup setting (contractPopupType, contractPopupMode, contractPopupContent). */
import { App, Button, Card, Form, Input, Radio, Skeleton } from 'antd';
import { useEffect } from 'react';
import type { ContractPopupSetting } from './api';
import { useContractSetting, useSaveContractSetting } from './queries';
import { noticeTexts } from './texts';
import './notices.css';

export default function ContractPopupSettingPage() {
  const { t } = noticeTexts.useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ContractPopupSetting>();
  const setting = useContractSetting();
  const save = useSaveContractSetting();

  useEffect(() => {
    if (setting.data) form.setFieldsValue(setting.data);
  }, [setting.data, form]);

  const submit = (values: ContractPopupSetting) =>
    save.mutateAsync({ ...values, version: setting.data?.version ?? 0 }).then(
      () => void message.success(t('contractSetting.saved')),
      // shown by the shared client
      () => {},
    );

  return (
    <div className="notice-page">
      <Card title={t('contractSetting.title')} variant="borderless" style={{ maxWidth: 720 }}>
        {!setting.data ? (
          <Skeleton active />
        ) : (
          <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} data-testid="contract-setting">
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
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('contractSetting.save')}
            </Button>
          </Form>
        )}
      </Card>
    </div>
  );
}
