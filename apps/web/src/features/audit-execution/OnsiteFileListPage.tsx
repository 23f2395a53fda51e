import { AUDIT_TYPES, EXECUTION_TEAM_ACTIONS, localize, optionsOf } from '@cb/domain';
import { Alert, Button, Checkbox, Form, Modal, Select, Space, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { currentLocale } from '../../shared/i18n';
import {
  ActionLink,
  actionsColumn,
  type ListColumn,
  ListPage,
  TextFilter,
  textColumn,
} from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import {
  type AuditExecutionSettingVersioned,
  type ChecklistConfig,
  executionApi,
  type OnsiteFilters,
  type OnsiteRow,
} from './api';
import { archivePath, auditTypeText, executePath, StatusTag, stageText } from './ProjectList.data';
import { ONSITE_LIST_SETTING_KEY, useSaveChecklist, useSaveExecutionSetting } from './queries';
import { type ExecutionT, executionTexts } from './texts';
import { useSaveThenClose } from './useSaveThenClose';

function ChecklistDialog({ t, onClose }: { t: ExecutionT; onClose: () => void }) {
  const saved = useSaveThenClose(t, onClose);
  const save = useSaveChecklist();
  const [key, setKey] = useState({ auditType: 1, stage: 2 });
  const [config, setConfig] = useState<ChecklistConfig | null>(null);
  useEffect(() => {
    void executionApi.checklist(key.auditType, key.stage).then(setConfig, () => undefined);
  }, [key]);
  const stages = [
    { value: 0, label: '—' },
    { value: 1, label: t('stageName.s1') },
    { value: 2, label: t('stageName.s2') },
  ];
  const setItem = (i: number, patch: Partial<ChecklistConfig['items'][number]>) =>
    setConfig((c) => c && { ...c, items: c.items.map((it, j) => (j === i ? { ...it, ...patch } : it)) });
  /** A column of one yes/no of each checklist item, ticked in place. */
  const flagColumn = (key: string, flag: 'required' | 'onlyWithNcs', title: string, width: number) => ({
    title,
    key,
    width,
    render: (_v: unknown, it: ChecklistConfig['items'][number], i: number) => (
      <Checkbox
        checked={it[flag]}
        aria-label={`${it.name} ${title}`}
        onChange={(e) => setItem(i, { [flag]: e.target.checked })}
      />
    ),
  });
  return (
    <Modal
      open
      width={680}
      title={t('list.checklist')}
      onCancel={onClose}
      confirmLoading={save.isPending}
      onOk={() =>
        config && saved(save.mutateAsync({ auditType: key.auditType, stage: key.stage, items: config.items }))
      }
    >
      <Space style={{ marginBottom: 12 }}>
        <Select
          aria-label={t('field.auditType')}
          value={key.auditType}
          style={{ width: 180 }}
          options={optionsOf(AUDIT_TYPES, currentLocale())}
          onChange={(auditType) => setKey({ auditType, stage: auditType === 1 ? 2 : 0 })}
        />
        <Select
          aria-label={t('field.stage')}
          value={key.stage}
          style={{ width: 100 }}
          options={stages}
          onChange={(stage) => setKey((k) => ({ ...k, stage }))}
        />
      </Space>
      <Table
        size="small"
        rowKey="documentType"
        pagination={false}
        dataSource={config?.items ?? []}
        columns={[
          { title: t('exec.files.checklist'), dataIndex: 'name' },
          flagColumn('required', 'required', t('exec.files.required'), 90),
          flagColumn('withNcs', 'onlyWithNcs', t('exec.files.withNcs'), 150),
        ]}
      />
    </Modal>
  );
}

type MemberRights = AuditExecutionSettingVersioned['memberRights'];

/** 组员权限: which on-site actions the body lets team members do besides the leader. */
function MemberRightsDialog({ t, onClose }: { t: ExecutionT; onClose: () => void }) {
  const saved = useSaveThenClose(t, onClose);
  const save = useSaveExecutionSetting();
  const [setting, setSetting] = useState<AuditExecutionSettingVersioned | null>(null);
  useEffect(() => {
    void executionApi.setting().then(setSetting, () => undefined);
  }, []);
  const toggle = (key: keyof MemberRights, on: boolean) =>
    setSetting((s) => s && { ...s, memberRights: { ...s.memberRights, [key]: on } });
  return (
    <Modal
      open
      width={560}
      title={t('list.memberRights')}
      onCancel={onClose}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: !setting, 'data-testid': 'member-rights-ok' }}
      onOk={() => setting && saved(save.mutateAsync(setting))}
    >
      <Alert type="info" showIcon message={t('list.memberRightsHint')} style={{ marginBottom: 12 }} />
      <Table
        size="small"
        rowKey="key"
        pagination={false}
        loading={!setting}
        dataSource={[...EXECUTION_TEAM_ACTIONS]}
        columns={[
          {
            title: t('list.memberRightsAction'),
            key: 'name',
            render: (_v, a) => localize(a, currentLocale()),
          },
          {
            title: t('list.memberRightsAllowed'),
            key: 'allowed',
            width: 120,
            render: (_v, a) => (
              <Checkbox
                checked={setting?.memberRights[a.key] ?? false}
                aria-label={`${localize(a, currentLocale())} ${t('list.memberRightsAllowed')}`}
                onChange={(e) => toggle(a.key, e.target.checked)}
              />
            ),
          },
        ]}
      />
    </Modal>
  );
}

