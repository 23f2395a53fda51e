/** 能力分析: the auditor list's columns (links per registered scheme), and the analysis table's columns. */
import type { CertificateStandardRecord } from '@cb/domain';
import { Space, type TableColumnsType, Tag } from 'antd';
import { Link } from 'react-router';
import type { ListColumn } from '../../shared/list';
import { ActionLink } from '../../shared/list/ActionLink';
import { actionColumn, SelectFilter, TextFilter } from '../../shared/list/parts';
import type { AnalyseRow, AuditorRow } from './api';
import { levelLabel, parseRegistrations, personnelKindLabel, schemeOptions, sourceLabel } from './options';
import { analysePath, standardOfScheme } from './standardScheme';
import type { AuditorT } from './texts';

/** The list of auditors to analyse: each registered scheme links to its analysis. */
export function analyseListColumns(
  t: AuditorT,
  standards: readonly CertificateStandardRecord[],
  navigate: (path: string) => void,
): ListColumn<AuditorRow>[] {
  const link = (row: AuditorRow, scheme: string) => {
    const standard = standardOfScheme(standards, scheme);
    return standard ? analysePath(row.id, standard.id) : null;
  };
  return [
    { key: 'name', title: t('auditor.name'), dataIndex: 'name', width: 110, sortField: 'name' },
    { key: 'phone', title: t('auditor.phone'), dataIndex: 'phone', width: 130 },
    {
      key: 'personnelKind',
      title: t('auditor.personnelKind'),
      dataIndex: 'personnelKind',
      width: 140,
      render: personnelKindLabel,
    },
    { key: 'branchCompany', title: t('auditor.branchCompany'), dataIndex: 'branchCompany', width: 120 },
    {
      key: 'registrations',
      title: t('analyse.schemes'),
      dataIndex: 'registrations',
      render: (v: string, row) => (
        <Space size={[4, 4]} wrap>
          {parseRegistrations(v).map((r) => {
            const to = link(row, r.scheme);
            const text = `${r.scheme} ${levelLabel(r.level)}`;
            return to ? (
              <Link key={r.scheme} to={to}>
                <Tag color="blue" style={{ cursor: 'pointer' }}>
                  {text}
                </Tag>
              </Link>
            ) : (
              <Tag key={r.scheme}>{text}</Tag>
            );
          })}
        </Space>
      ),
    },
    actionColumn(t('common.actions'), 90, (row) => {
      const first = parseRegistrations(row.registrations)
        .map((r) => link(row, r.scheme))
        .find(Boolean);
      return first ? <ActionLink onClick={() => navigate(first)}>{t('analyse.open')}</ActionLink> : null;
    }),
  ];
}

export function analyseSearchFields(t: AuditorT) {
  return (
    <>
      <TextFilter name="name" label={t('auditor.name')} width={140} maxLength={50} />
      <SelectFilter name="scheme" label={t('auditor.scheme')} options={schemeOptions()} width={180} />
      <TextFilter name="code" label={t('auditor.code')} width={120} maxLength={8} placeholder="19.05.01" />
    </>
  );
}

export function analyseColumns(t: AuditorT): TableColumnsType<AnalyseRow> {
  const count = (v: number) => v;
  return [
    { title: t('analyse.code'), dataIndex: 'code', width: 100 },
    { title: t('analyse.codeName'), dataIndex: 'codeName', ellipsis: true },
    {
      title: t('analyse.sources'),
      dataIndex: 'sources',
      width: 240,
      render: (sources: string[]) => (
        <Space size={[4, 4]} wrap>
          {sources.map((s) => (
            <Tag key={s}>{sourceLabel(s)}</Tag>
          ))}
        </Space>
      ),
    },
    { title: t('analyse.passDate'), dataIndex: 'passDate', width: 110 },
    { title: t('analyse.audits'), dataIndex: 'audits', width: 90, align: 'right', render: count },
    { title: t('analyse.auditDays'), dataIndex: 'auditDays', width: 90, align: 'right', render: count },
    {
      title: t('analyse.witnessPassed'),
      dataIndex: 'witnessPassed',
      width: 90,
      align: 'right',
      render: count,
    },
    {
      title: t('analyse.witnessFailed'),
      dataIndex: 'witnessFailed',
      width: 100,
      align: 'right',
      render: count,
    },
  ];
}
