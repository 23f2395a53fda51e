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
import { reviewTexts } from './texts';

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
    if (!m) return reviewTexts.t('config.lineFormat', { n: i + 1 });
    const days = m[3]!
      .split(/[,，\s]+/)
      .filter(Boolean)
      .map(Number);
    if (days.length !== names.length || days.some((d) => !Number.isFinite(d)))
      return reviewTexts.t('config.lineCount', {
        n: i + 1,
        count: names.length,
        names: names.join(reviewTexts.t('config.sep')),
      });
    bands.push({ from: Number(m[1]), to: Number(m[2]) });
    for (const [k, n] of names.entries()) columns[n]!.push(days[k]!);
  }
  if (!bands.length) return reviewTexts.t('config.noBands');
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
  const { t } = reviewTexts.useTranslation();
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
    <Card title={t('config.title')} className="cb-review-config">
      <Tabs
        items={[
          {
            key: 'tables',
            label: t('config.tables'),
            children: (
              <Table
                rowKey="id"
                size="small"
                loading={tables.isLoading}
                pagination={false}
                dataSource={tables.data ?? []}
                columns={[
                  { key: 's', title: t('config.standard'), dataIndex: 'standard', width: 90 },
                  { key: 'v', title: t('config.version'), dataIndex: 'tableVersion', width: 180 },
                  {
                    key: 'a',
                    title: t('config.status'),
                    width: 90,
                    render: (_v, r) =>
                      r.active ? (
                        <Tag color="success">{t('config.active')}</Tag>
                      ) : (
                        <Tag>{t('config.inactive')}</Tag>
                      ),
                  },
                  {
                    key: 'c',
                    title: t('config.complexity'),
                    render: (_v, r) => columnNames(r.columns).join(t('config.sep')),
                  },
                  { key: 'b', title: t('config.bands'), width: 80, render: (_v, r) => r.bands.length },
                  { key: 'r', title: t('config.remark'), dataIndex: 'remark', ellipsis: true },
                  {
                    key: 'op',
                    title: t('config.actions'),
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
                            {t('config.addVersion')}
                          </ActionLink>
                          {r.active ? null : (
                            <ActionLink
                              onClick={async () => {
                                await reviewApi.activateDurationTable(r.id, r.version);
                                void message.success(t('config.activated'));
                                void refresh();
                              }}
                            >
                              {t('config.activate')}
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
            label: t('config.factors'),
            children: (
              <SettingsTable<Factor>
                noun={t('config.factors')}
                editable={editable}
                rows={factors.data}
                loading={factors.isLoading}
                blank={{ code: '', nameZh: '', nameEn: '', percent: 0, enabled: true }}
                columns={[
                  { key: 'c', title: t('config.code'), dataIndex: 'code', width: 90 },
                  { key: 'n', title: t('config.name'), dataIndex: 'nameZh' },
                  {
                    key: 'p',
                    title: t('config.percent'),
                    width: 100,
                    align: 'right',
                    render: (_v, r) => `${r.percent > 0 ? '+' : ''}${r.percent}%`,
                  },
                ]}
                fields={(editing) => (
                  <>
                    <Form.Item
                      name="code"
                      label={t('config.code')}
                      rules={[{ required: true, message: t('config.codeRequired') }]}
                    >
                      <Input maxLength={20} disabled={!!editing.id} />
                    </Form.Item>
                    <Form.Item
                      name="nameZh"
                      label={t('config.name')}
                      rules={[{ required: true, message: t('config.nameRequired') }]}
                    >
                      <Input maxLength={100} />
                    </Form.Item>
                    <Form.Item name="nameEn" label={t('config.nameEn')}>
                      <Input maxLength={100} />
                    </Form.Item>
                    <Form.Item
                      name="percent"
                      label={t('config.percentField')}
                      rules={[{ required: true, message: t('config.percentRequired') }]}
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
            label: t('config.tariff'),
            children: (
              <SettingsTable<Tariff>
                noun={t('config.tariff')}
                editable={editable}
                rows={tariff.data}
                loading={tariff.isLoading}
                blank={{ standardCode: '', basis: 1, unitPrice: '', enabled: true }}
                columns={[
                  {
                    key: 'a',
                    title: t('config.auditType'),
                    width: 170,
                    render: (_v, r) => labelOf(AUDIT_TYPES, r.auditType, locale),
                  },
                  {
                    key: 'f',
                    title: t('config.feeType'),
                    width: 120,
                    render: (_v, r) => labelOf(FEE_TYPES, r.feeType, locale),
                  },
                  {
                    key: 's',
                    title: t('config.standard'),
                    width: 100,
                    render: (_v, r) => r.standardCode || t('config.allStandards'),
                  },
                  {
                    key: 'b',
                    title: t('config.basis'),
                    width: 100,
                    render: (_v, r) => (r.basis === 1 ? t('config.perDay') : t('config.fixed')),
                  },
                  {
                    key: 'u',
                    title: t('config.unitPrice'),
                    dataIndex: 'unitPrice',
                    width: 120,
                    align: 'right',
                  },
                ]}
                fields={(editing) => (
                  <>
                    <Form.Item
                      name="auditType"
                      label={t('config.auditType')}
                      rules={[{ required: true, message: t('config.auditTypeRequired') }]}
                    >
                      <Select options={optionsOf(AUDIT_TYPES, locale)} disabled={!!editing.id} />
                    </Form.Item>
                    <Form.Item
                      name="feeType"
                      label={t('config.feeType')}
                      rules={[{ required: true, message: t('config.feeTypeRequired') }]}
                    >
                      <Select options={optionsOf(FEE_TYPES, locale)} disabled={!!editing.id} />
                    </Form.Item>
                    <Form.Item name="standardCode" label={t('config.standardField')}>
                      <Input maxLength={20} disabled={!!editing.id} />
                    </Form.Item>
                    <Form.Item name="basis" label={t('config.basis')}>
                      <Select
                        options={[
                          { value: 1, label: t('config.perDay') },
                          { value: 2, label: t('config.fixed') },
                        ]}
                      />
                    </Form.Item>
                    <Form.Item
                      name="unitPrice"
                      label={t('config.unitPrice')}
                      rules={[
                        { required: true, pattern: /^\d+(\.\d{1,2})?$/, message: t('config.amountInvalid') },
                      ]}
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
            label: t('config.numberRule'),
            children: <ContractNumberRuleSection editable={editable} />,
          },
        ]}
      />

      <Modal
        open={!!tableEdit}
        title={t('config.addTableTitle', { standard: tableEdit?.standard ?? '' })}
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
          void message.success(t('config.added'));
          setTableEdit(null);
          void refresh();
        }}
      >
        <Form form={tableForm} layout="vertical">
          <Form.Item
            name="tableVersion"
            label={t('config.version')}
            rules={[{ required: true, whitespace: true, message: t('config.versionRequired') }]}
          >
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item
            name="text"
            label={t('config.bandsField', { columns: columnNames(tableEdit?.columns ?? {}).join(', ') })}
            rules={[{ required: true, message: t('config.bandsRequired') }]}
          >
            <Input.TextArea rows={14} style={{ fontFamily: 'monospace' }} />
          </Form.Item>
          <Form.Item name="remark" label={t('config.remark')}>
            <Input maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
