import { Alert, App, Form, InputNumber, Modal, Space } from 'antd';
import { useEffect, useState } from 'react';
import { type AuditPlanningSettingVersioned, plansApi } from './api';
import { useSavePlanningSetting } from './queries';
import type { ProgrammeT } from './texts';

/**
 * 计划设置: the body's planning policy (tenant setting `auditPlanning`) — how many certification
 * cycles in a row one auditor may lead the same client (0 = no limit). Saved with its version, so a
 * change made meanwhile elsewhere is refused (409) instead of overwritten.
 */
export function PlanningSettingDialog({ t, onClose }: { t: ProgrammeT; onClose: () => void }) {
  const { message } = App.useApp();
  const save = useSavePlanningSetting();
  const [setting, setSetting] = useState<AuditPlanningSettingVersioned | null>(null);
  const [form] = Form.useForm<{ rotationMaxCycles: number | null }>();
  useEffect(() => {
    void plansApi.setting().then((s) => {
      setSetting(s);
      form.setFieldsValue({ rotationMaxCycles: s.rotationMaxCycles });
    }, onClose);
  }, [form, onClose]);

  const submit = async () => {
    if (!setting) return;
    const { rotationMaxCycles } = await form.validateFields();
    await save.mutateAsync({ rotationMaxCycles: rotationMaxCycles ?? 0, version: setting.version }).then(
      () => {
        void message.success(t('setting.saved'));
        onClose();
      },
      () => undefined,
    );
  };

  return (
    <Modal
      open
      width={520}
      title={t('setting.title')}
      onCancel={onClose}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: !setting, 'data-testid': 'planning-setting-ok' }}
      onOk={() => void submit().catch(() => undefined)}
    >
      <Alert type="info" showIcon message={t('setting.rotationHint')} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" disabled={!setting}>
        <Form.Item label={t('setting.rotation')} required>
          <Space>
            <Form.Item
              name="rotationMaxCycles"
              noStyle
              rules={[{ required: true, message: t('setting.rotationRequired') }]}
            >
              <InputNumber
                min={0}
                max={10}
                precision={0}
                style={{ width: 120 }}
                aria-label={t('setting.rotation')}
                data-testid="rotation-max-cycles"
              />
            </Form.Item>
            <span>{t('setting.rotationUnit')}</span>
          </Space>
        </Form.Item>
      </Form>
    </Modal>
  );
}
