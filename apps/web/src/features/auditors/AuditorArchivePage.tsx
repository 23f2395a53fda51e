import { calendarDateOf } from '@cb/domain';
import { App, Button, Card, Empty, Skeleton, Space, Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ErrorBlock } from '../../shared/components/ErrorBlock';
import { DetailDescriptions } from '../../shared/detail';
import { RecordFiles } from '../../shared/files';
import { fitColumns } from '../../shared/list/columnLayout';
import { usePermission } from '../../shared/permissions';
import { basicItems, tableColumns } from './Archive.data';
import { AUDITOR_LIST_PATH, editPath } from './AuditorList.data';
import {
  AUDITOR_FILES_PREFIX,
  type AuditorArchive,
  type CompetenceRow,
  type QualificationRow,
  type WitnessRow,
} from './api';
import { COMPETENCE, competenceColumns } from './Competence.data';
import { contractAddPathFor, contractColumns } from './Contract.data';
import {
  CompetenceDialog,
  type Editing,
  LeaveDecideButton,
  LeaveDialog,
  QualificationDialog,
  ReturnDialog,
  WitnessDialog,
} from './dialogs';
import { leaveColumns } from './Leave.data';
import { qualificationColumns } from './Qualification.data';
import {
  useAuditorArchive,
  useDecideCompetence,
  useDeleteContract,
  useDeleteLeave,
  useDeleteWitness,
  useStandards,
} from './queries';
import { analysePath, standardOfScheme } from './standardScheme';
import { auditorTexts } from './texts';
import { witnessColumns } from './Witness.data';
import './auditors.css';
import { ActionLink } from '../../shared/list/ActionLink';

/** A section of the archive: a card with its table (or the empty state) and its add button. */
function Section<T extends { id: string }>({
  title,
  testId,
  extra,
  rows,
  columns,
  empty,
}: {
  title: string;
  testId: string;
  extra?: ReactNode;
  rows: readonly T[];
  columns: TableColumnsType<T>;
  empty: string;
}) {
  return (
    <Card size="small" title={`${title} (${rows.length})`} extra={extra} data-testid={testId}>
      <Table<T>
        rowKey="id"
        size="small"
        pagination={rows.length > 10 ? { pageSize: 10, size: 'small' } : false}
        dataSource={rows as T[]}
        // Widths from the columns (the shared layout): cut text shows in full on hover.
        {...fitColumns(columns)}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> }}
      />
    </Card>
  );
}

