/** Columns and search fields of the three report lists (ReportRowsPage.tsx renders them). */
import type { ReportKind } from '@cb/domain/regulator-reporting';
import { Checkbox, Space, Tag, Tooltip, Typography } from 'antd';
import { dateTimeColumn, type ListColumn, SelectFilter, TextFilter, textColumn } from '../../shared/list';
import type { ReportRow } from './api';
import type { ReportT } from './texts';

export interface ReportColumnContext {
  t: ReportT;
  kind: ReportKind;
  reported: boolean;
  /** The chosen rows (未上报 only). */
  selected?: ReadonlySet<string>;
  toggle?: (row: ReportRow, on: boolean) => void;
}

const numberTitle = (t: ReportT, kind: ReportKind) =>
  kind === 'plan' ? t('field.planNo') : t('field.certNo');
const typeTitle = (t: ReportT, kind: ReportKind) =>
  kind === 'plan' ? t('field.auditMethod') : kind === 'result' ? t('field.member') : t('field.reportType');
const dateTitle = (t: ReportT, kind: ReportKind) =>
  kind === 'plan' ? t('field.planStart') : kind === 'result' ? t('field.auditEnd') : t('field.eventDate');

/** The list's columns: the row's regulator codes, its deadline (red when overdue) and its check. */
export function reportColumns({
  t,
  kind,
  reported,
  selected,
  toggle,
}: ReportColumnContext): ListColumn<ReportRow>[] {
  const columns: ListColumn<ReportRow>[] = [];
  if (!reported && selected && toggle)
    columns.push({
      key: 'select',
      title: t('field.select'),
      width: 64,
      fixedVisible: true,
      render: (_v, row) => (
        <Checkbox
          aria-label={`${t('field.select')} ${row.number}`}
          checked={selected.has(row.id)}
          disabled={row.problems.length > 0}
          onChange={(e) => toggle(row, e.target.checked)}
        />
      ),
    });
  columns.push(
    {
      key: 'number',
      title: numberTitle(t, kind),
      dataIndex: 'number',
      sortField: reported ? 'number' : 'number',
      width: 180,
      render: (v: string) => v || '—',
    },
    textColumn('enterpriseName', t('field.enterpriseName'), 220, { ellipsis: true }),
    textColumn('standardCode', t('field.standardCode'), 100),
    {
      key: 'typeCode',
      title: typeTitle(t, kind),
      dataIndex: 'typeCode',
      width: 170,
      render: (v: string, row) => (
        <span>
          {v ? <Tag>{v}</Tag> : null}
          {row.typeLabel}
        </span>
      ),
    },
    textColumn('codes', t('field.codes'), 190, { optional: true }),
    { ...textColumn<ReportRow>('eventDate', dateTitle(t, kind), 120), sortField: 'eventDate' },
    {
      key: 'deadline',
      title: t('field.deadline'),
      dataIndex: 'deadline',
      sortField: 'deadline',
      width: 180,
      render: (v: string, row) =>
        row.overdue ? (
          <Space size={4}>
            <Typography.Text type="danger">{v}</Typography.Text>
            <Tag color="red">{t('due.overdue')}</Tag>
          </Space>
        ) : (
          v
        ),
    },
  );
  if (reported)
    columns.push(
      dateTimeColumn('reportedAt', t('field.reportedAt')),
      textColumn('batchNo', t('field.batchNo'), 200),
    );
  else
    columns.push({
      key: 'check',
      title: t('field.check'),
      dataIndex: 'problems',
      width: 320,
      render: (problems: string[]) =>
        problems.length === 0 ? (
          <Tag color="green">{t('check.ok')}</Tag>
        ) : (
          <Tooltip title={problems.join('\n')}>
            <div className="xxsb-problems">
              <Tag color="red">{t('check.failed')}</Tag>
              <Typography.Text type="danger">{problems[0]}</Typography.Text>
              {problems.length > 1 ? (
                <Typography.Text type="secondary">
                  {' '}
                  {t('check.more', { count: problems.length })}
                </Typography.Text>
              ) : null}
            </div>
          </Tooltip>
        ),
    });
  return columns;
}

/** The search form's fields; their names are the list's filters. */
export function reportSearchFields(t: ReportT, kind: ReportKind, reported: boolean) {
  return (
    <>
      <TextFilter
        name="month"
        label={t('field.month')}
        width={110}
        maxLength={7}
        placeholder={t('placeholder.month')}
      />
      <TextFilter
        name="number"
        label={kind === 'plan' ? t('field.planNo') : t('field.certNo')}
        width={180}
        maxLength={60}
      />
      {kind === 'certificate' ? null : (
        <TextFilter name="branchCode" label={t('field.branchCode')} width={90} maxLength={20} />
      )}
      <TextFilter name="standardCode" label={t('field.standardCode')} width={100} maxLength={30} />
      <SelectFilter
        name="due"
        label={t('field.due')}
        width={140}
        options={[
          { value: 'overdue', label: t('due.overdue') },
          ...(reported
            ? []
            : [
                { value: 'soon', label: t('due.soon') },
                { value: 'invalid', label: t('due.invalid') },
              ]),
        ]}
      />
    </>
  );
}
