/** 证书查询 / 暂停撤销 / 历史证书: columns, search fields and the status tag. */
import {
  CANCELLATION_REASONS,
  CERTIFICATE_CHANGE_TYPES,
  CERTIFICATE_STATUSES_WITH_OLD,
  CERTIFICATE_TYPES,
  type CertificateAction,
  type CodeLabel,
  certificateNotCorrectable,
  isCertificateActionAllowed,
  labelOf,
  localize,
  type Permission,
  REPLACEMENT_REASONS,
  REVOCATION_REASONS,
  SUSPENSION_REASONS,
} from '@cb/domain';
import { Button, Space, Tag } from 'antd';
import { Link } from 'react-router';
import { formatDateTime } from '../../shared/format/dateTime';
import { currentLocale } from '../../shared/i18n';
import { type ListColumn, SelectFilter } from '../../shared/list';
import { ActionLink } from '../../shared/list/ActionLink';
import { TextFilter, textColumn } from '../../shared/list/parts';
import type { CertificateEventRow, CertificateRow } from './api';
import type { CertificateT } from './texts';

export const SEARCH_PATH = '/zsfx/search';
export const detailPath = (id: string) => `/zsfx/detail/${id}`;
/** 证书修改 of a certificate. */
export const updatePath = (id: string) => `/zsfx/update/${id}`;
export const publicDetailPath = (id: string) => `/external/certificateDetail/${id}`;

const STATUS_COLORS: Record<number, string> = {
  1: 'success',
  2: 'warning',
  3: 'error',
  4: 'default',
  0: 'default',
  5: 'default',
  99: 'default',
};

export function CertificateStatusTag({ status }: { status: number }) {
  return (
    // A label, never a control: a read-only form (antd's disabled context) must not grey it out
    // below AA contrast.
    <Tag color={STATUS_COLORS[status] ?? 'default'} disabled={false} data-testid="certificate-status">
      {labelOf(CERTIFICATE_STATUSES_WITH_OLD, status, currentLocale()) ?? status}
    </Tag>
  );
}

/** The buttons of each status operation: the permission and the state machine both decide. */
export const OPERATION_PERMISSIONS: Record<Exclude<CertificateAction, 'expire'>, Permission> = {
  suspend: 'zsfx:pauseCancel:pause',
  restore: 'zsfx:pauseCancel:restore',
  revoke: 'zsfx:pauseCancel:cancel',
  cancel: 'zsfx:pauseCancel:cancel',
};
export const OPERATIONS = ['suspend', 'restore', 'revoke', 'cancel'] as const;
export type Operation = (typeof OPERATIONS)[number];

export const REASONS_OF: Record<Operation, readonly { code: string; zh: string; en: string }[] | null> = {
  suspend: SUSPENSION_REASONS,
  restore: null,
  revoke: REVOCATION_REASONS,
  cancel: CANCELLATION_REASONS,
};

export type CertificateListMode = 'search' | 'pause' | 'history';

export interface CertificateColumnContext {
  t: CertificateT;
  can: (action: Permission) => boolean;
  mode: CertificateListMode;
  onPrint: (row: CertificateRow) => void;
  onOperate: (row: CertificateRow, operation: Operation) => void;
  /** 邮寄登记 of a certificate. */
  onMail?: (row: CertificateRow) => void;
  /** Today (China calendar date): 修改 is offered only for a certificate that may be corrected. */
  today?: string;
}

export function certificateColumns({
  t,
  can,
  mode,
  onPrint,
  onOperate,
  onMail,
  today,
}: CertificateColumnContext): ListColumn<CertificateRow>[] {
  const canDetail = can('zsfx:search:detail');
  return [
    {
      key: 'certNo',
      title: t('cert.certNo'),
      dataIndex: 'certNo',
      width: 150,
      sortField: 'certNo',
      render: (v: string, row) => (canDetail ? <Link to={detailPath(row.id)}>{v}</Link> : v),
    },
    textColumn('enterpriseName', t('cert.enterpriseName'), 190, {
      ellipsis: true,
      sortField: 'enterpriseName',
    }),
    {
      key: 'standardName',
      title: t('cert.standard'),
      dataIndex: 'standardName',
      width: 160,
      ellipsis: true,
      render: (v: string, row) => [v, row.standardVersion].filter(Boolean).join(' '),
    },
    ...(mode === 'pause'
      ? []
      : [
          {
            key: 'certificateType',
            title: t('cert.certificateType'),
            dataIndex: 'certificateType',
            width: 100,
            render: (v: string) => labelOf(CERTIFICATE_TYPES, v, currentLocale()) ?? v,
          } as ListColumn<CertificateRow>,
        ]),
    textColumn('issueDate', t('cert.issueDate'), 100, { sortField: 'issueDate' }),
    textColumn('expiryDate', t('cert.expiryDate'), 100, { sortField: 'expiryDate' }),
    {
      key: 'status',
      title: t('cert.status'),
      dataIndex: 'status',
      width: 76,
      render: (v: number) => <CertificateStatusTag status={v} />,
    },
    ...(mode === 'pause'
      ? [
          {
            key: 'suspendUntil',
            title: t('cert.suspendUntil'),
            dataIndex: 'suspendUntil',
            width: 110,
          } as ListColumn<CertificateRow>,
        ]
      : []),
    {
      key: 'actions',
      title: t('common.actions'),
      width: mode === 'pause' ? 150 : mode === 'search' ? 210 : 170,
      fixed: 'right',
      fixedVisible: true,
      render: (_v, row) => (
        <Space size={0} wrap>
          {mode !== 'pause' && canDetail ? (
            <Link to={detailPath(row.id)} style={{ padding: '0 7px' }}>
              {t('common.detail')}
            </Link>
          ) : null}
          {mode === 'search' && (can('zsfx:search:print') || can('zsfx:add:print')) && row.status !== 99 ? (
            <ActionLink onClick={() => onPrint(row)}>{t('common.print')}</ActionLink>
          ) : null}
          {mode === 'search' &&
          today &&
          can('zsfx:search:update') &&
          certificateNotCorrectable(row, today) === null ? (
            <Link to={updatePath(row.id)} style={{ padding: '0 7px' }}>
              {t('correction.update')}
            </Link>
          ) : null}
          {mode === 'search' && onMail && can('zsfx:search:mail') && row.status !== 99 ? (
            <ActionLink onClick={() => onMail(row)}>{t('cert.mail')}</ActionLink>
          ) : null}
          {mode === 'pause'
            ? OPERATIONS.filter(
                (op) => can(OPERATION_PERMISSIONS[op]) && isCertificateActionAllowed(row.status, op),
              ).map((op) => (
                <Button
                  key={op}
                  type="link"
                  size="small"
                  danger={op !== 'restore'}
                  onClick={() => onOperate(row, op)}
                >
                  {t(`operation.${op}`)}
                </Button>
              ))
            : null}
        </Space>
      ),
    },
  ];
}

