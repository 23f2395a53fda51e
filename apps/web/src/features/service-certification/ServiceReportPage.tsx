/**
 * 服务认证报告 (sc/Report, /sc/report/{editable}/{Id}): the evaluation sheet of a project — its item
 * table in three groups (service system 40, goods service 35, customer service 25) editable per
 * project (a changed item table is a new edition), per item applicable or not and its score; special
 * deductions and at most one bonus point. The percentage and grade are computed live by the domain's
 * `evaluateService`, the same function the server stores the figures with.
 */
import {
  evaluateService,
  isServiceSheetEditable,
  SERVICE_GROUP_LABELS,
  SERVICE_GROUPS,
  type ServiceGroup,
  serviceItemError,
} from '@cb/domain/service-certification';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Descriptions,
  Input,
  InputNumber,
  message,
  Select,
  Skeleton,
  Space,
  Statistic,
  Switch,
  Table,
} from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ErrorBlock } from '../../shared/components/ErrorBlock';
import { usePermission } from '../../shared/permissions';
import { openPdf, type ServiceProjectDetail, type ServiceSheetItem, serviceApi } from './api';
import { useSaveServiceSheet, useServiceProject } from './queries';
import { gradeTag, stageTag } from './ServiceList.data';
import { serviceTexts } from './texts';

type Row = ServiceSheetItem & { key: number };

