import {
  CHANGE_AUDIT_TYPES,
  CHANGE_DECISION,
  CHANGE_DECISIONS,
  CHANGE_FIELDS,
  changeDecisionError,
  changeFieldOf,
  decisionAppliesChange,
  isChangeDecidable,
  labelOf,
  localize,
  optionsOf,
} from '@cb/domain';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  Radio,
  Result,
  Select,
  Skeleton,
  Space,
  Table,
} from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ErrorBlock } from '../../shared/components/ErrorBlock';
import { currentLocale } from '../../shared/i18n';
import { useReplacePage } from '../../shared/navigation/replacePage';
import type { ChangeApprovalDetail } from './api';
import { AWAIT_PATH, detailPath } from './ChangeApprovalList.data';
import { changeRequestItems, fieldLabel, Trail } from './ChangeParts';
import { useChangeApproval, useDecideChange } from './queries';
import { type ChangeApprovalT, changeApprovalTexts } from './texts';
import './change-approval.css';
import { ActionLink } from '../../shared/list/ActionLink';

interface FieldRow {
  key: string;
  after: string;
}

/** The first suggested field starts with the requested value (digits only for a count), the others with their current value. */
function initialFields(d: ChangeApprovalDetail, itemValues: Record<string, string>): FieldRow[] {
  return d.suggestedFields.map((key, i) => {
    const current = (changeFieldOf(key)?.target === 'item' ? itemValues[key] : d.enterpriseValues[key]) ?? '';
    if (i > 0) return { key, after: current };
    const requested = d.change.afterValue.trim();
    return {
      key,
      after: changeFieldOf(key)?.kind === 'count' ? requested.replace(/\D/g, '') || current : requested,
    };
  });
}