export function certificateSearchFields(t: CertificateT, mode: CertificateListMode) {
  const statuses = CERTIFICATE_STATUSES_WITH_OLD.filter(
    (s) => s.code !== 0 && (mode === 'history' ? s.code === 99 : s.code !== 99),
  );
  return (
    <>
      <TextFilter name="certNo" label={t('cert.certNo')} width={180} maxLength={50} />
      <TextFilter name="enterpriseName" label={t('cert.enterpriseName')} width={200} maxLength={100} />
      {mode !== 'history' ? (
        <SelectFilter
          name="status"
          label={t('cert.status')}
          width={120}
          placeholder={t('cert.allStatuses')}
          options={statuses.map((s) => ({ value: String(s.code), label: localize(s, currentLocale()) }))}
        />
      ) : null}
    </>
  );
}

const EVENT_TYPES = [
  'issue',
  'change',
  'reissue',
  'correct',
  'suspend',
  'restore',
  'revoke',
  'cancel',
  'expire',
] as const;

/** The reason's label from the list of its event (§4.4 codes repeat across the lists). */
export function reasonLabel(row: Pick<CertificateEventRow, 'eventType' | 'reasonCode'>): string {
  if (!row.reasonCode) return '';
  const tables: Record<string, readonly CodeLabel[]> = {
    suspend: SUSPENSION_REASONS,
    revoke: REVOCATION_REASONS,
    cancel: CANCELLATION_REASONS,
    issue: REPLACEMENT_REASONS,
    change: REPLACEMENT_REASONS,
    reissue: REPLACEMENT_REASONS,
  };
  const table = tables[row.eventType];
  const label = table ? labelOf(table, row.reasonCode, currentLocale()) : undefined;
  return label ? `${row.reasonCode} ${label}` : row.reasonCode;
}

export function eventColumns(t: CertificateT) {
  return [
    {
      key: 'createTime',
      title: t('event.createTime'),
      dataIndex: 'createTime',
      width: 170,
      render: (v: string) => formatDateTime(v),
    },
    {
      key: 'eventType',
      title: t('event.eventType'),
      dataIndex: 'eventType',
      width: 80,
      render: (v: string) =>
        (EVENT_TYPES as readonly string[]).includes(v) ? t(`event.${v as (typeof EVENT_TYPES)[number]}`) : v,
    },
    {
      key: 'status',
      title: t('cert.status'),
      width: 130,
      render: (_: unknown, row: CertificateEventRow) => (
        <span>
          {row.fromStatus !== null
            ? `${labelOf(CERTIFICATE_STATUSES_WITH_OLD, row.fromStatus, currentLocale()) ?? row.fromStatus} → `
            : ''}
          {labelOf(CERTIFICATE_STATUSES_WITH_OLD, row.toStatus, currentLocale()) ?? row.toStatus}
        </span>
      ),
    },
    {
      key: 'changeType',
      title: t('event.changeType'),
      dataIndex: 'changeType',
      width: 110,
      // A new version may carry several change types (证书变更: '01,05').
      render: (v: string) =>
        v
          .split(',')
          .filter(Boolean)
          .map((c) => `${c} ${labelOf(CERTIFICATE_CHANGE_TYPES, c, currentLocale()) ?? ''}`.trim())
          .join('、'),
    },
    {
      key: 'reasonCode',
      title: t('event.reasonCode'),
      width: 220,
      render: (_: unknown, row: CertificateEventRow) => reasonLabel(row),
    },
    { key: 'reason', title: t('event.reason'), dataIndex: 'reason', ellipsis: true },
    { key: 'effectiveDate', title: t('event.effectiveDate'), dataIndex: 'effectiveDate', width: 110 },
    { key: 'suspendUntil', title: t('cert.suspendUntil'), dataIndex: 'suspendUntil', width: 120 },
    { key: 'actorName', title: t('event.actor'), dataIndex: 'actorName', width: 90 },
  ];
}
