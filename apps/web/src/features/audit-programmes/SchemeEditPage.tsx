import {
  Alert,
  Button,
  Card,
  DatePicker,
  Descriptions,
  InputNumber,
  message,
  Skeleton,
  Space,
  Tag,
  Tooltip,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ErrorBlock } from '../../shared/components/ErrorBlock';
import { DetailDescriptions, DetailTable } from '../../shared/detail';
import { ActionLink } from '../../shared/list/ActionLink';
import { usePermission } from '../../shared/permissions';
import type { ProgrammeDetail } from './api';
import { auditTypeText } from './options';
import { useCreateProjects, useEditProgramme, useProgramme } from './queries';
import { programmeTexts } from './texts';

type Row = ProgrammeDetail['rows'][number];
type RowEdit = { dueFrom: string; dueTo: string; days: number; sitesToSample: number };

/** 审核方案 (shfa/SchemeEdit, /shfa/scheme/{modify}/{Id}): the programme's rows; modify 1 adjusts open rows. */
export default function SchemeEditPage() {
  const { modify, Id } = useParams();
  const { t } = programmeTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();
  const programme = useProgramme(Id);
  const save = useEditProgramme();
  const create = useCreateProjects();
  const [edits, setEdits] = useState<Record<string, RowEdit>>({});
  const [toast, holder] = message.useMessage();
  const editable = modify === '1' && can('shfa:scheme:edit');

  if (programme.error)
    return (
      <ErrorBlock error={programme.error} onRetry={() => void programme.refetch()} backTo="/shfa/scheme" />
    );
  const p = programme.data;
  if (!p) return <Skeleton active />;

  const value = (r: Row): RowEdit =>
    edits[r.id] ?? { dueFrom: r.dueFrom, dueTo: r.dueTo, days: r.days, sitesToSample: r.sitesToSample };
  const change = (r: Row, patch: Partial<RowEdit>) =>
    setEdits((e) => ({ ...e, [r.id]: { ...value(r), ...patch } }));
  const open = (r: Row) => editable && !r.projectId;
  const invalid = Object.values(edits).some((e) => e.dueFrom > e.dueTo);

  return (
    <div className="cb-page">
      {holder}
      <Card
        title={`${editable ? t('scheme.editTitle') : t('scheme.detailTitle')} - ${p.enterpriseName}`}
        extra={
          <Space>
            {can('shfa:scheme:edit') ? (
              <Button
                loading={create.isPending}
                onClick={() =>
                  void (async () => {
                    const r = await create.mutateAsync(p.id);
                    void toast.success(r.projects ? t('scheme.created', r) : t('scheme.nothingDue'));
                  })().catch(() => undefined)
                }
              >
                {t('scheme.createProjects')}
              </Button>
            ) : null}
            {editable ? (
              <Button
                type="primary"
                disabled={Object.keys(edits).length === 0 || invalid}
                loading={save.isPending}
                onClick={() =>
                  void (async () => {
                    await save.mutateAsync({
                      id: p.id,
                      version: p.version,
                      rows: Object.entries(edits).map(([id, e]) => ({ id, ...e })),
                    });
                    setEdits({});
                    void toast.success(t('common.saved'));
                  })().catch(() => undefined)
                }
              >
                {t('common.save')}
              </Button>
            ) : null}
            <Button onClick={() => navigate('/shfa/scheme')}>{t('common.back')}</Button>
          </Space>
        }
      >
        <DetailDescriptions title={t('scheme.basic')}>
          <Descriptions.Item label={t('scheme.enterprise')}>{p.enterpriseName}</Descriptions.Item>
          <Descriptions.Item label={t('scheme.contractNo')}>{p.contractNo}</Descriptions.Item>
          <Descriptions.Item label={t('scheme.scheme')}>
            {p.scheme} {p.standardName}{' '}
            {p.isTransfer ? <Tag color="purple">{t('scheme.transfer')}</Tag> : null}
          </Descriptions.Item>
          <Descriptions.Item label={t('scheme.cycle')}>
            {t('scheme.cycleNo', { n: p.cycleNo })}
          </Descriptions.Item>
          <Descriptions.Item label={t('scheme.cycleStart')}>{p.cycleStart ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('scheme.expiry')}>{p.expiryDate ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('scheme.ruleSet')}>{p.ruleSetId}</Descriptions.Item>
          <Descriptions.Item label={t('scheme.days')}>
            {[p.stage1Days, p.stage2Days, p.surveillanceDays, p.recertificationDays].join(' / ')}
          </Descriptions.Item>
          <Descriptions.Item label={t('scheme.codes')}>{p.codes.join('、') || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('scheme.scope')} span={3}>
            {p.scopeText || '—'}
          </Descriptions.Item>
        </DetailDescriptions>
        {invalid ? (
          <Alert type="error" showIcon style={{ marginTop: 12 }} message={t('scheme.windowInvalid')} />
        ) : null}
        <DetailTable<Row>
          style={{ marginTop: 16 }}
          rowKey="id"
          dataSource={p.rows}
          scroll={{ x: 900 }}
          columns={[
            { key: 'seq', title: t('scheme.seq'), dataIndex: 'seq', width: 60 },
            {
              key: 'auditType',
              title: t('scheme.auditType'),
              width: 190,
              render: (_v, r) => (
                <Space size={4}>
                  {auditTypeText(r.auditType, r.stage)}
                  {r.estimated ? (
                    <Tooltip title={t('scheme.estimatedHint')}>
                      <Tag>{t('scheme.estimated')}</Tag>
                    </Tooltip>
                  ) : null}
                </Space>
              ),
            },
            {
              key: 'dueFrom',
              title: t('scheme.dueFrom'),
              width: 150,
              render: (_v, r) =>
                open(r) ? (
                  <DatePicker
                    aria-label={`${t('scheme.dueFrom')} ${r.seq}`}
                    allowClear={false}
                    value={dayjs(value(r).dueFrom)}
                    onChange={(d) => d && change(r, { dueFrom: d.format('YYYY-MM-DD') })}
                  />
                ) : (
                  r.dueFrom
                ),
            },
            {
              key: 'dueTo',
              title: t('scheme.dueTo'),
              width: 150,
              render: (_v, r) =>
                open(r) ? (
                  <DatePicker
                    aria-label={`${t('scheme.dueTo')} ${r.seq}`}
                    allowClear={false}
                    value={dayjs(value(r).dueTo)}
                    onChange={(d) => d && change(r, { dueTo: d.format('YYYY-MM-DD') })}
                  />
                ) : (
                  r.dueTo
                ),
            },
            {
              key: 'days',
              title: t('scheme.rowDays'),
              width: 100,
              render: (_v, r) =>
                open(r) ? (
                  <InputNumber
                    aria-label={`${t('scheme.rowDays')} ${r.seq}`}
                    min={0}
                    max={999}
                    step={0.5}
                    value={value(r).days}
                    onChange={(v) => change(r, { days: Number(v ?? 0) })}
                  />
                ) : (
                  r.days
                ),
            },
            {
              key: 'sites',
              title: t('scheme.sites'),
              width: 110,
              render: (_v, r) =>
                open(r) ? (
                  <InputNumber
                    aria-label={`${t('scheme.sites')} ${r.seq}`}
                    min={1}
                    max={999}
                    value={value(r).sitesToSample}
                    onChange={(v) => change(r, { sitesToSample: Number(v ?? 1) })}
                  />
                ) : (
                  r.sitesToSample
                ),
            },
            {
              key: 'project',
              title: t('scheme.project'),
              width: 150,
              render: (_v, r) =>
                r.planId ? (
                  <ActionLink onClick={() => navigate(`/shfa/planAssign?plan=${r.planId}`)}>
                    {t('scheme.openPlan')}
                  </ActionLink>
                ) : r.projectId ? (
                  <Tag color="green">{t('scheme.projected')}</Tag>
                ) : (
                  '—'
                ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