function Sheet({
  project,
  editable,
  saved,
}: {
  project: ServiceProjectDetail;
  editable: boolean;
  saved: () => void;
}) {
  const { t } = serviceTexts.useTranslation();
  const navigate = useNavigate();
  const save = useSaveServiceSheet();
  const [items, setItems] = useState<Row[]>(() => project.items.map((item, key) => ({ ...item, key })));
  const [deductions, setDeductions] = useState(project.specialDeductions);
  const [bonus, setBonus] = useState<0 | 1>(project.bonus ? 1 : 0);
  const [areaCode, setAreaCode] = useState(project.serviceAreaCode);
  const [evaluator, setEvaluator] = useState(project.evaluator);

  const error = serviceItemError(items);
  const result = evaluateService(items, deductions, bonus);
  const change = (key: number, patch: Partial<ServiceSheetItem>) =>
    setItems((all) => all.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const groupTotal = (group: ServiceGroup) =>
    items.filter((i) => i.group === group).reduce((s, i) => s + i.maxScore, 0);

  return (
    <Card
      className="cb-detail-page"
      title={
        <Space>
          {`${t('sheet.title')} - ${project.enterpriseName}`}
          {stageTag(project.stage)}
        </Space>
      }
      extra={
        <Space>
          {project.evaluated ? (
            <Button onClick={() => void serviceApi.reportPdf(project.id).then(openPdf)}>
              {t('list.report')}
            </Button>
          ) : null}
          {project.certNo ? (
            <Button onClick={() => void serviceApi.certificatePdf(project.id).then(openPdf)}>
              {t('list.certificate')}
            </Button>
          ) : null}
          <Button onClick={() => navigate('/sc/report')}>{t('sheet.back')}</Button>
        </Space>
      }
    >
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2, xl: 3 }}
        items={[
          { key: 'projectNo', label: t('field.projectNo'), children: project.projectNo },
          { key: 'enterpriseName', label: t('field.enterpriseName'), children: project.enterpriseName },
          { key: 'certNo', label: t('field.certNo'), children: project.certNo },
          { key: 'scope', label: t('field.scope'), children: project.scope, span: 2 },
          {
            key: 'itemTableVersion',
            label: t('field.itemTableVersion'),
            children: `第${project.itemTableVersion}版`,
          },
          {
            key: 'serviceAreaCode',
            label: t('field.serviceAreaCode'),
            children: editable ? (
              <Input
                id="serviceAreaCode"
                aria-label={t('field.serviceAreaCode')}
                value={areaCode}
                maxLength={20}
                onChange={(e) => setAreaCode(e.target.value)}
                style={{ width: 160 }}
              />
            ) : (
              areaCode
            ),
          },
          {
            key: 'evaluator',
            label: t('field.evaluator'),
            children: editable ? (
              <Input
                id="evaluator"
                aria-label={t('field.evaluator')}
                value={evaluator}
                maxLength={50}
                onChange={(e) => setEvaluator(e.target.value)}
                style={{ width: 160 }}
              />
            ) : (
              evaluator
            ),
          },
        ]}
      />
      {!editable && isServiceSheetEditable(project.stage) === false ? (
        <Alert style={{ marginTop: 12 }} type="info" showIcon title={t('sheet.readOnly')} />
      ) : null}
      <Table<Row>
        style={{ marginTop: 16 }}
        size="small"
        bordered
        pagination={false}
        rowKey="key"
        dataSource={items}
        data-testid="service-sheet"
        columns={[
          {
            key: 'group',
            title: t('sheet.group'),
            width: 130,
            render: (_v, row) =>
              editable ? (
                <Select<ServiceGroup>
                  aria-label={`${row.title}${t('sheet.group')}`}
                  value={row.group}
                  style={{ width: 120 }}
                  onChange={(group) => change(row.key, { group })}
                  options={SERVICE_GROUPS.map((g) => ({ value: g, label: SERVICE_GROUP_LABELS[g] }))}
                />
              ) : (
                SERVICE_GROUP_LABELS[row.group]
              ),
          },
          {
            key: 'title',
            title: t('sheet.item'),
            render: (_v, row) =>
              editable ? (
                <Input
                  aria-label={`${t('sheet.item')}${row.key + 1}`}
                  value={row.title}
                  maxLength={200}
                  onChange={(e) => change(row.key, { title: e.target.value })}
                />
              ) : (
                row.title
              ),
          },
          {
            key: 'maxScore',
            title: t('sheet.maxScore'),
            width: 90,
            align: 'right',
            render: (_v, row) =>
              editable ? (
                <InputNumber
                  aria-label={`${row.title}${t('sheet.maxScore')}`}
                  value={row.maxScore}
                  min={0.5}
                  max={100}
                  step={0.5}
                  style={{ width: 76 }}
                  onChange={(v) => change(row.key, { maxScore: v ?? 0 })}
                />
              ) : (
                row.maxScore
              ),
          },
          {
            key: 'applicable',
            title: t('sheet.applicable'),
            width: 90,
            align: 'center',
            render: (_v, row) => (
              <Switch
                aria-label={`${row.title}${t('sheet.applicable')}`}
                size="small"
                checked={row.applicable}
                disabled={!editable}
                onChange={(applicable) => change(row.key, { applicable })}
              />
            ),
          },
          {
            key: 'score',
            title: t('sheet.score'),
            width: 100,
            align: 'right',
            render: (_v, row) =>
              editable ? (
                <InputNumber
                  aria-label={`${row.title}${t('sheet.score')}`}
                  value={row.score}
                  step={0.5}
                  disabled={!row.applicable}
                  status={row.applicable && (row.score < 0 || row.score > row.maxScore) ? 'error' : undefined}
                  style={{ width: 86 }}
                  onChange={(v) => change(row.key, { score: v ?? 0 })}
                />
              ) : row.applicable ? (
                row.score
              ) : (
                '—'
              ),
          },
          {
            key: 'note',
            title: t('sheet.note'),
            width: 220,
            render: (_v, row) =>
              editable ? (
                <Input
                  aria-label={`${row.title}${t('sheet.note')}`}
                  value={row.note}
                  maxLength={500}
                  onChange={(e) => change(row.key, { note: e.target.value })}
                />
              ) : (
                row.note
              ),
          },
          ...(editable
            ? [
                {
                  key: 'remove',
                  title: '',
                  width: 60,
                  render: (_v: unknown, row: Row) => (
                    <Button
                      type="link"
                      size="small"
                      onClick={() => setItems((all) => all.filter((r) => r.key !== row.key))}
                    >
                      {t('sheet.remove')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={editable ? 7 : 6}>
              {SERVICE_GROUPS.map((g) => `${SERVICE_GROUP_LABELS[g]} ${groupTotal(g)}`).join(' · ')}
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
      {editable ? (
        <Button
          style={{ marginTop: 8 }}
          onClick={() =>
            setItems((all) => [
              ...all,
              {
                key: Math.max(0, ...all.map((r) => r.key)) + 1,
                group: 'customer',
                title: '',
                maxScore: 1,
                applicable: true,
                score: 0,
                note: '',
              },
            ])
          }
        >
          {t('sheet.addItem')}
        </Button>
      ) : null}
      <Card size="small" title={t('sheet.result')} style={{ marginTop: 16 }} data-testid="service-result">
        <Space size={40} wrap align="start">
          <Space direction="vertical" size={4}>
            <label htmlFor="specialDeductions">{t('field.specialDeductions')}</label>
            <InputNumber
              id="specialDeductions"
              value={deductions}
              min={0}
              max={100}
              precision={0}
              disabled={!editable}
              onChange={(v) => setDeductions(v ?? 0)}
            />
            <small>{t('sheet.deductionHint')}</small>
          </Space>
          <Space direction="vertical" size={4}>
            <span>{t('field.bonus')}</span>
            <Checkbox
              id="bonus"
              checked={bonus === 1}
              disabled={!editable}
              onChange={(e) => setBonus(e.target.checked ? 1 : 0)}
            >
              +1
            </Checkbox>
            <small>{t('sheet.bonusHint')}</small>
          </Space>
          <Statistic title={t('sheet.earned')} value={result.earned} />
          <Statistic title={t('sheet.applicableMax')} value={result.applicableMax} />
          <Statistic title={t('field.percent')} value={result.percent} precision={2} suffix="%" />
          <Space direction="vertical" size={4}>
            <span>{t('field.grade')}</span>
            <span data-testid="service-grade" style={{ fontSize: 22 }}>
              {gradeTag(result.grade)}
            </span>
          </Space>
        </Space>
        {error ? <Alert style={{ marginTop: 12 }} type="error" showIcon title={error} /> : null}
      </Card>
      {editable ? (
        <Button
          type="primary"
          style={{ marginTop: 16 }}
          disabled={Boolean(error)}
          loading={save.isPending}
          onClick={async () => {
            await save.mutateAsync({
              id: project.id,
              version: project.version,
              items: items.map(({ key: _key, ...item }) => ({ ...item, title: item.title.trim() })),
              specialDeductions: deductions,
              bonus,
              serviceAreaCode: areaCode.trim(),
              evaluator: evaluator.trim(),
            });
            saved();
          }}
        >
          {t('sheet.save')}
        </Button>
      ) : null}
    </Card>
  );
}

export default function ServiceReportPage() {
  const { editable, Id = '' } = useParams();
  const can = usePermission();
  const project = useServiceProject(Id);
  const { t } = serviceTexts.useTranslation();
  // The toast lives here: the sheet is mounted afresh with each saved version.
  const [toast, holder] = message.useMessage();
  if (project.error)
    return <ErrorBlock error={project.error} onRetry={() => void project.refetch()} backTo="/sc/report" />;
  if (!project.data) return <Skeleton active />;
  const canEdit = editable === '1' && can('sc:report:edit') && isServiceSheetEditable(project.data.stage);
  return (
    <div className="cb-page">
      {holder}
      <Sheet
        key={project.data.version}
        project={project.data}
        editable={canEdit}
        saved={() => void toast.success(t('form.saved'))}
      />
    </div>
  );
}