/** 现场审核文件 (shxm/OnsiteFileList, `/shxm/onsiteFile`): each audit's on-site file and its completeness. */
export function OnsiteList({ archive = false }: { archive?: boolean }) {
  const { t } = executionTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();
  const [config, setConfig] = useState(false);
  const [rights, setRights] = useState(false);
  const exportable = archive
    ? can('assist:archive:export')
    : can('shxm:onsiteFile:download') || can('shxm:onsiteFile:upload');
  const columns: ListColumn<OnsiteRow>[] = [
    textColumn('enterpriseName', t('field.enterprise'), 220, { ellipsis: true }),
    { key: 'planNo', title: t('field.planNo'), dataIndex: 'planNo', width: 150 },
    {
      key: 'auditType',
      title: t('field.auditType'),
      dataIndex: 'auditType',
      width: 130,
      render: (v: number, row) => `${auditTypeText(v)} ${stageText(row.stage)}`,
    },
    textColumn('startDate', t('field.startDate'), 110, { sortField: 'startDate' }),
    { key: 'leaderName', title: t('field.leader'), dataIndex: 'leaderName', width: 90 },
    {
      key: 'statusKey',
      title: t('field.status'),
      dataIndex: 'statusKey',
      width: 130,
      render: (v) => <StatusTag statusKey={v} />,
    },
    {
      key: 'complete',
      title: t('field.complete'),
      dataIndex: 'checklistComplete',
      width: 90,
      render: (v: boolean, row) =>
        row.archivedAt ? (
          <Tag color="green">{t('list.archived')}</Tag>
        ) : v ? (
          <Tag color="green">{t('list.complete')}</Tag>
        ) : (
          <Tag color="orange">{t('list.incomplete')}</Tag>
        ),
    },
    {
      key: 'missing',
      title: t('field.missing'),
      dataIndex: 'checklistMissing',
      width: 220,
      ellipsis: true,
      render: (v: string[], row) => (row.archivedAt ? '' : v.join('、')),
    },
    {
      key: 'archivedAt',
      title: t('field.archivedAt'),
      dataIndex: 'archivedAt',
      width: 110,
      render: (v: string | null) => v?.slice(0, 10) ?? '',
    },
    actionsColumn(t('field.actions'), 140, (row) => (
      <>
        {!archive ? (
          <ActionLink onClick={() => navigate(executePath(row.id))}>{t('list.view')}</ActionLink>
        ) : null}
        {can('assist:archive:archive') || can('assist:archive:export') ? (
          <ActionLink onClick={() => navigate(archivePath(row.id))}>{t('list.archive')}</ActionLink>
        ) : null}
      </>
    )),
  ];
  return (
    <div className="cb-page">
      <ListPage<OnsiteRow, OnsiteFilters>
        settingKey={archive ? `${ONSITE_LIST_SETTING_KEY}:archive` : ONSITE_LIST_SETTING_KEY}
        columns={columns}
        fetchPage={executionApi.onsiteList}
        onExport={exportable ? executionApi.exportOnsiteList : undefined}
        toolbar={
          !archive && can('shxm:onsiteFile:config') ? (
            <>
              <Button onClick={() => setConfig(true)}>{t('list.checklist')}</Button>
              <Button onClick={() => setRights(true)} data-testid="member-rights">
                {t('list.memberRights')}
              </Button>
            </>
          ) : null
        }
        searchFields={
          <>
            <TextFilter name="enterpriseName" label={t('field.enterprise')} width={180} maxLength={100} />
            <Form.Item name="complete" label={t('field.complete')}>
              <Select
                allowClear
                style={{ width: 110 }}
                options={[
                  { value: '1', label: t('list.archived') },
                  { value: '0', label: t('list.notArchived') },
                ]}
              />
            </Form.Item>
          </>
        }
      />
      {config ? <ChecklistDialog t={t} onClose={() => setConfig(false)} /> : null}
      {rights ? <MemberRightsDialog t={t} onClose={() => setRights(false)} /> : null}
    </div>
  );
}

export default function OnsiteFileListPage() {
  return <OnsiteList />;
}
