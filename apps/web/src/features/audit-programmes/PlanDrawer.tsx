import { approverRefusal } from '@cb/domain';
import {
  Alert,
  App,
  Button,
  Card,
  DatePicker,
  Descriptions,
  Drawer,
  Input,
  InputNumber,
  Select,
  Skeleton,
  Space,
  Table,
  Tag,
  Tooltip,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ErrorBlock } from '../../shared/components/ErrorBlock';
import { DetailDescriptions, DetailTable } from '../../shared/detail';
import { formatDateTime } from '../../shared/format/dateTime';
import { ActionLink } from '../../shared/list/ActionLink';
import { usePermission } from '../../shared/permissions';
import { useSession } from '../../shared/stores/session';
import { openPdf, type PlanCandidate, type PlanCandidates, type PlanDetail, plansApi } from './api';
import {
  auditTypeText,
  methodLabel,
  methodOptions,
  PLAN_STATUS_COLORS,
  periodOptions,
  planStatusLabel,
  roleLabel,
  roleOptions,
} from './options';
import { useEditPlan, usePlan, usePlanAction, useSendNotice, useSetTeam } from './queries';
import { ReasonButton } from './ReasonButton';
import { programmeTexts } from './texts';

type Day = { date: string; period: number };
type Site = { name: string; address: string };
type Member = {
  auditorId: string;
  name: string;
  role: number;
  scheme: string;
  codes: string[];
  supervisorId: string | null;
};

const teamOf = (plan: PlanDetail): Member[] =>
  plan.team.map((m) => ({
    auditorId: m.auditorId,
    name: m.name,
    role: m.role,
    scheme: m.scheme,
    codes: m.codes,
    supervisorId: m.supervisorId,
  }));

/** Schedule, sites and method of a plan being arranged (待安排 / 待整改). */
function ScheduleCard({ plan, editable }: { plan: PlanDetail; editable: boolean }) {
  const { t } = programmeTexts.useTranslation();
  const save = useEditPlan();
  // The app's message, not a holder of this card: a save changes the version and remounts the card.
  const { message: toast } = App.useApp();
  const [days, setDays] = useState<Day[]>(plan.schedule);
  const [sites, setSites] = useState<Site[]>(plan.sites.map((s) => ({ name: s.name, address: s.address })));
  const [method, setMethod] = useState(plan.method);
  const [offsite, setOffsite] = useState(plan.offsiteDays);
  const [notes, setNotes] = useState(plan.notes);
  const complete = days.length > 0 && days.every((d) => d.date && d.period);

  return (
    <Card
      type="inner"
      size="small"
      title={t('plan.schedule')}
      extra={<span className="cb-muted">{t('plan.scheduleHint')}</span>}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        {days.map((d, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional and edited in place
          <Space key={i} wrap>
            <DatePicker
              aria-label={`${t('plan.date')} ${i + 1}`}
              disabled={!editable}
              value={d.date ? dayjs(d.date) : null}
              onChange={(v) =>
                setDays(days.map((x, j) => (j === i ? { ...x, date: v ? v.format('YYYY-MM-DD') : '' } : x)))
              }
            />
            <Select
              aria-label={`${t('plan.period')} ${i + 1}`}
              disabled={!editable}
              style={{ width: 170 }}
              value={d.period}
              options={periodOptions()}
              onChange={(v) => setDays(days.map((x, j) => (j === i ? { ...x, period: v } : x)))}
            />
            {editable ? (
              <Button type="link" onClick={() => setDays(days.filter((_x, j) => j !== i))}>
                {t('plan.remove')}
              </Button>
            ) : null}
          </Space>
        ))}
        {editable ? (
          <Button
            onClick={() => {
              const last = days.at(-1)?.date;
              setDays([
                ...days,
                { date: last ? dayjs(last).add(1, 'day').format('YYYY-MM-DD') : '', period: 3 },
              ]);
            }}
          >
            {t('plan.addDay')}
          </Button>
        ) : null}
        <Space wrap>
          <span>{t('plan.method')}</span>
          <Select
            aria-label={t('plan.method')}
            disabled={!editable}
            style={{ width: 160 }}
            value={method}
            options={methodOptions()}
            onChange={setMethod}
          />
          <span>{t('plan.offsiteDays')}</span>
          <InputNumber
            aria-label={t('plan.offsiteDays')}
            disabled={!editable}
            min={0}
            max={999}
            step={0.5}
            value={offsite}
            onChange={(v) => setOffsite(Number(v ?? 0))}
          />
        </Space>
        <div>{t('plan.sites')}</div>
        {sites.map((s, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional and edited in place
          <Space key={i} wrap>
            <Input
              aria-label={`${t('plan.siteName')} ${i + 1}`}
              disabled={!editable}
              placeholder={t('plan.siteName')}
              value={s.name}
              maxLength={200}
              onChange={(e) => setSites(sites.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)))}
            />
            <Input
              aria-label={`${t('plan.siteAddress')} ${i + 1}`}
              disabled={!editable}
              placeholder={t('plan.siteAddress')}
              value={s.address}
              maxLength={300}
              style={{ width: 320 }}
              onChange={(e) =>
                setSites(sites.map((x, j) => (j === i ? { ...x, address: e.target.value } : x)))
              }
            />
            {editable ? (
              <Button type="link" onClick={() => setSites(sites.filter((_x, j) => j !== i))}>
                {t('plan.remove')}
              </Button>
            ) : null}
          </Space>
        ))}
        {editable ? (
          <Button onClick={() => setSites([...sites, { name: '', address: '' }])}>{t('plan.addSite')}</Button>
        ) : null}
        <Input.TextArea
          aria-label={t('plan.notes')}
          disabled={!editable}
          placeholder={t('plan.notes')}
          value={notes}
          maxLength={2000}
          autoSize={{ minRows: 1, maxRows: 4 }}
          onChange={(e) => setNotes(e.target.value)}
        />
        {editable ? (
          <Button
            type="primary"
            disabled={!complete}
            loading={save.isPending}
            onClick={() =>
              void (async () => {
                await save.mutateAsync({
                  id: plan.id,
                  version: plan.version,
                  method: method as 0 | 1 | 2 | 3,
                  schedule: days,
                  offsiteDays: offsite,
                  sites: sites.filter((s) => s.name.trim()),
                  notes,
                });
                void toast.success(t('plan.scheduleSaved'));
              })().catch(() => undefined)
            }
          >
            {t('plan.saveSchedule')}
          </Button>
        ) : null}
      </Space>
    </Card>
  );
}