function DecisionForm({ d, t }: { d: ChangeApprovalDetail; t: ChangeApprovalT }) {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const replacePage = useReplacePage();
  const decide = useDecideChange();
  const locale = currentLocale();
  const [decision, setDecision] = useState<number | null>(null);
  const [auditType, setAuditType] = useState<number | null>(null);
  const [itemId, setItemId] = useState<string | null>(d.items.length === 1 ? d.items[0]!.id : null);
  const [opinion, setOpinion] = useState('');
  const item = d.items.find((i) => i.id === itemId);
  const itemValues = item?.values ?? {};
  const [fields, setFields] = useState<FieldRow[]>(() => initialFields(d, itemValues));
  const [issues, setIssues] = useState<string[]>([]);

  const beforeOf = (key: string) =>
    (changeFieldOf(key)?.target === 'item' ? itemValues[key] : d.enterpriseValues[key]) ?? '';
  /** Rows left as they are mean "no change" and are not sent. */
  const changed = fields.filter((f) => f.after.trim() !== beforeOf(f.key));
  const rejecting = decision === CHANGE_DECISION.reject;
  const usesItem =
    decision === CHANGE_DECISION.audit ||
    (!rejecting && changed.some((f) => changeFieldOf(f.key)?.target === 'item'));
  const addable = useMemo(
    () =>
      CHANGE_FIELDS.filter((f) => !fields.some((r) => r.key === f.key)).map((f) => ({
        value: f.key,
        label: `${localize(f, locale)}（${t(`target.${f.target}`)}）`,
      })),
    [fields, locale, t],
  );

  const body = () => ({
    id: d.change.id,
    version: d.change.version,
    decision: decision ?? 0,
    auditType: decision === CHANGE_DECISION.audit ? auditType : null,
    itemId: usesItem ? itemId : null,
    opinion: opinion.trim(),
    fields: rejecting ? [] : changed.map((f) => ({ key: f.key, after: f.after.trim() })),
  });

  const submit = () => {
    if (decision === null) return setIssues([t('audit.decisionRequired')]);
    const b = body();
    const before = { ...d.enterpriseValues, ...itemValues };
    const error = changeDecisionError(d.change.status, b, before, d.change.status_dictText);
    if (error) return setIssues([error]);
    setIssues([]);
    const effect = rejecting
      ? t('audit.confirmReject')
      : decision === CHANGE_DECISION.audit
        ? t('audit.confirmAudit', { type: labelOf(CHANGE_AUDIT_TYPES, auditType, currentLocale()) ?? '' })
        : decisionAppliesChange(decision as 1 | 2) && b.fields.length
          ? t('audit.confirmApply', {
              fields: b.fields.map((f) => fieldLabel(f.key)).join(t('audit.fieldSeparator')),
            })
          : '';
    modal.confirm({
      title: t('audit.confirmTitle'),
      content: t('audit.confirmContent', {
        decision: labelOf(CHANGE_DECISIONS, decision, currentLocale()) ?? '',
        effect,
      }),
      onOk: () =>
        decide.mutateAsync(b).then(
          () => {
            void message.success(t('audit.done'));
            void replacePage(detailPath(d.change.id));
          },
          () => undefined,
        ),
    });
  };

  return (
    <Form layout="vertical" onFinish={submit} className="cb-bgsp-form">
      <Form.Item label={t('audit.decision')} required>
        <Radio.Group
          value={decision}
          onChange={(e) => {
            setDecision(e.target.value);
            setIssues([]);
          }}
          options={optionsOf(CHANGE_DECISIONS, locale)}
          data-testid="bgsp-decision"
        />
      </Form.Item>
      {decision === CHANGE_DECISION.audit ? (
        <Form.Item label={t('audit.auditType')} required>
          <Select
            value={auditType}
            onChange={setAuditType}
            options={optionsOf(CHANGE_AUDIT_TYPES, locale)}
            placeholder={t('audit.auditTypeRequired')}
            aria-label={t('audit.auditType')}
            style={{ width: 240 }}
          />
        </Form.Item>
      ) : null}
      {!rejecting ? (
        <>
          <h2 className="cb-bgsp-section">{t('audit.fields')}</h2>
          <p className="cb-bgsp-hint">{t('audit.fieldsHint')}</p>
          <Form.Item label={t('field.item')} required={usesItem} extra={t('audit.itemHint')}>
            <Select
              value={itemId}
              onChange={(next: string | null) => {
                const nextValues = d.items.find((i) => i.id === next)?.values ?? {};
                // Rows still showing the old item's value follow the newly chosen item.
                setFields((rows) =>
                  rows.map((r) =>
                    changeFieldOf(r.key)?.target === 'item' && r.after === (itemValues[r.key] ?? '')
                      ? { ...r, after: nextValues[r.key] ?? '' }
                      : r,
                  ),
                );
                setItemId(next ?? null);
              }}
              allowClear
              placeholder={t('audit.itemRequired')}
              aria-label={t('field.item')}
              options={d.items.map((i) => ({ value: i.id, label: `${i.standardCode} ${i.standardName}` }))}
              style={{ width: 320 }}
            />
          </Form.Item>
          <Table<FieldRow>
            rowKey="key"
            size="small"
            pagination={false}
            dataSource={fields}
            locale={{ emptyText: t('audit.noFields') }}
            columns={[
              {
                key: 'label',
                title: t('audit.field'),
                width: 200,
                render: (_v, r) => `${fieldLabel(r.key)}（${t(`target.${changeFieldOf(r.key)!.target}`)}）`,
              },
              { key: 'before', title: t('audit.before'), render: (_v, r) => beforeOf(r.key) || '—' },
              {
                key: 'after',
                title: t('audit.after'),
                render: (_v, r) => {
                  const label = `${fieldLabel(r.key)} ${t('audit.after')}`;
                  const update = (after: string) =>
                    setFields((rows) => rows.map((x) => (x.key === r.key ? { ...x, after } : x)));
                  return changeFieldOf(r.key)!.max > 200 ? (
                    <Input.TextArea
                      aria-label={label}
                      value={r.after}
                      autoSize={{ minRows: 1, maxRows: 4 }}
                      onChange={(e) => update(e.target.value)}
                    />
                  ) : (
                    <Input aria-label={label} value={r.after} onChange={(e) => update(e.target.value)} />
                  );
                },
              },
              {
                key: 'remove',
                title: t('field.actions'),
                width: 80,
                render: (_v, r) => (
                  <ActionLink onClick={() => setFields((rows) => rows.filter((x) => x.key !== r.key))}>
                    {t('audit.remove')}
                  </ActionLink>
                ),
              },
            ]}
          />
          <Select
            value={null}
            placeholder={t('audit.addField')}
            aria-label={t('audit.addField')}
            options={addable}
            onChange={(key: string | null) =>
              key && setFields((rows) => [...rows, { key, after: beforeOf(key) }])
            }
            style={{ width: 280, marginTop: 8 }}
          />
        </>
      ) : null}
      <Form.Item label={t('audit.opinion')} required={rejecting} style={{ marginTop: 16 }}>
        <Input.TextArea
          value={opinion}
          onChange={(e) => setOpinion(e.target.value)}
          rows={3}
          maxLength={500}
          showCount
          aria-label={t('audit.opinion')}
        />
      </Form.Item>
      {issues.length ? (
        <Alert type="error" showIcon role="alert" title={issues.join('；')} style={{ marginBottom: 16 }} />
      ) : null}
      <Space>
        <Button type="primary" htmlType="submit" loading={decide.isPending} data-testid="bgsp-submit">
          {t('audit.submit')}
        </Button>
        <Button onClick={() => navigate(AWAIT_PATH)}>{t('audit.back')}</Button>
      </Space>
    </Form>
  );
}

/** 变更审批处理 (htps/BgspAudit, `/htps/bgsp/audit/{id}`): the approver decides a change request. */
export default function BgspAuditPage() {
  const { t } = changeApprovalTexts.useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const record = useChangeApproval(id);

  if (record.error)
    return <ErrorBlock error={record.error} onRetry={() => void record.refetch()} backTo={AWAIT_PATH} />;
  const d = record.data;
  if (!d) return <Skeleton active />;
  return (
    <div className="cb-page">
      <Card title={<h1 className="cb-bgsp-title">{t('audit.title', { no: d.change.applyNo })}</h1>}>
        <h2 className="cb-bgsp-section">{t('audit.request')}</h2>
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, md: 2 }}
          items={changeRequestItems(t, d.change)}
        />
        <div style={{ marginTop: 16 }}>
          {isChangeDecidable(d.change.status) ? (
            <DecisionForm key={d.change.version} d={d} t={t} />
          ) : (
            <Result
              status="info"
              title={t('audit.decided')}
              extra={<Button onClick={() => navigate(detailPath(d.change.id))}>{t('audit.toDetail')}</Button>}
            />
          )}
        </div>
        <h2 className="cb-bgsp-section">{t('detail.trail')}</h2>
        <Trail trail={d.trail} />
      </Card>
    </div>
  );
}
