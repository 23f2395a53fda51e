import {
  AUDIT_TYPES,
  type auditTimeFactorList,
  type DurationTableRow,
  FEE_TYPES,
  type feeTariffList,
  labelOf,
  optionsOf,
} from '@cb/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Card, Form, Input, InputNumber, Modal, Select, Space, Table, Tabs, Tag } from 'antd';
import { useState } from 'react';
import type { z } from 'zod';
import { ErrorBlock } from '../../shared/components/ErrorBlock';
import { currentLocale } from '../../shared/i18n';
import { ActionLink } from '../../shared/list/ActionLink';
import { usePermission } from '../../shared/permissions';
import { reviewApi } from './api';
import { ContractNumberRuleSection } from './ContractNumberRuleSection';
import { SettingsTable } from './SettingsTable';

type Factor = z.infer<typeof auditTimeFactorList>[number];
type Tariff = z.infer<typeof feeTariffList>[number];
const KEY = ['htps', 'review', 'config'];

const COLUMN_ORDER = ['all', 'high', 'medium', 'low', 'limited'];
/** The complexity columns of a table in the tables' order (the database keeps JSON keys sorted its own way). */
export const columnNames = (columns: Record<string, unknown>) => COLUMN_ORDER.filter((n) => n in columns);

/** "1-5: 1.5" per band, one figure per complexity column. */
export function tableText(t: Pick<DurationTableRow, 'bands' | 'columns'>): string {
  const names = columnNames(t.columns);
  return t.bands
    .map((b, i) => `${b.from}-${b.to}: ${names.map((n) => t.columns[n]![i]).join(', ')}`)
    .join('\n');
}

/** The text back into bands and columns, or a Chinese message naming the line. */
export function parseTableText(
  text: string,
  names: string[],
): { bands: { from: number; to: number }[]; columns: Record<string, number[]> } | string {
  const bands: { from: number; to: number }[] = [];
  const columns: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
  const lines = text.split('\n').filter((l) => l.trim());
  for (const [i, line] of lines.entries()) {
    const m = /^\s*(\d+)\s*-\s*(\d+)\s*[:：]\s*(.+)$/.exec(line);
    if (!m) return `第${i + 1}行格式应为“起-止: 人日, 人日”`;
    const days = m[3]!
      .split(/[,，\s]+/)
      .filter(Boolean)
      .map(Number);
    if (days.length !== names.length || days.some((d) => !Number.isFinite(d)))
      return `第${i + 1}行须有 ${names.length} 个人日数（${names.join('、')}）`;
    bands.push({ from: Number(m[1]), to: Number(m[2]) });
    for (const [k, n] of names.entries()) columns[n]!.push(days[k]!);
  }
  if (!bands.length) return '请至少填写一个人数段';
  return { bands, columns };
}

/**
 * 审核时间与收费配置: the body's duration-table versions, MD 5 Annex C factors, fee tariff and
 * contract-number pattern.
 */