/** Candidates from the competence service and the team being put together. */
function TeamCard({ plan, editable }: { plan: PlanDetail; editable: boolean }) {
  const { t } = programmeTexts.useTranslation();
  const save = useSetTeam();
  const { message: toast } = App.useApp();
  const [team, setTeam] = useState<Member[]>(teamOf(plan));
  const [found, setFound] = useState<PlanCandidates | null>(null);
  const [loading, setLoading] = useState(false);
  const [reason, setReason] = useState('');
  const codes = [...new Set(plan.projects.flatMap((p) => p.codes))];
  const scheme = plan.schemes[0] ?? 'QMS';
  const supervisors = team.filter((m) => m.role === 1 || m.role === 2);
  const update = (id: string, patch: Partial<Member>) =>
    setTeam(team.map((m) => (m.auditorId === id ? { ...m, ...patch } : m)));
  const loadCandidates = (pageNo: number) =>
    void (async () => {
      setLoading(true);
      try {
        setFound(await plansApi.candidates(plan.id, pageNo));
      } finally {
        setLoading(false);
      }
    })().catch(() => undefined);
  const add = (c: PlanCandidate) =>
    setTeam([
      ...team,
      {
        auditorId: c.auditorId,
        name: c.name,
        role: team.some((m) => m.role === 1) || !c.leaderEligible ? (c.technicalExpertOnly ? 3 : 2) : 1,
        scheme: c.schemes.includes(scheme) ? scheme : (c.schemes[0] ?? scheme),
        codes: c.coveredCodes,
        supervisorId: null,
      },
    ]);

  return (
    <Card type="inner" size="small" title={t('plan.team')} style={{ marginTop: 12 }}>
      <DetailTable<Member>
        rowKey="auditorId"
        dataSource={team}
        locale={{ emptyText: t('common.none') }}
        columns={[
          { key: 'name', title: t('plan.auditor'), dataIndex: 'name', width: 100 },
          {
            key: 'role',
            title: t('plan.role'),
            width: 140,
            render: (_v, m) =>
              editable ? (
                <Select
                  aria-label={`${t('plan.role')} ${m.name}`}
                  style={{ width: 130 }}
                  value={m.role}
                  options={roleOptions()}
                  onChange={(role) => update(m.auditorId, { role })}
                />
              ) : (
                roleLabel(m.role)
              ),
          },
          { key: 'scheme', title: t('plan.scheme'), dataIndex: 'scheme', width: 80 },
          {
            key: 'codes',
            title: t('plan.codes'),
            render: (_v, m) =>
              editable ? (
                <Select
                  aria-label={`${t('plan.codes')} ${m.name}`}
                  mode="multiple"
                  style={{ minWidth: 160 }}
                  value={m.codes}
                  options={codes.map((c) => ({ value: c, label: c }))}
                  onChange={(v) => update(m.auditorId, { codes: v })}
                />
              ) : (
                m.codes.join('、')
              ),
          },
          {
            key: 'supervisor',
            title: t('plan.supervisor'),
            width: 140,
            render: (_v, m) =>
              m.role !== 4 ? (
                '—'
              ) : editable ? (
                <Select
                  aria-label={`${t('plan.supervisor')} ${m.name}`}
                  style={{ width: 130 }}
                  value={m.supervisorId ?? undefined}
                  options={supervisors.map((s) => ({ value: s.auditorId, label: s.name }))}
                  onChange={(v) => update(m.auditorId, { supervisorId: v })}
                />
              ) : (
                (team.find((s) => s.auditorId === m.supervisorId)?.name ?? '')
              ),
          },
          ...(editable
            ? [
                {
                  key: 'remove',
                  title: t('common.actions'),
                  width: 70,
                  render: (_v: unknown, m: Member) => (
                    <ActionLink onClick={() => setTeam(team.filter((x) => x.auditorId !== m.auditorId))}>
                      {t('plan.remove')}
                    </ActionLink>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editable ? (
        <Space direction="vertical" style={{ width: '100%', marginTop: 12 }}>
          {plan.status === 3 ? (
            <Input
              aria-label={t('plan.teamChangeReason')}
              placeholder={t('plan.teamChangeReason')}
              value={reason}
              maxLength={500}
              onChange={(e) => setReason(e.target.value)}
            />
          ) : null}
          <Space wrap>
            <Button
              type="primary"
              disabled={team.length === 0 || plan.schedule.length === 0}
              loading={save.isPending}
              onClick={() =>
                void (async () => {
                  const saved = await save.mutateAsync({
                    id: plan.id,
                    version: plan.version,
                    reason,
                    members: team.map((m) => ({
                      auditorId: m.auditorId,
                      role: m.role,
                      scheme: m.scheme,
                      codes: m.codes,
                      supervisorId: m.role === 4 ? m.supervisorId : null,
                    })),
                  });
                  // An approved plan whose team changed goes back to approval: say so.
                  void toast.success(
                    plan.status === 3 && saved.status !== 3 ? t('plan.teamChanged') : t('plan.teamSaved'),
                  );
                })().catch(() => undefined)
              }
            >
              {t('plan.saveTeam')}
            </Button>
            <Button
              loading={loading && !found}
              disabled={plan.schedule.length === 0}
              onClick={() => loadCandidates(1)}
            >
              {t('plan.loadCandidates')}
            </Button>
            {plan.schedule.length === 0 ? <span className="cb-muted">{t('plan.needSchedule')}</span> : null}
          </Space>
          {found ? (
            <div data-testid="plan-candidates">
              <div className="cb-muted">{t('plan.candidatesHint')}</div>
              {found.uncoveredCodes.length ? (
                <Alert
                  type="warning"
                  showIcon
                  message={t('plan.uncovered', { codes: found.uncoveredCodes.join('、') })}
                />
              ) : null}
              <Table<PlanCandidate>
                size="small"
                rowKey="auditorId"
                dataSource={found.candidates}
                loading={loading}
                // Paged on the server: it rates every competent auditor and sends one page.
                pagination={{
                  current: found.current,
                  pageSize: found.size,
                  total: found.total,
                  showSizeChanger: false,
                  onChange: (pageNo) => loadCandidates(pageNo),
                }}
                columns={[
                  { key: 'name', title: t('plan.auditor'), dataIndex: 'name', width: 100 },
                  {
                    key: 'eligible',
                    title: t('plan.candidateStatus'),
                    width: 170,
                    render: (_v, c) => (
                      <Space size={2} wrap>
                        <Tag color={c.eligible ? 'success' : 'default'}>
                          {c.eligible ? t('plan.eligible') : t('plan.excluded')}
                        </Tag>
                        {c.leaderEligible ? <Tag color="blue">{t('plan.leaderEligible')}</Tag> : null}
                        {c.technicalExpertOnly ? <Tag>{t('plan.expertOnly')}</Tag> : null}
                      </Space>
                    ),
                  },
                  {
                    key: 'covered',
                    title: t('plan.covered'),
                    width: 140,
                    render: (_v, c) => c.coveredCodes.join('、'),
                  },
                  { key: 'reasons', title: t('plan.reasons'), render: (_v, c) => c.reasons.join('；') },
                  {
                    key: 'add',
                    title: t('common.actions'),
                    width: 70,
                    render: (_v, c) =>
                      c.eligible && !team.some((m) => m.auditorId === c.auditorId) ? (
                        <ActionLink onClick={() => add(c)}>{t('plan.addToTeam')}</ActionLink>
                      ) : null,
                  },
                ]}
              />
              {found.withoutCodes ? (
                <div className="cb-muted" data-testid="plan-candidates-without-codes">
                  {t('plan.withoutCodes', { count: found.withoutCodes })}
                </div>
              ) : null}
            </div>
          ) : null}
        </Space>
      ) : null}
    </Card>
  );
}

/** The plan drawer of 计划分派: arrange dates and team, see the guards, and act on the plan. */
export function PlanDrawer({ planId, onClose }: { planId: string | null; onClose: () => void }) {
  const { t } = programmeTexts.useTranslation();
  const can = usePermission();
  const plan = usePlan(planId ?? undefined);
  const act = usePlanAction();
  const notice = useSendNotice();
  const { message: toast, modal } = App.useApp();
  const userId = useSession((s) => s.userInfo?.id ?? null);
  const p = plan.data;
  // The planner may not approve their own plan (the server refuses it too): said before they try.
  const selfApproval = p && userId ? approverRefusal(p.submittedBy, userId) : null;

  /** Acts and says what happened; a refusal (the guards' list) is shown by the shared client. */
  const run = async (action: 'submit' | 'approve' | 'returnPlan' | 'reject', reason?: string) => {
    if (!p) return;
    await act.mutateAsync({ action, id: p.id, version: p.version, reason });
    const done = {
      submit: 'submitted',
      approve: 'approved',
      returnPlan: 'returned',
      reject: 'rejected',
    } as const;
    void toast.success(t(`plan.${done[action]}`));
  };
  /** 提交审批 and 审批通过 ask first; the dialog closes either way (a refusal is notified). */
  const confirmThen = (action: 'submit' | 'approve') =>
    modal.confirm({
      title: t(action === 'submit' ? 'plan.submit' : 'plan.approveOk'),
      content: t(action === 'submit' ? 'plan.submitConfirm' : 'plan.approveConfirm', { no: p?.planNo ?? '' }),
      onOk: () => run(action).catch(() => undefined),
    });

  return (
    <Drawer
      open={Boolean(planId)}
      onClose={onClose}
      width="min(1180px, 96vw)"
      title={p ? t('plan.drawerTitle', { no: p.planNo }) : ''}
      destroyOnHidden
      extra={
        p ? (
          <Space wrap>
            {(p.status === 0 || p.status === 2) && can('shfa:planAssign:assign') ? (
              <Button type="primary" loading={act.isPending} onClick={() => confirmThen('submit')}>
                {t('plan.submit')}
              </Button>
            ) : null}
            {p.status === 1 && can('shfa:planAssign:approve') ? (
              <>
                <Tooltip title={selfApproval}>
                  <Button
                    type="primary"
                    loading={act.isPending}
                    disabled={Boolean(selfApproval)}
                    data-testid="plan-approve"
                    onClick={() => confirmThen('approve')}
                  >
                    {t('plan.approveOk')}
                  </Button>
                </Tooltip>
                <ReasonButton
                  label={t('plan.returnPlan')}
                  title={t('plan.returnPlan')}
                  onConfirm={(r) => run('returnPlan', r)}
                />
                <ReasonButton
                  danger
                  label={t('plan.reject')}
                  title={t('plan.reject')}
                  onConfirm={(r) => run('reject', r)}
                />
              </>
            ) : null}
            {p.status === 3 && can('shfa:planAssign:notice') ? (
              <Button
                loading={notice.isPending}
                onClick={() =>
                  void (async () => {
                    const r = await notice.mutateAsync(p.id);
                    void toast.success(t('plan.noticeSent', { n: r.recipients }));
                  })().catch(() => undefined)
                }
              >
                {t('plan.notice')}
              </Button>
            ) : null}
            {p.status === 3 ? (
              <Button onClick={() => void plansApi.noticePdf(p.id).then(openPdf, () => undefined)}>
                {t('plan.noticePdf')}
              </Button>
            ) : null}
          </Space>
        ) : null
      }
    >
      {plan.error ? <ErrorBlock error={plan.error} onRetry={() => void plan.refetch()} /> : null}
      {!p && !plan.error ? <Skeleton active /> : null}
      {p ? (
        <div key={p.version}>
          <DetailDescriptions>
            <Descriptions.Item label={t('plan.planNo')}>{p.planNo}</Descriptions.Item>
            <Descriptions.Item label={t('plan.status')}>
              <Tag color={PLAN_STATUS_COLORS[p.status]}>{planStatusLabel(p.status)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('plan.enterprise')}>{p.enterpriseName}</Descriptions.Item>
            <Descriptions.Item label={t('plan.requiredDays')}>{p.requiredDays}</Descriptions.Item>
            <Descriptions.Item label={t('plan.plannedDays')}>{p.plannedDays}</Descriptions.Item>
            <Descriptions.Item label={t('plan.method')}>
              {methodLabel(p.method)} {p.reportingMethod ? <Tag>{p.reportingMethod}</Tag> : null}
            </Descriptions.Item>
            {p.reason ? (
              <Descriptions.Item label={t('common.reason')} span={3}>
                {p.reason}
              </Descriptions.Item>
            ) : null}
          </DetailDescriptions>
          <DetailTable
            style={{ marginTop: 12 }}
            rowKey="id"
            dataSource={p.projects}
            columns={[
              { key: 'scheme', title: t('plan.scheme'), dataIndex: 'scheme', width: 90 },
              { key: 'contractNo', title: t('plan.projects'), dataIndex: 'contractNo', width: 150 },
              {
                key: 'type',
                title: t('plan.auditTypes'),
                width: 200,
                render: (_v, r) => auditTypeText(r.auditType, r.stage),
              },
              {
                key: 'window',
                title: t('plan.dates'),
                width: 220,
                render: (_v, r) => `${r.dueFrom} ~ ${r.dueTo}`,
              },
              { key: 'days', title: t('plan.requiredDays'), dataIndex: 'days', width: 90 },
              { key: 'codes', title: t('plan.codes'), render: (_v, r) => r.codes.join('、') },
            ]}
          />
          {p.status !== 4 ? (
            p.violations.length ? (
              <Alert
                style={{ marginTop: 12 }}
                type="warning"
                showIcon
                message={t('plan.violations')}
                description={
                  <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                    {p.violations.map((v) => (
                      <li key={v.message}>{v.message}</li>
                    ))}
                  </ul>
                }
              />
            ) : (
              <Alert style={{ marginTop: 12 }} type="success" showIcon message={t('plan.noViolations')} />
            )
          ) : null}
          <div style={{ marginTop: 12 }}>
            <ScheduleCard
              plan={p}
              editable={(p.status === 0 || p.status === 2) && can('shfa:planAssign:assign')}
            />
            <TeamCard plan={p} editable={[0, 2, 3].includes(p.status) && can('shfa:planAssign:assign')} />
          </div>
          <Card type="inner" size="small" title={t('plan.history')} style={{ marginTop: 12 }}>
            <DetailTable
              rowKey="id"
              dataSource={p.history}
              columns={[
                { key: 'at', title: t('plan.at'), width: 170, render: (_v, h) => formatDateTime(h.at) },
                { key: 'action', title: t('plan.action'), dataIndex: 'action', width: 110 },
                {
                  key: 'to',
                  title: t('plan.status'),
                  width: 90,
                  render: (_v, h) => planStatusLabel(h.toStatus),
                },
                { key: 'by', title: t('plan.by'), dataIndex: 'byName', width: 100 },
                { key: 'reason', title: t('common.reason'), dataIndex: 'reason' },
              ]}
            />
          </Card>
        </div>
      ) : null}
    </Drawer>
  );
}
