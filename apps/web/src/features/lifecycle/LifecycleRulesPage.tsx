import { Alert, App, Button, Card, Form, Input, InputNumber, Select, Skeleton, Space, Table } from 'antd';
import { useEffect } from 'react';
import { ErrorBlock } from '../../shared/components/ErrorBlock';
import { usePermission } from '../../shared/permissions';
import type { LifecycleSettingVersioned, LifecycleRulesPage as Rules } from './api';
import { DueCard } from './DueCard';
import { useLifecycleRules, useSaveLifecycleRules } from './queries';
import { type LifecycleT, lifecycleTexts } from './texts';

type Setting = Omit<LifecycleSettingVersioned, 'version'>;
type RuleSetRow = Rules['ruleSets'][number];

/**
 * 认证周期规则 (sys/LifecycleRules): the rule sets the product knows, with their dates and
 * deadlines; the body's choice (default, per scheme, lead times); and the due list (待办期限) of
 * what the rules say is due or late for the signed-in user.
 */
export default function LifecycleRulesPage() {
  const { t } = lifecycleTexts.useTranslation();
  const rules = useLifecycleRules();
  if (rules.isError) return <ErrorBlock error={rules.error} onRetry={() => rules.refetch()} />;
  return (
    <div className="cb-page" data-testid="lifecycle-rules-page">
      <Alert type="info" showIcon message={t('rules.hint')} style={{ marginBottom: 12 }} />
      <DueCard />
      <Card title={t('rules.selection')} variant="borderless" style={{ marginBottom: 12 }}>
        {rules.data ? <SelectionForm page={rules.data} /> : <Skeleton active />}
      </Card>
      <Card title={t('rules.available')} variant="borderless">
        <Table<RuleSetRow>
          rowKey="id"
          size="middle"
          loading={rules.isPending}
          dataSource={rules.data?.ruleSets ?? []}
          pagination={false}
          scroll={{ x: 900 }}
          columns={ruleSetColumns(t)}
          expandable={{
            // Always open: the deadlines and sources are part of what the body compares.
            showExpandColumn: false,
            expandedRowKeys: (rules.data?.ruleSets ?? []).map((r) => r.id),
            expandedRowRender: (r) => (
              <>
                <div>
                  {t('rules.deadlines', {
                    suspension: r.maxSuspensionMonths,
                    report: r.suspensionReportDays,
                    revoke: r.revocationWorkingDays,
                    nc: r.majorNcVerificationMonths,
                    day: r.regulatorReportDay,
                  })}
                </div>
                <div
                  style={{ color: 'rgba(0, 0, 0, 0.55)' }}
                >{`${t('rules.source')}${t('rules.colon')}${r.source}`}</div>
              </>
            ),
          }}
        />
      </Card>
    </div>
  );
}

function ruleSetColumns(t: LifecycleT) {
  return [
    { title: t('rules.name'), dataIndex: 'name' },
    { title: t('rules.effective'), dataIndex: 'effectiveDate', width: 110 },
    { title: t('rules.anchor'), dataIndex: 'anchor', width: 130 },
    { title: t('rules.validFrom'), dataIndex: 'validFrom', width: 120 },
    { title: t('rules.later'), dataIndex: 'laterFrom', width: 190 },
    {
      title: t('rules.restoration'),
      dataIndex: 'restorationWithinMonths',
      width: 170,
      render: (m: number | null) =>
        m === null ? t('rules.restorationNone') : t('rules.restorationMonths', { count: m }),
    },
    {
      title: t('rules.onSite'),
      dataIndex: 'onSiteRecertification',
      width: 110,
      render: (v: boolean) => (v ? t('rules.yes') : t('rules.no')),
    },
  ];
}

function SelectionForm({ page }: { page: Rules }) {
  const { t } = lifecycleTexts.useTranslation();
  const { message } = App.useApp();
  const editable = usePermission()('sys:setting:edit');
  const save = useSaveLifecycleRules();
  const [form] = Form.useForm<Setting>();
  const { version } = page.setting;

  useEffect(() => {
    const { version: _version, ...setting } = page.setting;
    form.setFieldsValue(setting);
  }, [form, page.setting]);

  const inForce = page.ruleSets.find((r) => r.id === page.inForceToday)?.name ?? page.inForceToday;
  const options = [
    { value: 'auto', label: t('rules.auto', { name: inForce }) },
    ...page.ruleSets.map((r) => ({ value: r.id, label: `${r.name}（${r.effectiveDate}）` })),
  ];

  const submit = (values: Setting) =>
    save.mutateAsync({ ...values, schemeRuleSets: values.schemeRuleSets ?? [], version }).then(
      () => void message.success(t('rules.saved')),
      () => {},
    );

  return (
    <Form
      form={form}
      layout="vertical"
      disabled={!editable}
      onFinish={(v) => void submit(v)}
      style={{ maxWidth: 760 }}
    >
      <Form.Item name="ruleSet" label={t('rules.ruleSet')} rules={[{ required: true }]}>
        <Select options={options} />
      </Form.Item>
      <Form.Item label={t('rules.perScheme')}>
        <Form.List name="schemeRuleSets">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="baseline" wrap>
                  <Form.Item
                    name={[field.name, 'scheme']}
                    rules={[{ required: true, whitespace: true, message: t('rules.schemeRequired') }]}
                  >
                    <Input
                      placeholder={t('rules.scheme')}
                      aria-label={t('rules.scheme')}
                      maxLength={10}
                      style={{ width: 120 }}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'ruleSet']} rules={[{ required: true }]}>
                    <Select options={options} style={{ width: 440 }} aria-label={t('rules.ruleSet')} />
                  </Form.Item>
                  <Button type="link" danger onClick={() => remove(field.name)}>
                    {t('rules.remove')}
                  </Button>
                </Space>
              ))}
              <Button onClick={() => add({ scheme: '', ruleSet: 'auto' })}>{t('rules.addScheme')}</Button>
            </>
          )}
        </Form.List>
      </Form.Item>
      <Space wrap size="large">
        <Form.Item
          name="surveillanceLeadDays"
          label={t('rules.leadDays')}
          extra={t('rules.leadDaysHelp')}
          rules={[{ required: true }]}
        >
          <InputNumber min={0} max={180} precision={0} />
        </Form.Item>
        <Form.Item
          name="reminderDaysBefore"
          label={t('rules.reminderDays')}
          extra={t('rules.reminderDaysHelp')}
          rules={[{ required: true }]}
        >
          <InputNumber min={0} max={30} precision={0} />
        </Form.Item>
      </Space>
      <div>
        {editable ? (
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('rules.save')}
          </Button>
        ) : (
          <span>{t('rules.readOnly')}</span>
        )}
      </div>
    </Form>
  );
}