export default function ReviewConfigPage() {
  const can = usePermission();
  const editable = can('htps:review:config');
  const { message } = App.useApp();
  const client = useQueryClient();
  const locale = currentLocale();
  const tables = useQuery({
    queryKey: [...KEY, 'tables'],
    queryFn: () => reviewApi.durationTables(),
  });
  const factors = useQuery({
    queryKey: [...KEY, 'factors'],
    queryFn: () => reviewApi.factors(),
  });
  const tariff = useQuery({
    queryKey: [...KEY, 'tariff'],
    queryFn: () => reviewApi.tariff(),
  });
  const refresh = () => client.invalidateQueries({ queryKey: KEY });
  const [tableEdit, setTableEdit] = useState<DurationTableRow | null>(null);
  const [tableForm] = Form.useForm<{ tableVersion: string; text: string; remark: string }>();

  const error = tables.error ?? factors.error ?? tariff.error;
  if (error) return <ErrorBlock error={error} onRetry={() => void refresh()} backTo="/htps/review" />;

  return (
    <Card title="审核时间与收费配置" className="cb-review-config">
      <Tabs
        items={[
          {
            key: 'tables',
            label: '审核时间表',
            children: (
              <Table
                rowKey="id"
                size="small"
                loading={tables.isLoading}
                pagination={false}
                dataSource={tables.data ?? []}
                columns={[
                  { key: 's', title: '认证标准', dataIndex: 'standard', width: 90 },
                  { key: 'v', title: '版本', dataIndex: 'tableVersion', width: 180 },
                  {
                    key: 'a',
                    title: '状态',
                    width: 90,
                    render: (_v, r) => (r.active ? <Tag color="success">使用中</Tag> : <Tag>未启用</Tag>),
                  },
                  {
                    key: 'c',
                    title: '复杂程度列',
                    render: (_v, r) => columnNames(r.columns).join('、'),
                  },
                  { key: 'b', title: '人数段', width: 80, render: (_v, r) => r.bands.length },
                  { key: 'r', title: '备注', dataIndex: 'remark', ellipsis: true },
                  {
                    key: 'op',
                    title: '操作',
                    width: 180,
                    render: (_v, r) =>
                      editable ? (
                        <Space size={0}>
                          <ActionLink
                            onClick={() => {
                              setTableEdit(r);
                              tableForm.setFieldsValue({ tableVersion: '', text: tableText(r), remark: '' });
                            }}
                          >
                            新增版本
                          </ActionLink>
                          {r.active ? null : (
                            <ActionLink
                              onClick={async () => {
                                await reviewApi.activateDurationTable(r.id, r.version);
                                void message.success('已启用');
                                void refresh();
                              }}
                            >
                              启用
                            </ActionLink>
                          )}
                        </Space>
                      ) : null,
                  },
                ]}
              />
            ),
          },
          {
            key: 'factors',
            label: '调整因素',
            children: (
              <SettingsTable<Factor>
                noun="调整因素"
                editable={editable}
                rows={factors.data}
                loading={factors.isLoading}
                blank={{ code: '', nameZh: '', nameEn: '', percent: 0, enabled: true }}
                columns={[
                  { key: 'c', title: '代码', dataIndex: 'code', width: 90 },
                  { key: 'n', title: '名称', dataIndex: 'nameZh' },
                  {
                    key: 'p',
                    title: '默认比例',
                    width: 100,
                    align: 'right',
                    render: (_v, r) => `${r.percent > 0 ? '+' : ''}${r.percent}%`,
                  },
                ]}
                fields={(editing) => (
                  <>
                    <Form.Item
                      name="code"
                      label="代码"
                      rules={[{ required: true, message: '请输入因素代码' }]}
                    >
                      <Input maxLength={20} disabled={!!editing.id} />
                    </Form.Item>
                    <Form.Item
                      name="nameZh"
                      label="名称"
                      rules={[{ required: true, message: '请输入因素名称' }]}
                    >
                      <Input maxLength={100} />
                    </Form.Item>
                    <Form.Item name="nameEn" label="英文名称">
                      <Input maxLength={100} />
                    </Form.Item>
                    <Form.Item
                      name="percent"
                      label="默认比例（%，减少为负数）"
                      rules={[{ required: true, message: '请输入比例' }]}
                    >
                      <InputNumber min={-30} max={100} style={{ width: '100%' }} />
                    </Form.Item>
                  </>
                )}
                save={(v) => reviewApi.saveFactor(v)}
                onSaved={() => void refresh()}
              />
            ),
          },
          {
            key: 'tariff',
            label: '收费标准',
            children: (
              <SettingsTable<Tariff>
                noun="收费标准"
                editable={editable}
                rows={tariff.data}
                loading={tariff.isLoading}
                blank={{ standardCode: '', basis: 1, unitPrice: '', enabled: true }}
                columns={[
                  {
                    key: 'a',
                    title: '审核类型',
                    width: 170,
                    render: (_v, r) => labelOf(AUDIT_TYPES, r.auditType, locale),
                  },
                  {
                    key: 'f',
                    title: '费用类型',
                    width: 120,
                    render: (_v, r) => labelOf(FEE_TYPES, r.feeType, locale),
                  },
                  { key: 's', title: '认证标准', width: 100, render: (_v, r) => r.standardCode || '全部' },
                  {
                    key: 'b',
                    title: '计费方式',
                    width: 100,
                    render: (_v, r) => (r.basis === 1 ? '按人日' : '固定金额'),
                  },
                  { key: 'u', title: '单价（元）', dataIndex: 'unitPrice', width: 120, align: 'right' },
                ]}
                fields={(editing) => (
                  <>
                    <Form.Item
                      name="auditType"
                      label="审核类型"
                      rules={[{ required: true, message: '请选择审核类型' }]}
                    >
                      <Select options={optionsOf(AUDIT_TYPES, locale)} disabled={!!editing.id} />
                    </Form.Item>
                    <Form.Item
                      name="feeType"
                      label="费用类型"
                      rules={[{ required: true, message: '请选择费用类型' }]}
                    >
                      <Select options={optionsOf(FEE_TYPES, locale)} disabled={!!editing.id} />
                    </Form.Item>
                    <Form.Item name="standardCode" label="认证标准（留空为全部）">
                      <Input maxLength={20} disabled={!!editing.id} />
                    </Form.Item>
                    <Form.Item name="basis" label="计费方式">
                      <Select
                        options={[
                          { value: 1, label: '按人日' },
                          { value: 2, label: '固定金额' },
                        ]}
                      />
                    </Form.Item>
                    <Form.Item
                      name="unitPrice"
                      label="单价（元）"
                      rules={[{ required: true, pattern: /^\d+(\.\d{1,2})?$/, message: '金额格式错误' }]}
                    >
                      <Input />
                    </Form.Item>
                  </>
                )}
                save={(v) => reviewApi.saveTariff({ ...v, unitPrice: String(v.unitPrice) })}
                onSaved={() => void refresh()}
              />
            ),
          },
          {
            key: 'contractNumber',
            label: '合同编号规则',
            children: <ContractNumberRuleSection editable={editable} />,
          },
        ]}
      />

      <Modal
        open={!!tableEdit}
        title={`新增审核时间表版本（${tableEdit?.standard ?? ''}）`}
        width={640}
        onCancel={() => setTableEdit(null)}
        onOk={async () => {
          const v = await tableForm.validateFields();
          const parsed = parseTableText(v.text, columnNames(tableEdit!.columns));
          if (typeof parsed === 'string') {
            tableForm.setFields([{ name: 'text', errors: [parsed] }]);
            return;
          }
          await reviewApi.addDurationTable({
            standard: tableEdit!.standard,
            tableVersion: v.tableVersion,
            remark: v.remark ?? '',
            activate: true,
            ...parsed,
          });
          void message.success('已新增并启用');
          setTableEdit(null);
          void refresh();
        }}
      >
        <Form form={tableForm} layout="vertical">
          <Form.Item
            name="tableVersion"
            label="版本"
            rules={[{ required: true, whitespace: true, message: '请输入版本' }]}
          >
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item
            name="text"
            label={`每行一个人数段：起-止: ${columnNames(tableEdit?.columns ?? {}).join(', ')}`}
            rules={[{ required: true, message: '请填写审核时间' }]}
          >
            <Input.TextArea rows={14} style={{ fontFamily: 'monospace' }} />
          </Form.Item>
          <Form.Item name="remark" label="备注">
            <Input maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