/** Everything about one auditor, with HR's actions on each part. */
function Archive({ archive }: { archive: AuditorArchive }) {
  const { t } = auditorTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const { auditor } = archive;
  const hr = can('rlzy:auditor:edit');
  const standards = useStandards().data ?? [];
  const [qualification, setQualification] = useState<Editing<QualificationRow>>(null);
  const [competence, setCompetence] = useState<Editing<CompetenceRow>>(null);
  const [returning, setReturning] = useState<CompetenceRow | null>(null);
  const [leaveOpen, setLeaveOpen] = useState(false);
  const [witness, setWitness] = useState<Editing<WitnessRow>>(null);
  const decide = useDecideCompetence();
  const removeContract = useDeleteContract();
  const removeLeave = useDeleteLeave();
  const removeWitness = useDeleteWitness();
  const today = calendarDateOf(new Date());

  const approve = (row: CompetenceRow) =>
    void modal.confirm({
      title: t('competence.approveConfirm'),
      content: `${auditor.name} · ${row.scheme} ${row.code} ${row.codeName}`,
      onOk: () =>
        decide.mutateAsync({ id: row.id, version: row.version, approve: true }).then(
          () => void message.success(t('competence.approved')),
          () => {},
        ),
    });

  const qualificationActions = (row: QualificationRow) => {
    const standard = can('rlzy:analyse:detail') ? standardOfScheme(standards, row.scheme) : undefined;
    return (
      <Space size={0}>
        {hr ? <ActionLink onClick={() => setQualification(row)}>{t('common.edit')}</ActionLink> : null}
        {standard ? (
          <ActionLink onClick={() => navigate(analysePath(auditor.id, standard.id))}>
            {t('archive.analyse')}
          </ActionLink>
        ) : null}
      </Space>
    );
  };

  const competenceActions = (row: CompetenceRow) =>
    hr ? (
      <Space size={0}>
        {row.status === COMPETENCE.pending ? (
          <>
            <ActionLink onClick={() => approve(row)}>{t('competence.approve')}</ActionLink>
            <ActionLink danger onClick={() => setReturning(row)}>
              {t('competence.return')}
            </ActionLink>
          </>
        ) : null}
        {row.status === COMPETENCE.approved ? (
          <ActionLink onClick={() => setCompetence(row)}>{t('common.edit')}</ActionLink>
        ) : null}
      </Space>
    ) : null;

  return (
    <div className="cb-page cb-auditor-archive">
      <Card
        title={`${t('archive.title')} - ${auditor.name}`}
        extra={
          <Space>
            <Button onClick={() => navigate(AUDITOR_LIST_PATH)}>{t('common.back')}</Button>
            {hr ? (
              <Button type="primary" onClick={() => navigate(editPath(auditor.id))}>
                {t('common.edit')}
              </Button>
            ) : null}
          </Space>
        }
      >
        <DetailDescriptions data-testid="auditor-basic" items={basicItems(t, auditor)} />
      </Card>

      <Section
        title={t('qualification.title')}
        testId="auditor-qualifications"
        rows={archive.qualifications}
        columns={qualificationColumns(t, today, qualificationActions)}
        empty={t('qualification.empty')}
        extra={
          hr ? (
            <Button size="small" type="primary" ghost onClick={() => setQualification('new')}>
              {t('qualification.add')}
            </Button>
          ) : null
        }
      />

      <Section
        title={t('competence.title')}
        testId="auditor-competences"
        rows={archive.competences}
        columns={competenceColumns(t, hr ? competenceActions : undefined)}
        empty={t('competence.empty')}
        extra={
          hr ? (
            <Button size="small" type="primary" ghost onClick={() => setCompetence('new')}>
              {t('competence.add')}
            </Button>
          ) : null
        }
      />

      <Section
        title={t('archive.contracts')}
        testId="auditor-contracts"
        rows={archive.contracts}
        columns={tableColumns(
          contractColumns({ t, can, navigate, remove: removeContract.mutateAsync, withAuditor: false }),
        )}
        empty={t('contract.empty')}
        extra={
          can('rlzy:contract:add') ? (
            <Button size="small" onClick={() => navigate(contractAddPathFor(auditor.id))}>
              {t('archive.addContract')}
            </Button>
          ) : null
        }
      />

      <Section
        title={t('archive.leaves')}
        testId="auditor-leaves"
        rows={archive.leaves}
        columns={tableColumns(
          leaveColumns({
            t,
            can,
            remove: removeLeave.mutateAsync,
            decide: (row) => <LeaveDecideButton row={row} />,
            withAuditor: false,
          }),
        )}
        empty={t('leave.empty')}
        extra={
          can('rlzy:leave:add') ? (
            <Button size="small" onClick={() => setLeaveOpen(true)}>
              {t('leave.addTitle')}
            </Button>
          ) : null
        }
      />

      <Section
        title={t('archive.witness')}
        testId="auditor-witness"
        rows={archive.witness}
        columns={tableColumns(
          witnessColumns({ t, can, edit: setWitness, remove: removeWitness.mutateAsync, withAuditor: false }),
        )}
        empty={t('witness.empty')}
        extra={
          can('rlzy:witness:add') ? (
            <Button size="small" onClick={() => setWitness('new')}>
              {t('witness.addTitle')}
            </Button>
          ) : null
        }
      />

      <Card
        size="small"
        title={t('files.title')}
        className="cb-auditor-archive__files"
        data-testid="auditor-files"
      >
        <RecordFiles
          prefix={AUDITOR_FILES_PREFIX}
          recordId={auditor.id}
          documentTypes={['qualification_certificate', 'diploma', 'labour_contract', 'attachment']}
          editable={hr}
        />
      </Card>

      <QualificationDialog
        auditorId={auditor.id}
        editing={qualification}
        onClose={() => setQualification(null)}
      />
      <CompetenceDialog auditorId={auditor.id} editing={competence} onClose={() => setCompetence(null)} />
      <ReturnDialog row={returning} onClose={() => setReturning(null)} />
      <LeaveDialog open={leaveOpen} auditorId={auditor.id} onClose={() => setLeaveOpen(false)} />
      <WitnessDialog editing={witness} auditorId={auditor.id} onClose={() => setWitness(null)} />
    </div>
  );
}

/** rlzy/AuditorArchive: `/rlzy/archive/{auditorId}`. */
export default function AuditorArchivePage() {
  const { auditorId } = useParams();
  const archive = useAuditorArchive(auditorId);
  if (archive.error)
    return <ErrorBlock error={archive.error} onRetry={() => void archive.refetch()} backTo="/rlzy/auditor" />;
  if (!archive.data) return <Skeleton active />;
  return <Archive archive={archive.data} />;
}
