import { calendarDateOf } from '@cb/domain';
import { App } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../shared/http';
import { ListPage } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { type CertificateFilters, type CertificateRow, certificatesApi, openPdf } from './api';
import {
  type CertificateListMode,
  certificateColumns,
  certificateSearchFields,
  type Operation,
} from './Certificate.data';
import { HISTORY_LIST_SETTING_KEY, PAUSE_LIST_SETTING_KEY, SEARCH_LIST_SETTING_KEY } from './queries';
import { StatusDialog } from './StatusDialog';
import { certificateTexts } from './texts';
import './certificates.css';

const SETTING_KEYS: Record<CertificateListMode, string> = {
  search: SEARCH_LIST_SETTING_KEY,
  pause: PAUSE_LIST_SETTING_KEY,
  history: HISTORY_LIST_SETTING_KEY,
};
const EXPORT_PERMISSION = {
  search: 'zsfx:search:export',
  pause: 'zsfx:pauseCancel:export',
  history: 'zsfx:history:export',
} as const;

/**
 * 证书查询 (search and print), 暂停撤销 (status operations) and 历史证书 (superseded versions): one
 * server-paged list of certificates in three modes.
 */
export function CertificateList({ mode }: { mode: CertificateListMode }) {
  const { t } = certificateTexts.useTranslation();
  const can = usePermission();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [target, setTarget] = useState<{ row: CertificateRow; operation: Operation } | null>(null);
  const kind = mode === 'history' ? 'history' : 'certificate';
  const title =
    mode === 'search'
      ? t('cert.searchTitle')
      : mode === 'pause'
        ? t('cert.pauseTitle')
        : t('cert.historyTitle');

  const print = async (row: CertificateRow) => {
    try {
      openPdf(await certificatesApi.pdf(row.id));
    } catch (error) {
      if (!isApiError(error)) void message.error(t('cert.printFailed'));
    }
  };

  return (
    <div className="cb-page">
      <ListPage<CertificateRow, CertificateFilters>
        settingKey={SETTING_KEYS[mode]}
        columns={certificateColumns({
          t,
          can,
          mode,
          onPrint: (row) => void print(row),
          onOperate: (row, operation) => setTarget({ row, operation }),
          onMail: (row) => navigate(`/zsfx/mailAdd?certificateId=${row.id}`),
          today: calendarDateOf(new Date()),
        })}
        fetchPage={(query) => certificatesApi.list(kind, query)}
        scrollX={mode === 'pause' ? 1040 : mode === 'search' ? 1100 : 1060}
        searchFields={certificateSearchFields(t, mode)}
        onExport={
          can(EXPORT_PERMISSION[mode])
            ? (query) => certificatesApi.exportList(kind, query, `${title}.xlsx`)
            : undefined
        }
      />
      <StatusDialog target={target} onClose={() => setTarget(null)} />
    </div>
  );
}
