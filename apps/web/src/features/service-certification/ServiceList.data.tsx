/** Columns and search fields of 服务认证项目 and 服务认证报告 (ServiceListPages.tsx renders them). */
import type { Permission } from '@cb/domain';
import {
  isServiceSheetEditable,
  SERVICE_GRADES,
  SERVICE_STAGE_LABELS,
} from '@cb/domain/service-certification';
import { Space, Tag, Tooltip } from 'antd';
import { Link } from 'react-router';
import {
  ActionLink,
  ConfirmActionButton,
  dateTimeColumn,
  type ListColumn,
  SelectFilter,
  TextFilter,
} from '../../shared/list';
import type { ServiceProjectRow } from './api';
import type { ServiceT } from './texts';

export const reportPath = (id: string, editable: boolean) => `/sc/report/${editable ? 1 : 0}/${id}`;

const GRADE_COLORS: Record<string, string> = {
  不合格: 'error',
  达标: 'blue',
  三星: 'gold',
  四星: 'orange',
  五星: 'volcano',
};
export const gradeTag = (grade: string) => (grade ? <Tag color={GRADE_COLORS[grade]}>{grade}</Tag> : null);
export const stageTag = (stage: number) => (
  <Tag color={stage === 6 ? 'success' : 'processing'}>{SERVICE_STAGE_LABELS[stage] ?? stage}</Tag>
);

export interface ServiceColumnContext {
  t: ServiceT;
  can: (p: Permission) => boolean;
  navigate: (path: string) => void;
  advance: (row: ServiceProjectRow) => Promise<unknown>;
  pdf: (row: ServiceProjectRow, kind: 'certificate' | 'report') => void;
}

const percentColumn = (t: ServiceT): ListColumn<ServiceProjectRow> => ({
  key: 'percent',
  title: t('field.percent'),
  dataIndex: 'percent',
  sortField: 'percent',
  width: 100,
  align: 'right',
  render: (v: number | null) => (v === null ? '' : v.toFixed(2)),
});
const gradeColumn = (t: ServiceT): ListColumn<ServiceProjectRow> => ({
  key: 'grade',
  title: t('field.grade'),
  dataIndex: 'grade',
  width: 90,
  render: gradeTag,
});
const headColumns = (t: ServiceT): ListColumn<ServiceProjectRow>[] => [
  {
    key: 'projectNo',
    title: t('field.projectNo'),
    dataIndex: 'projectNo',
    sortField: 'projectNo',
    width: 130,
    render: (v: string, row) => <Link to={reportPath(row.id, false)}>{v}</Link>,
  },
  {
    key: 'enterpriseName',
    title: t('field.enterpriseName'),
    dataIndex: 'enterpriseName',
    sortField: 'enterpriseName',
    ellipsis: true,
    width: 240,
  },
  { key: 'serviceAreaCode', title: t('field.serviceAreaCode'), dataIndex: 'serviceAreaCode', width: 110 },
];

export function projectColumns({
  t,
  can,
  navigate,
  advance,
  pdf,
}: ServiceColumnContext): ListColumn<ServiceProjectRow>[] {
  return [
    ...headColumns(t),
    {
      key: 'stage',
      title: t('field.stage'),
      dataIndex: 'stage',
      sortField: 'stage',
      width: 100,
      render: stageTag,
    },
    percentColumn(t),
    gradeColumn(t),
    { key: 'certNo', title: t('field.certNo'), dataIndex: 'certNo', width: 130 },
    dateTimeColumn('createTime', t('field.createTime'), { sortField: 'createTime' }),
    {
      key: 'actions',
      title: t('field.actions'),
      width: 210,
      fixed: 'right',
      fixedVisible: true,
      render: (_v, row) => (
        <Space size={0}>
          <ActionLink
            onClick={() =>
              navigate(reportPath(row.id, can('sc:report:edit') && isServiceSheetEditable(row.stage)))
            }
          >
            {t('list.sheet')}
          </ActionLink>
          {can('sc:project:add') && row.stage < 6 && row.linked ? (
            <Tooltip title={t('list.linkedReason')}>
              <ActionLink disabled>{t('list.advance')}</ActionLink>
            </Tooltip>
          ) : null}
          {can('sc:project:add') && row.stage < 6 && !row.linked ? (
            <ConfirmActionButton
              label={t('list.advance')}
              title={t('list.advanceConfirm')}
              content={`${row.projectNo} · ${SERVICE_STAGE_LABELS[row.stage]} → ${SERVICE_STAGE_LABELS[row.stage + 1]}`}
              done={t('list.advanced')}
              action={() => advance(row)}
              danger={false}
            />
          ) : null}
          {row.certNo ? (
            <ActionLink onClick={() => pdf(row, 'certificate')}>{t('list.certificate')}</ActionLink>
          ) : null}
        </Space>
      ),
    },
  ];
}

export function reportColumns({
  t,
  can,
  navigate,
  pdf,
}: ServiceColumnContext): ListColumn<ServiceProjectRow>[] {
  return [
    ...headColumns(t),
    {
      key: 'specialDeductions',
      title: t('field.specialDeductions'),
      dataIndex: 'specialDeductions',
      width: 100,
      align: 'right',
    },
    percentColumn(t),
    gradeColumn(t),
    { key: 'evaluator', title: t('field.evaluator'), dataIndex: 'evaluator', width: 90 },
    dateTimeColumn('evaluatedAt', t('field.evaluatedAt')),
    {
      key: 'actions',
      title: t('field.actions'),
      width: 150,
      fixed: 'right',
      fixedVisible: true,
      render: (_v, row) => {
        const editable = can('sc:report:edit') && isServiceSheetEditable(row.stage);
        return (
          <Space size={0}>
            <ActionLink onClick={() => navigate(reportPath(row.id, editable))}>
              {editable ? t('list.write') : t('list.view')}
            </ActionLink>
            <ActionLink onClick={() => pdf(row, 'report')}>{t('list.report')}</ActionLink>
          </Space>
        );
      },
    },
  ];
}

export function serviceSearchFields(t: ServiceT, withStage: boolean) {
  return (
    <>
      <TextFilter name="enterpriseName" label={t('field.enterpriseName')} width={200} maxLength={100} />
      <TextFilter name="projectNo" label={t('field.projectNo')} width={150} maxLength={100} />
      {withStage ? (
        <SelectFilter
          name="stage"
          label={t('field.stage')}
          width={120}
          options={Object.entries(SERVICE_STAGE_LABELS).map(([value, label]) => ({
            value: Number(value),
            label,
          }))}
        />
      ) : null}
      <SelectFilter
        name="grade"
        label={t('field.grade')}
        width={110}
        options={SERVICE_GRADES.map((g) => ({ value: g, label: g }))}
      />
    </>
  );
}
