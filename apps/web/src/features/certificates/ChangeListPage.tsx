import {
  CERTIFICATE_CHANGE_SOURCES,
  CERTIFICATE_CHANGE_TYPES,
  CERTIFICATE_STATUSES_WITH_OLD,
  labelOf,
} from '@cb/domain';
import { App, Input, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../shared/format/dateTime';
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
import { certificatesApi } from './api';
import {
  changeApi,
  changePath,
  type PendingCertificateChangeRow,
  type PendingChangeFilters,
} from './changeApi';
import { CHANGE_AREA_KEY } from './changeQueries';
import { changeTexts } from './changeTexts';

export const CHANGE_LIST_SETTING_KEY = CHANGE_AREA_KEY;

/**
 * 证书变更 (zsfx/ChangeList): the certificates that must take over an approved change (变更审批,
 * 待换发证书) or a decision's change (scope extension, change audit), and a change of any valid
 * certificate by its number.
 */
export default function ChangeListPage() {
  const { t } = changeTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const canChange = can('zsfx:change:change');

  const startByNo = async (certNo: string) => {
    if (!certNo.trim()) return;
    const page = await certificatesApi.list('certificate', { certNo: certNo.trim(), pageNo: 1, pageSize: 5 });
    const hit = page.records.find((r) => r.certNo.toUpperCase() === certNo.trim().toUpperCase());
    if (!hit) {
      void message.warning(t('notFound'));
      return;
    }
    navigate(changePath({ certificateId: hit.id, certificateType: hit.certificateType }));
  };

  const columns: ListColumn<PendingCertificateChangeRow>[] = [
    { key: 'certNo', title: t('certNo'), dataIndex: 'certNo', width: 170 },
    textColumn('enterpriseName', t('enterpriseName'), 200, { ellipsis: true }),
    { key: 'standardName', title: t('standardName'), dataIndex: 'standardName', width: 170, ellipsis: true },
    {
      key: 'source',
      title: t('source'),
      dataIndex: 'source',
      width: 96,
      render: (v: string) => (
        <Tag color={v === 'approval' ? 'blue' : 'purple'}>
          {labelOf(CERTIFICATE_CHANGE_SOURCES, v, currentLocale()) ?? v}
        </Tag>
      ),
    },
    {
      key: 'changeTypes',
      title: t('changeTypes'),
      dataIndex: 'changeTypes',
      width: 140,
      render: (v: string[]) =>
        v.map((c) => labelOf(CERTIFICATE_CHANGE_TYPES, c, currentLocale()) ?? c).join('、') || '—',
    },
    { key: 'note', title: t('content'), dataIndex: 'note', ellipsis: true },
    {
      key: 'status',
      title: t('status'),
      dataIndex: 'status',
      width: 84,
      render: (v: number) => (
        <Tag color={v === 1 ? 'green' : 'orange'}>
          {labelOf(CERTIFICATE_STATUSES_WITH_OLD, v, currentLocale()) ?? v}
        </Tag>
      ),
    },
    {
      key: 'decidedAt',
      title: t('decidedAt'),
      dataIndex: 'decidedAt',
      width: 160,
      render: (v: string) => formatDateTime(v),
    },
    actionsColumn(t('actions'), 110, (row) => (
      <>
        {canChange && row.status === 1 ? (
          <ActionLink
            onClick={() => navigate(changePath(row, `?source=${row.source}&sourceId=${row.sourceId}`))}
          >
            {t('change')}
          </ActionLink>
        ) : null}
        <ActionLink onClick={() => navigate(`/zsfx/detail/${row.certificateId}`)}>{t('view')}</ActionLink>
      </>
    )),
  ];

  return (
    <div className="cb-page">
      <ListPage<PendingCertificateChangeRow, PendingChangeFilters>
        settingKey={CHANGE_LIST_SETTING_KEY}
        rowKey="key"
        columns={columns}
        fetchPage={changeApi.pending}
        scrollX={1250}
        searchFields={
          <>
            <TextFilter name="certNo" label={t('certNo')} width={170} maxLength={50} />
            <TextFilter name="enterpriseName" label={t('enterpriseName')} width={180} maxLength={100} />
          </>
        }
        toolbar={
          canChange ? (
            <Input.Search
              aria-label={t('startByNo')}
              placeholder={t('startPlaceholder')}
              enterButton={t('startByNo')}
              maxLength={50}
              style={{ width: 340 }}
              onSearch={(v) => void startByNo(v)}
            />
          ) : null
        }
      />
    </div>
  );
}
