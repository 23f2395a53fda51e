import { App, Button, Space, Tag } from 'antd';
import { Link, useNavigate } from 'react-router';
import {
  ActionLink,
  actionsColumn,
  type ListColumn,
  ListPage,
  SelectFilter,
  TextFilter,
  textColumn,
} from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { type ProgrammeFilters, type ProgrammeListRow, programmesApi } from './api';
import { auditTypeText, schemeOptions } from './options';
import { SCHEME_LIST_SETTING_KEY, useCreateProjects } from './queries';
import { type ProgrammeT, programmeTexts } from './texts';

export const schemePath = (id: string, modify: boolean) => `/shfa/scheme/${modify ? 1 : 0}/${id}`;

export function programmeColumns(
  t: ProgrammeT,
  canEdit: boolean,
  open: (id: string, modify: boolean) => void,
): ListColumn<ProgrammeListRow>[] {
  return [
    {
      key: 'enterpriseName',
      title: t('scheme.enterprise'),
      dataIndex: 'enterpriseName',
      width: 240,
      sortField: 'enterpriseName',
      render: (v: string, row) => <Link to={schemePath(row.id, false)}>{v}</Link>,
    },
    { key: 'contractNo', title: t('scheme.contractNo'), dataIndex: 'contractNo', width: 150 },
    {
      key: 'scheme',
      title: t('scheme.scheme'),
      dataIndex: 'scheme',
      width: 110,
      render: (v: string, row) => (
        <Space size={4}>
          {v}
          {row.isTransfer ? <Tag color="purple">{t('scheme.transfer')}</Tag> : null}
        </Space>
      ),
    },
    textColumn('standardName', t('scheme.standard'), 150, { ellipsis: true }),
    {
      key: 'cycleNo',
      title: t('scheme.cycle'),
      dataIndex: 'cycleNo',
      width: 90,
      render: (v: number) => t('scheme.cycleNo', { n: v }),
    },
    { key: 'expiryDate', title: t('scheme.expiry'), dataIndex: 'expiryDate', width: 110 },
    {
      key: 'nextAuditType',
      title: t('scheme.nextAudit'),
      dataIndex: 'nextAuditType',
      width: 150,
      render: (v: number | null) => auditTypeText(v),
    },
    { key: 'nextDueTo', title: t('scheme.nextDue'), dataIndex: 'nextDueTo', width: 110 },
    actionsColumn(t('common.actions'), 120, (row) => (
      <>
        <ActionLink onClick={() => open(row.id, false)}>{t('common.view')}</ActionLink>
        {canEdit ? <ActionLink onClick={() => open(row.id, true)}>{t('common.edit')}</ActionLink> : null}
      </>
    )),
  ];
}

/** 方案管理 (shfa/SchemeList): one programme per contract item, its next audit and due date. */
export default function SchemeListPage() {
  const { t } = programmeTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();
  const create = useCreateProjects();
  const { message: toast, modal } = App.useApp();
  // Creating projects and plans is a state change of many records: asked first, then counted.
  const createDue = () =>
    modal.confirm({
      title: t('scheme.createProjects'),
      content: t('scheme.createConfirm'),
      onOk: async () => {
        const r = await create.mutateAsync(undefined).catch(() => null);
        if (r) void toast.success(r.projects ? t('scheme.created', r) : t('scheme.nothingDue'));
      },
    });

  return (
    <div className="cb-page">
      <ListPage<ProgrammeListRow, ProgrammeFilters>
        settingKey={SCHEME_LIST_SETTING_KEY}
        columns={programmeColumns(t, can('shfa:scheme:edit'), (id, modify) =>
          navigate(schemePath(id, modify)),
        )}
        fetchPage={programmesApi.list}
        onExport={can('shfa:scheme:export') ? programmesApi.exportList : undefined}
        searchFields={
          <>
            <TextFilter name="enterpriseName" label={t('scheme.enterprise')} width={200} maxLength={100} />
            <TextFilter name="contractNo" label={t('scheme.contractNo')} width={160} maxLength={50} />
            <SelectFilter name="scheme" label={t('scheme.scheme')} options={schemeOptions()} width={140} />
          </>
        }
        toolbar={
          can('shfa:scheme:edit') ? (
            <Button
              type="primary"
              loading={create.isPending}
              data-testid="scheme-create-projects"
              onClick={createDue}
            >
              {t('scheme.createProjects')}
            </Button>
          ) : null
        }
      />
    </div>
  );
}
